import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ScheduleDateParams, ScheduledPicture } from '../../../../contract/schemas/daily';
import { ErrorBody } from '../../../../contract/schemas/errors';
import { requireAdmin } from '../../../auth/guards';
import { realDate } from '../../../daily/days';
import type { ScheduleService } from '../../../daily/schedule';
import { withPictureForm } from './picture-form';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * PUT /api/admin/schedule/:date/picture (multipart: image + message) sets or
 * replaces a day's picture; DELETE clears it and removes its file.
 */
const pictureScheduleRoutes: FastifyPluginAsyncTypebox<{ schedule: ScheduleService }> = async (app, { schedule }) => {
  // Uploads are parsed only in this plugin's scope; another plugin may already have registered the parser.
  if (!app.hasRequestDecorator('parts')) await app.register(multipart);

  app.put(
    '/api/admin/schedule/:date/picture',
    {
      preHandler: requireAdmin, // before the body is read: nobody else's upload is parsed or decoded
      schema: {
        params: ScheduleDateParams,
        response: { 200: ScheduledPicture, ...errors, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const date = realDate(request.params.date);
      // Answered once the upload's temp file is removed, whatever happened to it.
      return withPictureForm(request, app.uploadTempDir, (upload) => schedule.savePicture(date, upload));
    },
  );

  app.delete(
    '/api/admin/schedule/:date/picture',
    { preHandler: requireAdmin, schema: { params: ScheduleDateParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await schedule.removePicture(realDate(request.params.date));
      return reply.status(204).send(null);
    },
  );
};
export default pictureScheduleRoutes;

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  PICTURE_FILE_FIELD,
  PICTURE_MESSAGE_FIELD,
  PICTURE_MESSAGE_MAX,
  PICTURE_STORED_MAX_BYTES,
  PICTURE_UPLOAD_MAX_BYTES,
  SCHEDULE_MESSAGES,
} from '../../../contract/daily';
import { ScheduleDateParams, ScheduledPicture } from '../../../contract/schemas/daily';
import { ErrorBody } from '../../../contract/schemas/errors';
import { badRequest, HttpError } from '../../http-error';
import { requireAdmin } from '../../plugins/sessions';
import { findPicture, savePicture, type PuzzleScheduleRow } from '../../repos/puzzle-schedule';
import { PICTURE_FOLDER, realDate, toScheduledPicture } from './days';
import { compressPicture, pictureFileName, removeStoredPicture } from './picture-file';

export interface AdminPictureOptions {
  /** Largest compressed JPEG accepted; only tests lower it (a real 800x600 JPEG at q70 never reaches 2 MB). */
  pictureMaxBytes?: number;
}

interface PictureForm {
  data: Buffer;
  fileName: string;
  message: string;
}

/** Reads the two parts of the form; anything missing or empty is "All puzzle fields are required." */
async function readPictureForm(request: FastifyRequest): Promise<PictureForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the picture and message as multipart/form-data.', 'not-multipart');
  }
  let file: { data: Buffer; fileName: string } | null = null;
  let message = '';
  const parts = request.parts({
    limits: { fileSize: PICTURE_UPLOAD_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 8 * 1024 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== PICTURE_FILE_FIELD) throw badRequest(`${part.fieldname} is not an accepted field.`, 'invalid-field');
      const data = await part.toBuffer(); // throws 413 past fileSize
      if (data.length > 0) file = { data, fileName: part.filename };
    } else {
      if (part.fieldname !== PICTURE_MESSAGE_FIELD) throw badRequest(`${part.fieldname} is not an accepted field.`, 'invalid-field');
      message = String(part.value).replace(/\r\n?/g, '\n').trim();
    }
  }
  if (!file || message === '') throw badRequest(SCHEDULE_MESSAGES.pictureFieldsRequired, 'missing-fields');
  if ([...message].length > PICTURE_MESSAGE_MAX) {
    throw badRequest(`message must be at most ${PICTURE_MESSAGE_MAX} characters.`, 'invalid-field');
  }
  return { ...file, message };
}

/**
 * PUT /api/admin/schedule/:date/picture: compress, store under a new name,
 * then point the day's row at it in one transaction; the picture it replaced
 * is deleted only after the commit.
 */
const adminPictureRoutes: FastifyPluginAsyncTypebox<AdminPictureOptions> = async (app, options) => {
  // Uploads are parsed only in this plugin's scope; another plugin may already have registered the parser.
  if (!app.hasRequestDecorator('parts')) await app.register(multipart);
  const maxBytes = options.pictureMaxBytes ?? PICTURE_STORED_MAX_BYTES;

  app.put(
    '/api/admin/schedule/:date/picture',
    {
      preHandler: requireAdmin, // before the body is read: nobody else's upload is parsed or decoded
      schema: {
        params: ScheduleDateParams,
        response: { 200: ScheduledPicture, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const date = realDate(request.params.date);
      const form = await readPictureForm(request);
      const image = await compressPicture(form.data, maxBytes);
      const name = pictureFileName(date, form.fileName);
      await app.storage.writeAtomic(PICTURE_FOLDER, name, image.data);
      const row: PuzzleScheduleRow = {
        date,
        image_path: `${PICTURE_FOLDER}/${name}`,
        message: form.message,
        width: image.width,
        height: image.height,
        updated_at: app.clock(),
      };
      let replaced: PuzzleScheduleRow | undefined;
      try {
        replaced = app.db.transaction(() => {
          const old = findPicture(app.db, date);
          savePicture(app.db, row);
          return old;
        })();
      } catch (error) {
        await removeStoredPicture(app, row.image_path); // nothing points at it
        throw error;
      }
      if (replaced) await removeStoredPicture(app, replaced.image_path);
      return toScheduledPicture(row);
    },
  );
};
export default adminPictureRoutes;

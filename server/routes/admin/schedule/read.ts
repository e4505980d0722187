import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ScheduleDateParams, ScheduleDayBody, ScheduleMonthBody, ScheduleMonthQuery } from '../../../../contract/schemas/daily';
import { ErrorBody } from '../../../../contract/schemas/errors';
import { requireAdmin } from '../../../auth/guards';
import { realDate, realMonth } from '../../../daily/days';
import type { ScheduleService } from '../../../daily/schedule';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** GET /api/admin/schedule?month=YYYY-MM (every day of it) and GET /api/admin/schedule/:date (one day in full). */
const readScheduleRoutes: FastifyPluginAsyncTypebox<{ schedule: ScheduleService }> = async (app, { schedule }) => {
  app.get(
    '/api/admin/schedule',
    { preHandler: requireAdmin, schema: { querystring: ScheduleMonthQuery, response: { 200: ScheduleMonthBody, ...errors } } },
    async (request) => schedule.month(realMonth(request.query.month)),
  );

  app.get(
    '/api/admin/schedule/:date',
    { preHandler: requireAdmin, schema: { params: ScheduleDateParams, response: { 200: ScheduleDayBody, ...errors } } },
    async (request) => schedule.day(realDate(request.params.date)),
  );
};
export default readScheduleRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ScheduleOptions } from '../../daily/schedule';
import scheduleRoutes from './schedule/index';
import statsRoute from './stats';

/** /api/admin/*: only for signed-in admins (promoted with `npm run make-admin`); every route checks requireAdmin. */
const adminRoutes: FastifyPluginAsyncTypebox<ScheduleOptions> = async (app, options) => {
  await app.register(statsRoute);
  await app.register(scheduleRoutes, options);
};
export default adminRoutes;

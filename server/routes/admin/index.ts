import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ScheduleOptions } from '../../daily/schedule';
import { auditAdminWrites } from '../../moderation/admin-writes';
import moderationRoutes from './moderation/index';
import scheduleRoutes from './schedule/index';
import statsRoute from './stats';

/** /api/admin/*: only for signed-in admins (promoted with `npm run make-admin`); every route checks requireAdmin. */
const adminRoutes: FastifyPluginAsyncTypebox<ScheduleOptions> = async (app, options) => {
  auditAdminWrites(app); // every admin write lands in the audit log
  await app.register(statsRoute);
  await app.register(scheduleRoutes, options);
  await app.register(moderationRoutes);
};
export default adminRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import adminPictureRoutes, { type AdminPictureOptions } from './admin-picture';
import adminScheduleRoutes from './admin-schedule';
import playRoutes from './play';

export type DailyRoutesOptions = AdminPictureOptions;

/** The daily word and picture games, and the admin scheduler that fills them (contract: server/contract/daily.ts). */
const dailyRoutes: FastifyPluginAsyncTypebox<DailyRoutesOptions> = async (app, options) => {
  await app.register(playRoutes);
  await app.register(adminScheduleRoutes);
  await app.register(adminPictureRoutes, options);
};
export default dailyRoutes;

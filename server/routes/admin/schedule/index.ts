import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dailyLibrary } from '../../../daily/library/index';
import { createScheduleService, type ScheduleOptions } from '../../../daily/schedule';
import pictureScheduleRoutes from './picture';
import readScheduleRoutes from './read';
import wordScheduleRoutes from './word';

/**
 * /api/admin/schedule/*: the admin's calendar of daily words and pictures (the
 * public games that play them are in routes/daily). Contract: contract/schemas/daily.ts.
 */
const scheduleRoutes: FastifyPluginAsyncTypebox<ScheduleOptions> = async (app, options) => {
  const { db, storage, pictures, clock, log } = app;
  const library = dailyLibrary(app.config.dailyLibrary);
  const schedule = createScheduleService({ db, storage, pictures, clock, log, library, pictureMaxBytes: options.pictureMaxBytes });
  await app.register(readScheduleRoutes, { schedule });
  await app.register(wordScheduleRoutes, { schedule });
  await app.register(pictureScheduleRoutes, { schedule });
};
export default scheduleRoutes;

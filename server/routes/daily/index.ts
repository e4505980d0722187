import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import playRoutes from './play';

/**
 * The daily word and picture games, for anyone (contract: contract/schemas/daily.ts).
 * The admin scheduler that fills them is in routes/admin/schedule.
 */
const dailyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(playRoutes);
};
export default dailyRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// TODO(daily): placeholder so app.ts can register it; replaced by its issue's work.
const dailyRoutes: FastifyPluginAsyncTypebox = async () => {};
export default dailyRoutes;

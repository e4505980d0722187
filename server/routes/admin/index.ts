import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// TODO(accounts): placeholder so app.ts can register it; replaced by its issue's work.
const adminRoutes: FastifyPluginAsyncTypebox = async () => {};
export default adminRoutes;

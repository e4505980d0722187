import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// TODO(gift-loop): placeholder so app.ts can register it; replaced by its issue's work.
const mediaRoutes: FastifyPluginAsyncTypebox = async () => {};
export default mediaRoutes;

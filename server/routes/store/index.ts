import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { PresentParams, PresentsBody } from '../../../contract/schemas/store';
import { requireFeature } from '../../flags/plugin';
import adminStoreRoutes from './admin';

/**
 * GET /api/presents — what a sender may attach (403 'feature-off' when the gift store is closed to them).
 * GET /go/present/:id — the reveal's button: counts the click and redirects (302) to the retailer's
 *   link with AFFILIATE_TAGS applied. Not gated by the flag: a gift already sent keeps its button.
 * The admin's catalogue is in admin.ts.
 */
const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/presents', { schema: { response: { 200: PresentsBody, '4xx': ErrorBody } } }, async (request, reply) => {
    await requireFeature(request, 'gift-store');
    reply.header('Cache-Control', 'no-store');
    return app.store.offered();
  });

  app.get(
    '/go/present/:id',
    { schema: { params: PresentParams, response: { 302: Type.Null(), '4xx': ErrorBody } } },
    async (request, reply) => {
      const target = await app.store.follow(request.params.id);
      // Never cached: every follow is a click to count.
      return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(target, 302);
    },
  );

  await app.register(adminStoreRoutes);
};
export default storeRoutes;

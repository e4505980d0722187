import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { AdminFlagsBody, FeaturesBody, FlagChange, FlagParams } from '../../../contract/schemas/flags';
import { requireAdmin } from '../../auth/guards';
import { visitorOf } from '../../flags/plugin';
import { unauthorized } from '../../http-error';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * GET /api/features — which features this visitor may use (the client hides the others; the
 *   server refuses them anyway with 403 'feature-off').
 * GET /api/admin/flags, PUT /api/admin/flags/:name {audience} — the admin's switches: admins
 *   only, this site's Origin, each switch audit-logged in its transaction.
 */
const flagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/features', { schema: { response: { 200: FeaturesBody } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store'); // differs per visitor and changes when an admin switches
    return app.flags.forVisitor(visitorOf(request));
  });

  app.get('/api/admin/flags', { preHandler: requireAdmin, schema: { response: { 200: AdminFlagsBody, ...errors } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return app.flags.list();
  });

  app.put(
    '/api/admin/flags/:name',
    { preHandler: requireAdmin, schema: { params: FlagParams, body: FlagChange, response: { 200: AdminFlagsBody, ...errors } } },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized(); // requireAdmin ran: this only narrows the type
      return app.flags.set(request.params.name, request.body.audience, { id: user.id, email: user.email });
    },
  );
};
export default flagRoutes;

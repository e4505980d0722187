import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../../contract/schemas/errors';
import { AdminPresent, AdminPresentsBody, PresentParams } from '../../../contract/schemas/store';
import { requireAdmin } from '../../auth/guards';
import { unauthorized } from '../../http-error';
import { withPresentForm } from '../../store/present-form';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody };

function adminOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized(); // requireAdmin ran: this only narrows the type
  return { id: request.user.id, email: request.user.email };
}

/**
 * /api/admin/presents: the gift store's catalogue. Admins only (requireAdmin runs before any
 * byte of an upload is read), this site's Origin (plugins/security.ts), and each write with
 * its audit entry in one transaction (server/store/service.ts).
 */
const adminStoreRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.hasRequestDecorator('parts')) await app.register(multipart);

  app.get('/api/admin/presents', { preHandler: requireAdmin, schema: { response: { 200: AdminPresentsBody, ...errors } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return app.store.adminList();
  });

  app.post('/api/admin/presents', { preHandler: requireAdmin, schema: { response: { 201: AdminPresent, ...errors } } }, async (request, reply) => {
    const admin = adminOf(request);
    const created = await withPresentForm(request, app.uploadTempDir, (form) => app.store.create(form, admin));
    return reply.code(201).send(created);
  });

  app.put(
    '/api/admin/presents/:id',
    { preHandler: requireAdmin, schema: { params: PresentParams, response: { 200: AdminPresent, ...errors } } },
    async (request) => {
      const admin = adminOf(request);
      return withPresentForm(request, app.uploadTempDir, (form) => app.store.edit(request.params.id, form, admin));
    },
  );
};
export default adminStoreRoutes;

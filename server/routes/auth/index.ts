import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import resetRoutes from './reset-routes';
import sessionRoutes from './session-routes';

/** /api/auth/*: accounts and sessions (contract: contract/auth.ts and contract/schemas/auth.ts). */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Emails are stored as typed but without surrounding spaces; trim before the
  // schema's email format check so " ann@example.com" is accepted, not refused.
  app.addHook('preValidation', async (request) => {
    const body = request.body as { email?: unknown } | null | undefined;
    if (body && typeof body === 'object' && typeof body.email === 'string') body.email = body.email.trim();
  });

  await app.register(sessionRoutes);
  await app.register(resetRoutes);
};
export default authRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminStats } from '../../../contract/schemas/auth';
import { ErrorBody } from '../../../contract/schemas/errors';
import { requireAdmin } from '../../auth/guards';
import { pendingCount } from '../../repos/outbox';
import { countUsers } from '../../repos/users';

/** GET /api/admin/stats: accounts and mail still waiting in the outbox. */
const statsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/stats',
    { preHandler: requireAdmin, schema: { response: { 200: AdminStats, 401: ErrorBody, 403: ErrorBody } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [{ users, admins }, pendingMail] = await Promise.all([countUsers(app.db), pendingCount(app.db)]);
      return { users, admins, pendingMail };
    },
  );
};
export default statsRoute;

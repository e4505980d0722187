import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EXPORT_FILE_NAME } from '../../../contract/account';
import { DeleteAccountBody } from '../../../contract/schemas/account';
import { ErrorBody } from '../../../contract/schemas/errors';
import { deleteAccount } from '../../account/delete';
import { exportAccountZip } from '../../account/export';
import { requireUser } from '../../auth/guards';
import { accountContextOf, memberOf } from './context';

/** "Export my data" and "Delete my account". */
const dataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = accountContextOf(app);

  // No response schema: the answer is a stream of bytes (a 401 is the usual ErrorBody).
  app.get('/api/account/export', { preHandler: requireUser }, async (request, reply) => {
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
    return reply.send(exportAccountZip(ctx, memberOf(request).id));
  });

  app.post(
    '/api/account/delete',
    { preHandler: requireUser, schema: { body: DeleteAccountBody, response: { 204: Type.Null(), 400: ErrorBody, 401: ErrorBody } } },
    async (request, reply) => {
      await deleteAccount(ctx, memberOf(request), request.body.confirm, request.body.password);
      await app.invalidateSession(request, reply); // its row went with the account: drop the cookie
      return reply.code(204).send(null);
    },
  );
};
export default dataRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ResetConfirmBody, ResetRequestBody } from '../../../contract/schemas/auth';
import { ErrorBody, OkBody } from '../../../contract/schemas/errors';
import { hashPassword } from '../../auth/passwords';
import { assertNotThrottled, countAttempt } from '../../auth/throttle';
import { generateToken, hashToken } from '../../auth/tokens';
import { badRequest, notFound } from '../../http-error';
import { passwordResetMail } from '../../mail/templates/password-reset';
import { enqueueMail } from '../../repos/outbox';
import { deleteReset, deleteUserResets, findReset, replaceUserReset } from '../../repos/password-resets';
import { findUserByEmail, updatePasswordHash } from '../../repos/users';

export const RESET_TTL_MS = 60 * 60_000; // a reset link works for 1 hour

const invalidToken = () => badRequest('This reset link is invalid or has expired.', 'invalid-reset-token');

/** "Forgot password": e-mail a one-time link, then set a new password with its token. */
const resetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/auth/password-reset',
    { schema: { body: ResetRequestBody, response: { 202: OkBody, 404: ErrorBody, 429: ErrorBody } } },
    async (request, reply) => {
      const now = app.clock();
      // Every request counts (found or not): this limits mail sent on an IP's behalf.
      await assertNotThrottled(app.db, 'reset', request.ip, now);
      await countAttempt(app.db, 'reset', request.ip, now);
      const user = await findUserByEmail(app.db, request.body.email);
      if (!user) throw notFound('No user found with that email.', 'user-not-found');

      const token = generateToken(); // only its hash is stored; the link carries it after '#', so it is never logged
      const link = `${app.config.publicUrl}/new-password#${token}`;
      await app.db.transaction().execute(async (trx) => {
        await replaceUserReset(trx, hashToken(token), user.id, now + RESET_TTL_MS);
        await enqueueMail(trx, passwordResetMail(user.email, link), now);
      });
      app.outbox.kick();
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    { schema: { body: ResetConfirmBody, response: { 200: OkBody, 400: ErrorBody } } },
    async (request, reply) => {
      const id = hashToken(request.body.token);
      const reset = await findReset(app.db, id);
      if (!reset) throw invalidToken();
      if (reset.expiresAt <= app.clock()) {
        await deleteReset(app.db, id);
        throw invalidToken();
      }
      const passwordHash = await hashPassword(request.body.password);
      const userId = reset.userId;
      const used = await app.db.transaction().execute(async (trx) => {
        if (!(await deleteReset(trx, id))) return false; // a parallel request used it while we were hashing
        await updatePasswordHash(trx, userId, passwordHash);
        await deleteUserResets(trx, userId);
        await app.invalidateUserSessions(userId, trx); // whoever knew the old password is signed out
        return true;
      });
      if (!used) throw invalidToken();
      if (request.user?.id === userId) await app.invalidateSession(request, reply); // its row is gone: drop the cookie too
      return { ok: true as const };
    },
  );
};
export default resetRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AccountOverview, EmailChangeBody, EmailConfirmBody, PasswordChangeBody } from '../../../contract/schemas/account';
import { UserBody } from '../../../contract/schemas/auth';
import { ErrorBody, OkBody } from '../../../contract/schemas/errors';
import { deviceName } from '../../account/device-name';
import { confirmEmailChange, requestEmailChange } from '../../account/email-change';
import { changePassword } from '../../account/password-change';
import { requireUser } from '../../auth/guards';
import { listSessionDevices } from '../../repos/account-sessions';
import { pendingEmailOf } from '../../repos/email-changes';
import { listPasskeys } from '../../repos/passkeys';
import { accountContextOf, memberOf } from './context';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The account page's overview, e-mail change, password change and "Sign out everywhere". */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = accountContextOf(app);

  app.get('/api/account', { preHandler: requireUser, schema: { response: { 200: AccountOverview, 401: ErrorBody } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const user = memberOf(request);
    const now = app.clock();
    const [sessions, passkeys, pendingEmail] = await Promise.all([
      listSessionDevices(app.db, user.id, now),
      listPasskeys(app.db, user.id),
      pendingEmailOf(app.db, user.id, now),
    ]);
    return {
      user,
      pendingEmail,
      sessions: sessions.map((session) => ({
        device: deviceName(session.userAgent),
        signedInAt: iso(session.createdAt),
        lastSeenAt: iso(session.lastSeenAt),
        current: session.id === request.sessionId,
      })),
      passkeys: passkeys.map((passkey) => ({ id: passkey.id, name: passkey.name, createdAt: new Date(passkey.createdAt).toISOString(), lastUsedAt: iso(passkey.lastUsedAt) })),
    };
  });

  app.post(
    '/api/account/email',
    { preHandler: requireUser, schema: { body: EmailChangeBody, response: { 202: OkBody, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody } } },
    async (request, reply) => {
      await requestEmailChange(ctx, memberOf(request), request.body.email.trim());
      return reply.code(202).send({ ok: true as const });
    },
  );

  // Open to anyone with the link (it was mailed to the new address): the link is the proof.
  app.post('/api/account/email/confirm', { schema: { body: EmailConfirmBody, response: { 200: UserBody, 400: ErrorBody, 409: ErrorBody } } }, async (request) => ({
    user: await confirmEmailChange(ctx, request.body.token),
  }));

  app.post(
    '/api/account/password',
    { preHandler: requireUser, schema: { body: PasswordChangeBody, response: { 200: OkBody, 400: ErrorBody, 401: ErrorBody } } },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await changePassword(ctx, memberOf(request).id, request.sessionId, currentPassword, newPassword);
      return { ok: true as const };
    },
  );

  app.post('/api/account/sign-out-everywhere', { preHandler: requireUser, schema: { response: { 204: Type.Null(), 401: ErrorBody } } }, async (request, reply) => {
    await app.invalidateUserSessions(memberOf(request).id);
    await app.invalidateSession(request, reply); // its row is gone too: drop the cookie
    return reply.code(204).send(null);
  });
};
export default profileRoutes;

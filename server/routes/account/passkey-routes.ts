import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Type } from 'typebox';
import { ACCOUNT_MESSAGES } from '../../../contract/account';
import { CeremonyOptions, PasskeyAddBody, PasskeyIdParams, PasskeyInfo, PasskeySignInBody } from '../../../contract/schemas/account';
import { UserBody } from '../../../contract/schemas/auth';
import { ErrorBody } from '../../../contract/schemas/errors';
import { requireUser } from '../../auth/guards';
import { authenticationOptions, registerPasskey, registrationOptions, relyingPartyOf, verifyPasskeySignIn } from '../../auth/passkeys';
import { notFound, unauthorized } from '../../http-error';
import { deletePasskey } from '../../repos/passkeys';
import { findUserById } from '../../repos/users';
import { memberOf } from './context';

/** Passkeys: added and removed on the account page, used on the login page. */
const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rp = relyingPartyOf(app.config.publicUrl);

  app.post('/api/account/passkeys/options', { preHandler: requireUser, schema: { response: { 200: CeremonyOptions, 401: ErrorBody } } }, async (request) => ({
    optionsJSON: await registrationOptions(app.db, rp, memberOf(request), app.clock()),
  }));

  app.post(
    '/api/account/passkeys',
    { preHandler: requireUser, schema: { body: PasskeyAddBody, response: { 201: PasskeyInfo, 400: ErrorBody, 401: ErrorBody } } },
    async (request, reply) => {
      const name = request.body.name.trim() || 'Passkey';
      const response = request.body.response as unknown as RegistrationResponseJSON; // its shape is the library's to check
      const passkey = await registerPasskey(app.db, rp, memberOf(request).id, name, response, app.clock());
      return reply.code(201).send({ id: passkey.id, name: passkey.name, createdAt: new Date(passkey.createdAt).toISOString(), lastUsedAt: null });
    },
  );

  app.delete(
    '/api/account/passkeys/:id',
    { preHandler: requireUser, schema: { params: PasskeyIdParams, response: { 204: Type.Null(), 401: ErrorBody, 404: ErrorBody } } },
    async (request, reply) => {
      if (!(await deletePasskey(app.db, memberOf(request).id, request.params.id))) throw notFound(ACCOUNT_MESSAGES.passkeyNotFound, 'passkey-not-found');
      return reply.code(204).send(null);
    },
  );

  app.post('/api/auth/passkey/options', { schema: { response: { 200: CeremonyOptions } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { optionsJSON: await authenticationOptions(app.db, rp, app.clock()) };
  });

  app.post('/api/auth/passkey', { schema: { body: PasskeySignInBody, response: { 200: UserBody, 400: ErrorBody, 401: ErrorBody } } }, async (request, reply) => {
    const response = request.body.response as unknown as AuthenticationResponseJSON;
    const { userId } = await verifyPasskeySignIn(app.db, rp, response, app.clock());
    const user = await findUserById(app.db, userId);
    if (!user) throw unauthorized(); // deleted meanwhile
    await app.createSession(reply, user.id);
    return { user: { id: user.id, email: user.email, role: user.role } };
  });
};
export default passkeyRoutes;

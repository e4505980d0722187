import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Credentials, LoginBody, MeBody, UserBody, type PublicUser } from '../../../contract/schemas/auth';
import { ErrorBody } from '../../../contract/schemas/errors';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { assertNotThrottled, countAttempt } from '../../auth/throttle';
import { generateId } from '../../auth/tokens';
import { conflict, HttpError, notFound } from '../../http-error';
import { findUserByEmail, insertUser, isUniqueViolation, type User } from '../../repos/users';

const emailTaken = () => conflict('An account with this email already exists.', 'email-taken');

function toPublicUser(user: User): PublicUser {
  return { id: user.id, email: user.email, role: user.role };
}

/** Register, login, logout and "who am I". */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/auth/register',
    { schema: { body: Credentials, response: { 201: UserBody, 409: ErrorBody } } },
    async (request, reply) => {
      const { email, password } = request.body;
      if (await findUserByEmail(app.db, email)) throw emailTaken(); // before spending a hash on it
      const passwordHash = await hashPassword(password);
      try {
        const user = await app.db.transaction().execute(async (trx) => {
          const created = await insertUser(trx, { id: generateId(), email, passwordHash, now: app.clock() });
          await app.createSession(reply, created.id, trx);
          return created;
        });
        return reply.code(201).send({ user: toPublicUser(user) });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken(); // registered meanwhile by a parallel request
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: LoginBody, response: { 200: UserBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await assertNotThrottled(app.db, 'login', request.ip, app.clock()); // before any hashing
      const user = await findUserByEmail(app.db, email);
      if (!user) {
        await countAttempt(app.db, 'login', request.ip, app.clock());
        throw notFound('No user found with this email.', 'user-not-found');
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await countAttempt(app.db, 'login', request.ip, app.clock());
        throw new HttpError(401, 'Incorrect password.', 'wrong-password');
      }
      await app.createSession(reply, user.id);
      return { user: toPublicUser(user) };
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 204: Type.Null() } } }, async (request, reply) => {
    await app.invalidateSession(request, reply);
    return reply.code(204).send(null);
  });

  app.get('/api/auth/me', { schema: { response: { 200: MeBody } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store'); // per-user answer: no shared or back-button cache
    return { user: request.user };
  });
};
export default sessionRoutes;

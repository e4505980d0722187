import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../contract/auth';
import type { PublicUser } from '../../contract/schemas/auth';
import { createSessionRow, SESSION_TTL_MS, validateSessionToken } from '../auth/sessions';
import type { Db } from '../db/open';
import { deleteExpiredSessions, deleteSession, deleteUserSessions } from '../repos/sessions';
import { createLastSeenGate } from '../account/last-seen';
import { recordSessionDevice, touchSession } from '../repos/account-sessions';

export { requireAdmin, requireUser } from '../auth/guards';

declare module 'fastify' {
  interface FastifyRequest {
    user: PublicUser | null; // who sent this request, from the session cookie
    sessionId: string | null; // hex SHA-256 of the cookie token
  }
  interface FastifyInstance {
    /** Starts a session for the user (within `db` when it is a transaction) and sets its cookie on the reply. */
    createSession(reply: FastifyReply, userId: string, db?: Db): Promise<void>;
    /** Ends the request's own session (if any) and clears its cookie. */
    invalidateSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Signs the user out everywhere (within `db` when it is a transaction); answers how many sessions ended. */
    invalidateUserSessions(userId: string, db?: Db): Promise<number>;
  }
}

/**
 * Who is signed in. Registers @fastify/cookie (once, for the whole app), reads
 * the session cookie on every request and decorates request.user.
 */
export default fp(
  async function sessionsPlugin(app: FastifyInstance) {
    await app.register(fastifyCookie);

    const secure = app.config.publicUrl.startsWith('https:');
    const cookieOptions: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure };
    const setSessionCookie = (reply: FastifyReply, token: string) =>
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
    const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.decorate('createSession', async (reply: FastifyReply, userId: string, db: Db = app.db) => {
      const now = app.clock();
      await deleteExpiredSessions(db, now); // abandoned sessions are otherwise only deleted when presented
      const session = await createSessionRow(db, userId, now);
      await recordSessionDevice(db, session.id, reply.request.headers['user-agent'] ?? '', now); // the account page lists it
      reply.request.sessionId = session.id;
      setSessionCookie(reply, session.token);
    });
    app.decorate('invalidateSession', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.sessionId) await deleteSession(app.db, request.sessionId);
      request.user = null;
      request.sessionId = null;
      clearSessionCookie(reply);
    });
    app.decorate('invalidateUserSessions', (userId: string, db: Db = app.db) => deleteUserSessions(db, userId));

    const lastSeen = createLastSeenGate(); // the account page's "last seen", written at most every few minutes
    // Runs after the security plugin's origin check and after the cookie parser (hooks run in order).
    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token === undefined) return;
      const session = await validateSessionToken(app.db, token, app.clock());
      if (!session) {
        clearSessionCookie(reply); // unknown or expired: the browser can forget it
        return;
      }
      request.user = session.user;
      request.sessionId = session.id;
      const now = app.clock();
      if (lastSeen.due(session.id, now)) await touchSession(app.db, session.id, now);
      if (session.renewed) setSessionCookie(reply, token);
    });
  },
  { name: 'sessions', dependencies: ['db'] },
);

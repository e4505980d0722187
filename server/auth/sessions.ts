import type { PublicUser } from '../../contract/schemas/auth';
import type { Db } from '../db/open';
import { deleteSession, extendSession, findSessionWithUser, insertSession } from '../repos/sessions';
import { generateToken, hashToken, looksLikeToken } from './tokens';

/**
 * Sessions as in the Lucia guide (without the lucia package): the cookie holds
 * a random token, the sessions table only its SHA-256. Expiry slides: a session
 * in use is pushed back to 30 days once less than 15 remain.
 */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
export const SESSION_RENEW_WITHIN_MS = 15 * 24 * 60 * 60_000;

export interface NewSession {
  token: string; // goes into the cookie, never into the database
  id: string;
  expiresAt: number;
}

export interface ValidSession {
  id: string;
  user: PublicUser;
  expiresAt: number;
  renewed: boolean; // the cookie must be sent again with a fresh Max-Age
}

export async function createSessionRow(db: Db, userId: string, now: number): Promise<NewSession> {
  const token = generateToken();
  const id = hashToken(token);
  const expiresAt = now + SESSION_TTL_MS;
  await insertSession(db, id, userId, expiresAt);
  return { token, id, expiresAt };
}

/** The session a cookie token stands for, or null (an expired one is deleted on the way). */
export async function validateSessionToken(db: Db, token: string, now: number): Promise<ValidSession | null> {
  if (!looksLikeToken(token)) return null;
  const session = await findSessionWithUser(db, hashToken(token));
  if (!session) return null;
  if (session.expiresAt <= now) {
    await deleteSession(db, session.id);
    return null;
  }
  const user: PublicUser = { id: session.userId, email: session.email, role: session.role };
  if (session.expiresAt - now >= SESSION_RENEW_WITHIN_MS) {
    return { id: session.id, user, expiresAt: session.expiresAt, renewed: false };
  }
  const expiresAt = now + SESSION_TTL_MS;
  await extendSession(db, session.id, expiresAt);
  return { id: session.id, user, expiresAt, renewed: true };
}

import type { Role } from '../../contract/auth';
import type { Db } from '../db/open';

/** A session joined with the user it belongs to: one lookup per request. */
export interface SessionWithUser {
  id: string; // hex SHA-256 of the cookie token
  userId: string;
  expiresAt: number; // ms since epoch
  email: string;
  role: Role;
}

export async function insertSession(db: Db, id: string, userId: string, expiresAt: number): Promise<void> {
  await db.insertInto('sessions').values({ id, user_id: userId, expires_at: expiresAt }).execute();
}

export async function findSessionWithUser(db: Db, id: string): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.expires_at', 'u.email', 'u.role'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, expiresAt: row.expires_at, email: row.email, role: row.role };
}

export async function extendSession(db: Db, id: string, expiresAt: number): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

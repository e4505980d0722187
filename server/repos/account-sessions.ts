import '../account/tables';
import type { Db } from '../db/open';

/** A session as the account page lists it (the id is the token's hash: it never leaves the server). */
export interface SessionDevice {
  id: string;
  userAgent: string;
  createdAt: number | null;
  lastSeenAt: number | null;
}

/** Notes which browser a new session is for, and when it started. */
export async function recordSessionDevice(db: Db, id: string, userAgent: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ user_agent: userAgent.slice(0, 400), created_at: now, last_seen_at: now }).where('id', '=', id).execute();
}

export async function touchSession(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/** The account's unexpired sessions, the most recently seen first. */
export async function listSessionDevices(db: Db, userId: string, now: number): Promise<SessionDevice[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
  const time = (ms: number | null) => (ms === null ? null : Number(ms));
  return rows.map((row) => ({ id: row.id, userAgent: row.user_agent, createdAt: time(row.created_at), lastSeenAt: time(row.last_seen_at) }));
}

/** Ends every session of the account but `keepId`; answers how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepId: string | null): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(keepId !== null, (query) => query.where('id', '!=', keepId as string))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

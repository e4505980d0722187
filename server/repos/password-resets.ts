import type { Db } from '../db/open';

export interface PasswordReset {
  id: string; // hex SHA-256 of the e-mailed token
  userId: string;
  expiresAt: number; // ms since epoch
}

/** Replaces every earlier reset token of the user: only the newest link works. */
export async function replaceUserReset(db: Db, id: string, userId: string, expiresAt: number): Promise<void> {
  await deleteUserResets(db, userId);
  await db.insertInto('password_resets').values({ id, user_id: userId, expires_at: expiresAt }).execute();
}

export async function findReset(db: Db, id: string): Promise<PasswordReset | undefined> {
  const row = await db.selectFrom('password_resets').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, expiresAt: row.expires_at };
}

/** Answers whether a row was deleted, so only one of two concurrent uses can win. */
export async function deleteReset(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('password_resets').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteUserResets(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

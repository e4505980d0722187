import '../account/tables';
import type { Db } from '../db/open';

export interface EmailChange {
  id: string; // hex SHA-256 of the mailed token
  userId: string;
  newEmail: string;
  expiresAt: number;
}

/** One pending change per account: asking again replaces the earlier link. */
export async function replaceEmailChange(db: Db, change: EmailChange, now: number): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', change.userId).execute();
  await db
    .insertInto('email_changes')
    .values({ id: change.id, user_id: change.userId, new_email: change.newEmail, created_at: now, expires_at: change.expiresAt })
    .execute();
}

/** The change a token stands for, deleted as it is read: a link works once. Undefined when unknown or already used. */
export async function takeEmailChange(db: Db, id: string): Promise<EmailChange | undefined> {
  const row = await db.deleteFrom('email_changes').where('id', '=', id).returningAll().executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, newEmail: row.new_email, expiresAt: Number(row.expires_at) };
}

/** The address a member asked to change to and has not confirmed yet (an unexpired link), or null. */
export async function pendingEmailOf(db: Db, userId: string, now: number): Promise<string | null> {
  const row = await db.selectFrom('email_changes').select('new_email').where('user_id', '=', userId).where('expires_at', '>', now).executeTakeFirst();
  return row?.new_email ?? null;
}

export async function deleteUserEmailChanges(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
}

/** Sets the account's address (a unique violation, isUniqueViolation in repos/users.ts, when another account has it). */
export async function updateUserEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.updateTable('users').set({ email }).where('id', '=', userId).execute();
}

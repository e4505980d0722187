import type { Db } from '../db/open';
import { statement } from '../db/statements';
import type { PasswordResetRow } from '../db/tables';

export interface PasswordReset {
  id: string; // hex SHA-256 of the e-mailed token
  userId: string;
  expiresAt: number; // ms since epoch
}

/** Replaces every earlier reset token of the user: only the newest link works. */
export function replaceUserReset(db: Db, id: string, userId: string, expiresAt: number): void {
  statement(db, `DELETE FROM password_resets WHERE user_id = ?`).run(userId);
  statement(db, `INSERT INTO password_resets (id, user_id, expires_at) VALUES (?, ?, ?)`).run(id, userId, expiresAt);
}

export function findReset(db: Db, id: string): PasswordReset | undefined {
  const row = statement(db, `SELECT * FROM password_resets WHERE id = ?`).get(id) as PasswordResetRow | undefined;
  return row && { id: row.id, userId: row.user_id, expiresAt: row.expires_at };
}

/** Answers whether a row was deleted, so only one of two concurrent uses can win. */
export function deleteReset(db: Db, id: string): boolean {
  return statement(db, `DELETE FROM password_resets WHERE id = ?`).run(id).changes > 0;
}

export function deleteUserResets(db: Db, userId: string): void {
  statement(db, `DELETE FROM password_resets WHERE user_id = ?`).run(userId);
}

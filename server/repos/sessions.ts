import type { Role } from '../../contract/auth';
import type { Db } from '../db/open';
import { statement } from '../db/statements';
import type { SessionRow, UserRow } from '../db/tables';

/** A session joined with the user it belongs to: one lookup per request. */
export interface SessionWithUser {
  id: string; // hex SHA-256 of the cookie token
  userId: string;
  expiresAt: number; // ms since epoch
  email: string;
  role: Role;
}

type SessionWithUserRow = SessionRow & Pick<UserRow, 'email' | 'role'>;

export function insertSession(db: Db, id: string, userId: string, expiresAt: number): void {
  statement(db, `INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)`).run(id, userId, expiresAt);
}

export function findSessionWithUser(db: Db, id: string): SessionWithUser | undefined {
  const row = statement(db,
      `SELECT s.id, s.user_id, s.expires_at, u.email, u.role
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
    )
    .get(id) as SessionWithUserRow | undefined;
  return row && { id: row.id, userId: row.user_id, expiresAt: row.expires_at, email: row.email, role: row.role };
}

export function extendSession(db: Db, id: string, expiresAt: number): void {
  statement(db, `UPDATE sessions SET expires_at = ? WHERE id = ?`).run(expiresAt, id);
}

export function deleteSession(db: Db, id: string): void {
  statement(db, `DELETE FROM sessions WHERE id = ?`).run(id);
}

export function deleteUserSessions(db: Db, userId: string): number {
  return statement(db, `DELETE FROM sessions WHERE user_id = ?`).run(userId).changes;
}

export function deleteExpiredSessions(db: Db, now: number): number {
  return statement(db, `DELETE FROM sessions WHERE expires_at <= ?`).run(now).changes;
}

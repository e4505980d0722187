import type { Role } from '../../contract/auth';
import type { Db } from '../db/open';
import { statement } from '../db/statements';
import type { UserRow } from '../db/tables';

/** An account with its password hash: never put one in a response (PublicUser is what the wire gets). */
export interface User {
  id: string;
  email: string;
  passwordHash: string;
  role: Role;
  createdAt: number; // ms since epoch
}

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  now: number;
}

function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, passwordHash: row.password_hash, role: row.role, createdAt: row.created_at };
}

/** The column is COLLATE NOCASE, so this matches regardless of letter case. */
export function findUserByEmail(db: Db, email: string): User | undefined {
  const row = statement(db, `SELECT * FROM users WHERE email = ?`).get(email) as UserRow | undefined;
  return row && toUser(row);
}

export function findUserById(db: Db, id: string): User | undefined {
  const row = statement(db, `SELECT * FROM users WHERE id = ?`).get(id) as UserRow | undefined;
  return row && toUser(row);
}

/** Throws SQLITE_CONSTRAINT_UNIQUE when the email is taken (in any letter case). */
export function insertUser(db: Db, user: NewUser): User {
  statement(db, `INSERT INTO users (id, email, password_hash, role, created_at) VALUES (?, ?, ?, 'user', ?)`).run(
    user.id,
    user.email,
    user.passwordHash,
    user.now,
  );
  return { id: user.id, email: user.email, passwordHash: user.passwordHash, role: 'user', createdAt: user.now };
}

export function updatePasswordHash(db: Db, userId: string, passwordHash: string): void {
  statement(db, `UPDATE users SET password_hash = ? WHERE id = ?`).run(passwordHash, userId);
}

/** Answers false when no account has that email. */
export function setRoleByEmail(db: Db, email: string, role: Role): boolean {
  return statement(db, `UPDATE users SET role = ? WHERE email = ?`).run(role, email).changes > 0;
}

export function countUsers(db: Db): { users: number; admins: number } {
  return statement(db, `SELECT COUNT(*) AS users, COALESCE(SUM(role = 'admin'), 0) AS admins FROM users`)
    .get() as { users: number; admins: number };
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

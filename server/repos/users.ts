import type { Role } from '../../contract/auth';
import type { Db } from '../db/open';
import { statement } from '../db/statements';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  created_at: number;
}

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  now: number;
}

/** The column is COLLATE NOCASE, so this matches regardless of letter case. */
export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return statement(db, `SELECT * FROM users WHERE email = ?`).get(email) as UserRow | undefined;
}

export function findUserById(db: Db, id: string): UserRow | undefined {
  return statement(db, `SELECT * FROM users WHERE id = ?`).get(id) as UserRow | undefined;
}

/** Throws SQLITE_CONSTRAINT_UNIQUE when the email is taken (in any letter case). */
export function insertUser(db: Db, user: NewUser): UserRow {
  statement(db, `INSERT INTO users (id, email, password_hash, role, created_at) VALUES (?, ?, ?, 'user', ?)`).run(
    user.id,
    user.email,
    user.passwordHash,
    user.now,
  );
  return { id: user.id, email: user.email, password_hash: user.passwordHash, role: 'user', created_at: user.now };
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

import type { Role } from '../../contract/auth';
import { sql } from 'kysely';
import type { Db } from '../db/open';
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

/** Addresses match in any letter case; both engines index lower(email) (and keep it unique). */
const sameEmail = (email: string) => sql<boolean>`lower(email) = lower(${email})`;

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where(sameEmail(email)).executeTakeFirst();
  return row && toUser(row);
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

/** Throws an error that isUniqueViolation recognises when the email is taken (in any letter case). */
export async function insertUser(db: Db, user: NewUser): Promise<User> {
  await db
    .insertInto('users')
    .values({ id: user.id, email: user.email, password_hash: user.passwordHash, role: 'user', created_at: user.now })
    .execute();
  return { id: user.id, email: user.email, passwordHash: user.passwordHash, role: 'user', createdAt: user.now };
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Answers false when no account has that email. */
export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<boolean> {
  const result = await db.updateTable('users').set({ role }).where(sameEmail(email)).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUsers(db: Db): Promise<{ users: number; admins: number }> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [eb.fn.countAll<number>().as('users'), eb.fn.countAll<number>().filterWhere('role', '=', 'admin').as('admins')])
    .executeTakeFirstOrThrow();
  return { users: Number(row.users), admins: Number(row.admins) };
}

/** SQLite's and PostgreSQL's (23505) words for a duplicate key. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

import { sql } from 'kysely';
import type { Migrate } from './columns';

/**
 * Accounts are found by lower(email) on both engines (PostgreSQL has no NOCASE
 * column). PostgreSQL has had that index since 001; SQLite gets it now.
 */
export const up: Migrate = async (db, engine) => {
  if (engine === 'sqlite') await db.schema.createIndex('users_email_lower').on('users').expression(sql`lower(email)`).execute();
};

import { sql, type ColumnDataType, type Kysely } from 'kysely';
import type { Engine } from '../engine';

/**
 * What the migrations write differently per engine, in one place. Everything else
 * in a migration is one Kysely schema-builder call that both engines run.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own day, not today's
export type AnyDb = Kysely<any>;

/** A migration: one function for both engines, told which it runs on. */
export type Migrate = (db: AnyDb, engine: Engine) => Promise<void>;

/** Times in ms since the epoch: SQLite's INTEGER is 64-bit already; PostgreSQL's is not. */
export const timeType = (engine: Engine): ColumnDataType => (engine === 'postgres' ? 'bigint' : 'integer');

/** A 'YYYY-MM-DD' text key. */
export function isoDateCheck(column: string, engine: Engine) {
  const ref = sql.ref(column);
  return engine === 'postgres'
    ? sql`${ref} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`
    : sql`${ref} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`;
}

/** `column IN ('a', 'b')` for a CHECK. */
export function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/**
 * Allows new kinds in login_failures.kind. PostgreSQL swaps the named CHECK; SQLite
 * cannot change a CHECK in place, so the table is rebuilt (its rows copied).
 */
export async function allowAttemptKinds(db: AnyDb, engine: Engine, kinds: readonly string[]): Promise<void> {
  if (engine === 'postgres') {
    await db.schema.alterTable('login_failures').dropConstraint('login_failures_kind_check').execute();
    await db.schema.alterTable('login_failures').addCheckConstraint('login_failures_kind_check', oneOf('kind', kinds)).execute();
    return;
  }
  await db.schema
    .createTable('login_failures_new')
    .addColumn('ip', 'text', (c) => c.notNull()) // an address, or 'user:<id>' for per-account limits
    .addColumn('at', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('login').check(oneOf('kind', kinds)))
    .execute();
  await sql`INSERT INTO login_failures_new (ip, at, kind) SELECT ip, at, kind FROM login_failures`.execute(db);
  await db.schema.dropTable('login_failures').execute();
  await db.schema.alterTable('login_failures_new').renameTo('login_failures').execute();
  await db.schema.createIndex('login_failures_kind_ip_at').on('login_failures').columns(['kind', 'ip', 'at']).execute();
  await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();
}

import { Migrator, sql, type MigrationResultSet } from 'kysely';
import { engineOf } from './engine';
import type { AnyDb } from './migrations/columns';
import { MIGRATION_NAMES, migrationsFor } from './migrations/index';

const MIGRATION_TABLE = 'kysely_migration';

/**
 * Brings the schema up to date (or to `target`, for tests of older versions). Kysely's
 * migrator records each applied migration and, on PostgreSQL, holds a lock while it
 * runs, so processes started together migrate once. The pending migrations run in one
 * transaction (both engines have transactional DDL): a failure leaves the database as it was.
 */
export async function migrateToLatest(db: AnyDb, target?: string): Promise<string[]> {
  const engine = engineOf(db);
  if (engine === 'sqlite') await adoptLegacyVersion(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(engine) } });
  const outcome: MigrationResultSet = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  if (outcome.error) throw outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error));
  return (outcome.results ?? []).map((result) => result.migrationName);
}

/**
 * Before Kysely, SQLite files were migrated by numbered .sql files and kept the
 * number applied in PRAGMA user_version. Such a file is at migration N of the same
 * history: record 001..N as applied, once, and let the migrator go on from there.
 */
async function adoptLegacyVersion(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(db);
  const legacyVersion = rows[0]?.user_version ?? 0;
  if (legacyVersion === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable(MIGRATION_TABLE)
      .ifNotExists()
      .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
      .execute();
    const applied = MIGRATION_NAMES.slice(0, legacyVersion).map((name) => ({ name, timestamp: new Date().toISOString() }));
    await trx.insertInto(MIGRATION_TABLE as never).values(applied as never).execute();
    await sql`PRAGMA user_version = 0`.execute(trx); // adopted: the migrator's table is the record from now on
  });
}

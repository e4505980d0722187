import { describe, inject, it } from 'vitest';
import type { Engine } from '../../../server/db/engine';
import { createDatabase, type ScratchDatabase } from '../../support/postgres-server';

/** The engine this test run uses: the `postgres` project sets TEST_DATABASE; everything else is SQLite. */
export const TEST_ENGINE: Engine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export type TestDatabase = ScratchDatabase;

/** A new, empty database on the project's PostgreSQL server. */
export function createTestDatabase(): Promise<TestDatabase> {
  return createDatabase(inject('postgresUrl'));
}

/** A new database at the latest schema and with no rows, as an app finds a fresh SQLite file after migrating it. */
export function createMigratedTestDatabase(): Promise<TestDatabase> {
  return createDatabase(inject('postgresUrl'), inject('postgresTemplate'));
}

/**
 * For tests whose code never reaches the database differently by engine (image work, guards and
 * validation before any query, a process's shutdown), or whose queries another test already runs on
 * PostgreSQL (a jigsaw's save is kept by the same repo as a tile swap's): they run in the SQLite
 * project only, not again on PostgreSQL.
 */
export const describeOnce = describe.skipIf(TEST_ENGINE === 'postgres');
export const itOnce = it.skipIf(TEST_ENGINE === 'postgres');

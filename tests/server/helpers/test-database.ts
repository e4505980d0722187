import { inject } from 'vitest';
import type { Engine } from '../../../server/db/engine';
import { createDatabase, type ScratchDatabase } from '../../support/postgres-server';

/** The engine this test run uses: the `postgres` project sets TEST_DATABASE; everything else is SQLite. */
export const TEST_ENGINE: Engine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export type TestDatabase = ScratchDatabase;

/** A new, empty database on the project's PostgreSQL server: each test app starts from nothing, as on SQLite. */
export function createTestDatabase(): Promise<TestDatabase> {
  return createDatabase(inject('postgresUrl'));
}

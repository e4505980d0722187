import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import { runNamedStatements } from './named-statements';
import { openSqliteConnection } from './sqlite-connection';
import type { Database } from './tables';

/** The database, or a transaction on it: repos take either. */
export type Db = Kysely<Database>;

/** The database's file name inside DATA_DIR when no DATABASE_URL is set. */
export const DATABASE_FILE = 'puzzle-gift.sqlite';

export interface DatabaseTarget {
  url: string | null; // postgres://…, or null for the SQLite file
  dataDir: string;
  poolSize?: number;
  /** A pooled PostgreSQL connection broke while idle (a server restart, say); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

/** Opens SQLite under DATA_DIR or the PostgreSQL server at `url`, and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  const db = target.url ? connectPostgres(target.url, target) : connectSqlite(path.join(target.dataDir, DATABASE_FILE));
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export function connectSqlite(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqliteConnection(file) }) });
}

/** Times are BIGINT columns of ms since the epoch: read them as numbers (exact below 2^53), not strings. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export function connectPostgres(url: string, options: Pick<DatabaseTarget, 'poolSize' | 'onIdleError'> = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types: pgTypes as pg.CustomTypesConfig });
  // Without a listener, an idle connection's error would be thrown and end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  pool.on('connect', runNamedStatements);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

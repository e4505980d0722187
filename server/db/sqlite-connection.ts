import Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Opens the SQLite file for Kysely with each SQL text compiled once per connection:
 * Kysely's driver calls prepare() on every query, and compiling SQL on every request
 * was the largest cost of the hot read paths. Kysely only runs a statement in one
 * mode (all or run), so sharing one is safe.
 */
export function openSqliteConnection(file: string): SqliteDatabase {
  const db = new Database(file);
  db.pragma('journal_mode = WAL'); // readers never block the writer
  db.pragma('busy_timeout = 5000'); // a second process waits instead of failing with SQLITE_BUSY
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL'); // safe with WAL, much faster commits
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let prepared = statements.get(sql);
      if (!prepared) {
        prepared = db.prepare(sql);
        statements.set(sql, prepared);
      }
      return prepared;
    },
    close() {
      db.close();
    },
  };
}

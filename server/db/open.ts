import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';

export type Db = Database.Database;

/** The database's file name inside DATA_DIR. */
export const DATABASE_FILE = 'puzzle-gift.sqlite';

/** Opens (creating if needed) the SQLite file and brings its schema up to date. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL'); // readers never block the writer
  db.pragma('busy_timeout = 5000'); // a second process waits instead of failing with SQLITE_BUSY
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL'); // safe with WAL, much faster commits
  migrate(db);
  return db;
}

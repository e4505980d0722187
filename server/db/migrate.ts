import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies db/migrations/NNN-name.sql in order. The applied number is kept in
 * PRAGMA user_version; each file runs in its own transaction with that bump,
 * so a failed migration leaves the database as it was.
 */
export function migrate(db: Database.Database, dir = MIGRATIONS_DIR): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const files = fs
    .readdirSync(dir)
    .filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
    .sort();
  let version = current;
  for (const name of files) {
    const number = Number(name.slice(0, 3));
    if (number <= current) continue;
    const sql = fs.readFileSync(path.join(dir, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${number}`);
    })();
    version = number;
  }
  return version;
}

import type { Statement } from 'better-sqlite3';
import type { Db } from './open';

const caches = new WeakMap<Db, Map<string, Statement>>();

/**
 * The prepared statement for `text`, compiled once per database connection.
 * Repos call this instead of db.prepare: compiling SQL on every request was the
 * largest cost of the hot read paths. Modes such as .pluck() stick to the cached
 * statement, so a SQL text is always used in one mode.
 */
export function statement(db: Db, text: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(text);
  if (!prepared) {
    prepared = db.prepare(text);
    cache.set(text, prepared);
  }
  return prepared;
}

import { PostgresAdapter, type Kysely } from 'kysely';

/** The database engines the data layer runs on: the embedded default, and the server for several processes. */
export type Engine = 'sqlite' | 'postgres';

/**
 * Which engine a Kysely instance (or transaction) talks to. Repos ask only where the
 * two differ in what they can do (row locks), never to write a query twice.
 */
export function engineOf<T>(db: Kysely<T>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

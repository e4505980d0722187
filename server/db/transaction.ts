import type { Db } from './open';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one
 * (Kysely does not nest them). Inside, use only the `db` handed to `work`: on SQLite
 * the transaction holds the one connection, so a query on the outer handle would
 * wait for it forever.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

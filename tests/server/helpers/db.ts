import { sql, type RawBuilder } from 'kysely';
import { engineOf } from '../../../server/db/engine';
import type { Db } from '../../../server/db/open';
import type { Database } from '../../../server/db/tables';

/** The rows of a raw query, on whichever engine the test app runs. */
export async function queryRows<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** How many rows a table holds (optionally only those matching a raw condition). */
export async function countRows(db: Db, table: keyof Database, where: RawBuilder<unknown> = sql`TRUE`): Promise<number> {
  const [row] = await queryRows(db, sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE ${where}`);
  return Number(row?.n ?? 0);
}

/** Makes every insert into the outbox fail inside the database, to test that a transaction leaves nothing. */
export async function breakOutbox(db: Db): Promise<void> {
  if (engineOf(db) === 'sqlite') {
    await sql`CREATE TRIGGER outbox_down BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox down'); END`.execute(db);
    return;
  }
  await sql`CREATE FUNCTION outbox_down() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'outbox down'; END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER outbox_down BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION outbox_down()`.execute(db);
}

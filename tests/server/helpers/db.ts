import { sql, type RawBuilder } from 'kysely';
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

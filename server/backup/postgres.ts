import { sql } from 'kysely';
import { connectPostgres } from '../db/open';
import { countRows, referencedPictures, type PictureLocation, type RowCounts } from '../repos/backup-inventory';
import { pgConnection, requirePgTool, runPgTool } from './pg-tools';

export interface PostgresDump {
  counts: RowCounts;
  pictures: PictureLocation[];
}

/**
 * Dumps the database at `url` into `file` (pg_dump's custom format) as of one moment, and
 * answers what that moment held: a REPEATABLE READ transaction exports its snapshot, the
 * counts and the pictures are read in it, and pg_dump dumps that same snapshot (--snapshot).
 * The transaction stays open until pg_dump is done, as the snapshot needs.
 */
export async function dumpPostgres(url: string, file: string): Promise<PostgresDump> {
  const pgDump = requirePgTool('pg_dump');
  const db = connectPostgres(url, { poolSize: 1 });
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const { rows } = await sql<{ snapshot: string }>`SELECT pg_export_snapshot() AS snapshot`.execute(trx);
        const snapshot = rows[0]!.snapshot;
        const [counts, pictures] = [await countRows(trx), await referencedPictures(trx)];
        const { dbname, env } = pgConnection(url);
        await runPgTool(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env);
        return { counts, pictures };
      });
  } finally {
    await db.destroy();
  }
}

/** Refuses a PostgreSQL database that already holds tables: a restore never mixes two databases' rows. */
export async function assertEmptyPostgres(url: string): Promise<void> {
  const db = connectPostgres(url, { poolSize: 1 });
  try {
    const { rows } = await sql<{ name: string }>`
      SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1 LIMIT 3`.execute(db);
    if (rows.length > 0) {
      throw new Error(
        `The database of DATABASE_URL is not empty (it has ${rows.map((row) => row.name).join(', ')}${rows.length === 3 ? ', …' : ''}). ` +
          'Restore into a new, empty database (createdb), then point the app at it.',
      );
    }
  } finally {
    await db.destroy();
  }
}

/** Loads a dump into the (empty) database at `url`, all of it or nothing (one transaction). */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const pgRestore = requirePgTool('pg_restore');
  const { dbname, env } = pgConnection(url);
  await runPgTool(pgRestore, ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file], env);
}

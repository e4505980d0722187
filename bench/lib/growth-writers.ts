import Database from 'better-sqlite3';
import pg from 'pg';
import type { SeedBatch } from './growth-rows';

/** Writes seeded rows straight through the driver, many thousand a statement or transaction, never through HTTP. */
export interface SeedWriter {
  insert(batch: SeedBatch): Promise<void>;
  /** After a bulk load: what the engine would learn of the new rows on its own (PostgreSQL's autovacuum ANALYZE). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** SQLite: one prepared INSERT per table, every batch in one transaction. */
export function sqliteWriter(file: string): SeedWriter {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 30000'); // the app process shares the file
  const statements = new Map<string, Database.Statement>();
  const statementFor = (batch: SeedBatch) => {
    const key = `${batch.table}(${batch.columns.map((c) => c.name).join(',')})`;
    let statement = statements.get(key);
    if (!statement) {
      const names = batch.columns.map((c) => c.name);
      statement = db.prepare(`INSERT INTO ${batch.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
      statements.set(key, statement);
    }
    return statement;
  };
  return {
    async insert(batch) {
      if (batch.rows.length === 0) return;
      const statement = statementFor(batch);
      db.transaction(() => {
        for (const row of batch.rows) statement.run(row);
      })();
    },
    async settle() {
      db.pragma('wal_checkpoint(TRUNCATE)'); // the WAL back into the file, as a quiet moment would
    },
    async close() {
      db.close();
    },
  };
}

/**
 * PostgreSQL: one INSERT … SELECT FROM unnest($1::text[], $2::bigint[], …) per batch: one
 * array parameter per column, so ten thousand rows cost one statement and one round trip
 * (as COPY would, without its text format).
 */
export async function postgresWriter(url: string): Promise<SeedWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async insert(batch) {
      if (batch.rows.length === 0) return;
      const names = batch.columns.map((c) => c.name).join(', ');
      const arrays = batch.columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
      const values = batch.columns.map((_, index) => batch.rows.map((row) => row[index] ?? null));
      await client.query(`INSERT INTO ${batch.table} (${names}) SELECT * FROM unnest(${arrays})`, values);
    },
    async settle() {
      await client.query('ANALYZE');
    },
    async close() {
      await client.end();
    },
  };
}

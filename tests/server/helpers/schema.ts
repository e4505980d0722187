import { sql } from 'kysely';
import { engineOf } from '../../../server/db/engine';
import type { AnyDb } from '../../../server/db/migrations/columns';

/** Tables, columns and indexes as the engine reports them, in a stable order: equal schemas compare equal. */
export async function schemaOf(db: AnyDb): Promise<{ tables: unknown[]; indexes: string[] }> {
  const tables = (await db.introspection.getTables())
    .map((table) => ({
      name: table.name,
      columns: table.columns
        .map((column) => `${column.name} ${column.dataType.toUpperCase()}${column.isNullable ? '' : ' NOT NULL'}${column.hasDefaultValue ? ' DEFAULT' : ''}`)
        .sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { tables, indexes: await indexesOf(db) };
}

async function indexesOf(db: AnyDb): Promise<string[]> {
  if (engineOf(db) === 'postgres') {
    const { rows } = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'`.execute(db);
    return rows.map((row) => row.indexdef).sort();
  }
  // SQLite names the indexes behind UNIQUE and PRIMARY KEY by position: describe them by their columns instead.
  const { rows } = await sql<{ tbl_name: string; name: string; unique: number; partial: number; columns: string }>`
    SELECT m.tbl_name, il.name, il."unique", il.partial,
      (SELECT group_concat(coalesce(ii.name, 'expr'), ',') FROM pragma_index_info(il.name) ii) AS columns
    FROM sqlite_master m, pragma_index_list(m.name) il
    WHERE m.type = 'table'`.execute(db);
  return rows
    .map((row) => `${row.tbl_name}(${row.columns})${row.unique ? ' unique' : ''}${row.partial ? ' partial' : ''}${row.name.startsWith('sqlite_autoindex') ? '' : ` ${row.name}`}`)
    .sort();
}

import type pg from 'pg';

/**
 * SQL texts that run as named statements on PostgreSQL (prepared.ts registers its queries): each
 * connection parses and plans one once, then only binds and runs it. Unnamed, the server parsed
 * and planned a party move's commit anew on every move.
 */
const names = new Map<string, string>();

export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `puzzle_gift_${names.size + 1}`);
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes a pooled client run the named texts as named statements (the pool's 'connect' handler). */
export function runNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (text, values, callback) => {
    const name = typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
    return name ? query({ name, text, values }, callback) : query(text, values, callback);
  };
}

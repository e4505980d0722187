import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, connectSqlite, type Db } from '../../server/db/open';
import { prepared } from '../../server/db/prepared';
import { createTestDatabase, TEST_ENGINE } from './helpers/test-database';

// A type, not an interface: withTables wants a record of tables.
type ProbeTables = {
  probe: { id: string; n: number; label: string };
};

describe(`prepared queries on ${TEST_ENGINE}`, () => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (TEST_ENGINE === 'postgres') {
      const database = await createTestDatabase();
      db = connectPostgres(database.url);
      cleanup = async () => {
        await db.destroy();
        await database.drop();
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-prepared-'));
      db = connectSqlite(path.join(dir, 'db.sqlite'));
      cleanup = async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      };
    }
    await sql`create table probe (id text primary key, n integer not null, label text not null)`.execute(db);
    await sql`insert into probe (id, n, label) values ('a', 1, 'first'), ('b', 2, 'second')`.execute(db);
  });
  afterAll(() => cleanup());

  const probe = (on: Db) => on.withTables<ProbeTables>();
  let builds = 0;
  const bump = prepared<{ id: string; by: number }>((on, v) => {
    builds += 1;
    return probe(on).updateTable('probe').set((eb) => ({ n: eb('n', '+', v.by), label: 'bumped' })).where('id', '=', v.id);
  });
  const find = prepared<{ id: string }, ProbeTables['probe']>((on, v) => probe(on).selectFrom('probe').selectAll().where('id', '=', v.id));

  it('builds a query once, then runs it with each call’s values and the constants it was built with', async () => {
    const rows = async (id: string) => (await find(db, { id })).rows.map((row) => ({ ...row, n: Number(row.n) }));
    const cases = [
      { id: 'a', by: 10, affected: 1n, after: [{ id: 'a', n: 11, label: 'bumped' }] },
      { id: 'b', by: 5, affected: 1n, after: [{ id: 'b', n: 7, label: 'bumped' }] },
      { id: 'a', by: -1, affected: 1n, after: [{ id: 'a', n: 10, label: 'bumped' }] },
      { id: 'none', by: 1, affected: 0n, after: [] },
    ];
    for (const { id, by, affected, after } of cases) {
      expect((await bump(db, { id, by })).numAffectedRows, `${id} by ${by}`).toBe(affected);
      expect(await rows(id), `${id} by ${by}`).toEqual(after);
    }
    expect(builds).toBe(1);
  });

  it('runs inside a transaction, and is rolled back with it', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await bump(trx, { id: 'b', by: 100 });
        expect(Number((await find(trx, { id: 'b' })).rows[0]?.n)).toBe(107);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(Number((await find(db, { id: 'b' })).rows[0]?.n)).toBe(7);
  });

  it.runIf(TEST_ENGINE === 'postgres')('runs as a named statement on PostgreSQL, parsed once per connection; other queries stay unnamed', async () => {
    await db.connection().execute(async (connection) => {
      const named = async () => (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows.map((row) => row.statement);
      await bump(connection, { id: 'a', by: 0 });
      await bump(connection, { id: 'a', by: 0 }); // a second run binds the statement the first prepared
      await find(connection, { id: 'a' });
      await connection.selectFrom('probe' as never).selectAll().execute(); // built as usual: not named
      const statements = await named();
      expect(statements).toHaveLength(2);
      expect(statements.every((statement) => statement.includes('"probe"') && statement.includes('$1'))).toBe(true);
    });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { MIGRATION_NAMES } from '../../server/db/migrations/index';
import { connectPostgres, connectSqlite } from '../../server/db/open';
import { schemaOf } from './helpers/schema';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from './helpers/test-database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each version has its own schema
type AnyDb = Kysely<any>;

const LEGACY_DIR = path.join(import.meta.dirname, 'fixtures/legacy-sqlite-migrations');

/** A row for what each migration created, written as soon as it exists: an upgrade must keep them all. */
const SEEDS: Record<string, (db: AnyDb) => Promise<unknown>> = {
  '001-accounts-and-outbox': (db) =>
    Promise.all([
      db.insertInto('users').values({ id: 'u1', email: 'Ada@Example.com', password_hash: 'h', created_at: 1 }).execute(),
      db.insertInto('login_failures').values({ ip: '10.0.0.1', at: 2 }).execute(),
      db.insertInto('outbox').values({ to_address: 'a@b.c', subject: 's', text_body: 't', html_body: 'h', created_at: 3, next_attempt_at: 3 }).execute(),
    ]),
  '002-puzzles': (db) =>
    db.insertInto('puzzles').values({
      id: 'p1', message: 'm', grid_size: 3, font_style: 'f', is_public: 0, sender_name: 's', sender_email: 's@x.y',
      recipient_name: 'r', recipient_email: 'r@x.y', consent: 1, image_file: 'i.jpg', width: 9, height: 9,
      shuffle_seed: 4_000_000_000, watch_token_hash: 'w', created_at: Date.UTC(2026, 0, 1),
    }).execute(),
  '003-daily-schedule': (db) =>
    db.insertInto('word_schedule').values({ date: '2026-11-24', word: 'CAKE', shuffled: 'EKAC', definition: 'd', sentence: 's', quote: 'q', updated_at: 5 }).execute(),
  '004-accounts-extra': (db) => db.insertInto('login_failures').values({ ip: '10.0.0.2', at: 6, kind: 'reset' }).execute(),
  '005-puzzle-creation-throttle': (db) => db.insertInto('login_failures').values({ ip: '10.0.0.3', at: 7, kind: 'puzzle' }).execute(),
  '006-cards': (db) => db.insertInto('card_images').values({ id: 'c1', file: 'c.png', width: 512, height: 512, prompt: 'p', created_at: 8 }).execute(),
  '007-email-lookup': async () => {},
  '008-delivery': (db) =>
    db.insertInto('puzzle_progress').values({ puzzle_id: 'p1', grid_size: 3, moves: '[[0,1]]', updated_at: 9 }).execute(),
  '009-jigsaw': async () => {},
  '010-parties': async () => {},
};

async function seededRows(db: AnyDb, through: number) {
  const count = async (table: string) => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]?.n);
  const tables = ['users', 'login_failures', 'puzzles', 'word_schedule', 'card_images', 'puzzle_events'];
  const [users, failures, puzzles, words, images, events] = await Promise.all(tables.map(count));
  const expected = (index: number, rows: number) => (through >= index ? rows : 0);
  expect({ users, failures, puzzles, words, images, events }).toEqual({
    users: expected(0, 1),
    failures: expected(0, 1) + expected(3, 1) + expected(4, 1),
    puzzles: expected(1, 1),
    words: expected(2, 1),
    images: expected(5, 1),
    events: expected(1, 1), // 008 records that a gift made before it was delivered
  });
}

describe(`migrations on ${TEST_ENGINE}`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function emptyDatabase(): Promise<AnyDb> {
    let db: AnyDb;
    if (TEST_ENGINE === 'postgres') {
      const database: TestDatabase = await createTestDatabase();
      db = connectPostgres(database.url);
      cleanups.push(() => database.drop());
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-migrations-'));
      db = connectSqlite(path.join(dir, 'db.sqlite'));
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    }
    cleanups.push(() => db.destroy());
    return db;
  }

  it('brings a database at every earlier version to the latest schema, keeping its rows', async () => {
    const fresh = await emptyDatabase();
    expect(await migrateToLatest(fresh)).toEqual(MIGRATION_NAMES);
    const latest = await schemaOf(fresh);

    for (let version = 0; version < MIGRATION_NAMES.length - 1; version++) {
      const db = await emptyDatabase();
      for (const name of MIGRATION_NAMES.slice(0, version + 1)) {
        await migrateToLatest(db, name);
        await SEEDS[name]?.(db);
      }
      expect(await migrateToLatest(db)).toEqual(MIGRATION_NAMES.slice(version + 1));
      expect(await schemaOf(db)).toEqual(latest);
      await seededRows(db, version);
      if (version >= 1) {
        // 009: every puzzle made before jigsaws stays a tile swap.
        const boards = await db.selectFrom('puzzles').select(['puzzle_type', 'pieces', 'rotation']).execute();
        expect(boards.map((row) => ({ ...row, rotation: Number(row.rotation) }))).toEqual([{ puzzle_type: 'swap', pieces: null, rotation: 0 }]);
      }
      expect(await migrateToLatest(db)).toEqual([]); // nothing twice
    }
  }, 120_000); // one database per earlier version: it grows with the square of the number of migrations

  it('keeps one account per address in any letter case', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    await db.insertInto('users').values({ id: 'a', email: 'Ada@Example.com', password_hash: 'h', created_at: 1 }).execute();
    await expect(db.insertInto('users').values({ id: 'b', email: 'ada@example.COM', password_hash: 'h', created_at: 1 }).execute()).rejects.toThrow();
  });

  it.skipIf(TEST_ENGINE !== 'sqlite')('adopts a SQLite file made by the old numbered .sql files at its version', async () => {
    const fresh = await emptyDatabase();
    await migrateToLatest(fresh);
    const latest = await schemaOf(fresh);
    const legacyFiles = fs.readdirSync(LEGACY_DIR).sort();
    expect(legacyFiles.map((file) => file.replace(/\.sql$/, ''))).toEqual(MIGRATION_NAMES.slice(0, legacyFiles.length));

    for (let version = 1; version <= legacyFiles.length; version++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-legacy-'));
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      const file = path.join(dir, 'db.sqlite');
      const legacy = new Database(file);
      for (const name of legacyFiles.slice(0, version)) legacy.exec(fs.readFileSync(path.join(LEGACY_DIR, name), 'utf8'));
      legacy.pragma(`user_version = ${version}`);
      legacy.prepare(`INSERT INTO users (id, email, password_hash, created_at) VALUES ('u1', 'ada@example.com', 'h', 1)`).run();
      legacy.close();

      const db = connectSqlite(file);
      cleanups.push(() => db.destroy());
      expect(await migrateToLatest(db)).toEqual(MIGRATION_NAMES.slice(version));
      expect(await schemaOf(db)).toEqual(latest);
      expect(await db.selectFrom('users').select('email').execute()).toEqual([{ email: 'ada@example.com' }]);
      expect(await migrateToLatest(db)).toEqual([]);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { connectPostgres, connectSqlite, type Db } from '../../server/db/open';
import { insertPuzzle, markPuzzleCancelled } from '../../server/repos/puzzles';
import { enqueueText } from '../../server/repos/texts';
import { prepareRecipientText } from '../../server/texts/prepare';
import { httpSmsTransport, parseSmsSettings } from '../../server/texts/sms-transport';
import { TextWorker } from '../../server/texts/text-worker';
import { manualClock } from './helpers/app';
import { startSmsServer, type TestSmsServer } from './helpers/sms-server';
import { createTestDatabase, TEST_ENGINE } from './helpers/test-database';

const TEXTS = 60;
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const SECRET = Buffer.from('a test secret of at least thirty-two characters');

describe(`text workers sharing one ${TEST_ENGINE} database`, () => {
  let sms: TestSmsServer;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    sms = await startSmsServer();
  });
  afterAll(() => sms.close());
  afterEach(async () => {
    sms.received.splice(0);
    sms.refused.splice(0);
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Two connections to one database, as two app processes have. */
  async function twoConnections(): Promise<[Db, Db]> {
    let connect: () => Db;
    if (TEST_ENGINE === 'postgres') {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      connect = () => connectPostgres(database.url);
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-texts-'));
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      connect = () => connectSqlite(path.join(dir, 'db.sqlite'));
    }
    const a = connect();
    await migrateToLatest(a);
    const b = connect();
    cleanups.push(() => a.destroy(), () => b.destroy());
    return [a, b];
  }

  function worker(db: Db, clock: () => number): TextWorker {
    const transport = httpSmsTransport(parseSmsSettings(sms.url, '+14155550100'));
    const prepare = prepareRecipientText({ db, secret: SECRET, publicUrl: 'https://puzzle.example', clock });
    const made = new TextWorker(db, transport, prepare, clock, silent, { concurrency: 4 });
    cleanups.push(() => made.stop());
    return made;
  }

  async function giftWithText(db: Db, n: number, now: number): Promise<void> {
    const id = `puzzle-${String(n).padStart(4, '0')}-xxxxxxxx`;
    await insertPuzzle(db, {
      id, kind: 'gift', message: 'm', gridSize: 3, fontStyle: 'cursive', isPublic: true, senderName: 'Ann', senderEmail: 'ann@example.com',
      recipientName: 'Bo', recipientEmail: '', consent: true, imageFile: 'x.jpg', width: 10, height: 10, shuffleSeed: 1, watchTokenHash: 'h',
      createdAt: now, sendAt: now, timeZone: 'UTC', remind: false, ownerUserId: null, replyTo: null, puzzleType: 'swap', pieces: null, rotation: false,
    });
    await enqueueText(db, { puzzleId: id, to: `+1415555${String(1000 + n)}`, body: `text ${n}` }, now, now);
  }

  it('two workers draining one table send every text exactly once', async () => {
    const clock = manualClock();
    const [a, b] = await twoConnections();
    for (let n = 0; n < TEXTS; n++) await giftWithText(a, n, clock());
    await Promise.all([worker(a, clock).flush(), worker(b, clock).flush()]);
    const bodies = sms.received.map((text) => text.body.split('\n')[0]);
    expect(bodies).toHaveLength(TEXTS);
    expect(new Set(bodies).size).toBe(TEXTS);
    const rows = await a.selectFrom('texts').select(['attempts', 'sent_at']).execute();
    expect(rows.every((row) => row.attempts === 1 && row.sent_at === clock())).toBe(true);
  });

  it('a text whose gift was withdrawn before it went out is dropped, never sent', async () => {
    const clock = manualClock();
    const [a] = await twoConnections();
    await giftWithText(a, 1, clock());
    await markPuzzleCancelled(a, 'puzzle-0001-xxxxxxxx', clock());
    await worker(a, clock).flush();
    expect(sms.received).toEqual([]);
    expect(await a.selectFrom('texts').select('id').execute()).toEqual([]);
  });

  it('a provider that refuses the credentials leaves the text waiting for a retry', async () => {
    const clock = manualClock();
    const [a] = await twoConnections();
    await giftWithText(a, 2, clock());
    const transport = httpSmsTransport(parseSmsSettings(sms.urlWithWrongToken, '+14155550100'));
    const prepare = prepareRecipientText({ db: a, secret: SECRET, publicUrl: 'https://puzzle.example', clock });
    const made = new TextWorker(a, transport, prepare, clock, silent);
    cleanups.push(() => made.stop());
    await made.flush();
    expect(sms.received).toEqual([]);
    expect(await a.selectFrom('texts').select(['sent_at', 'attempts', 'last_error']).execute()).toEqual([
      { sent_at: null, attempts: 1, last_error: expect.stringContaining('401') },
    ]);
  });
});

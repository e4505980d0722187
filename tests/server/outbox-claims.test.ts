import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { connectPostgres, connectSqlite, type Db } from '../../server/db/open';
import { OutboxWorker } from '../../server/mail/outbox-worker';
import { smtpTransport } from '../../server/mail/transport';
import { enqueueMail } from '../../server/repos/outbox';
import { manualClock } from './helpers/app';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { createTestDatabase, TEST_ENGINE } from './helpers/test-database';

const FROM = 'Puzzle Gift <no-reply@puzzle.gift>';
const MAILS = 200;
const LEASE_MS = 3 * 60_000; // the worker's default
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

describe(`outbox workers sharing one ${TEST_ENGINE} database`, () => {
  let smtp: TestSmtpServer;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  afterEach(async () => {
    smtp.setRefusing(false);
    smtp.received.splice(0);
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
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-outbox-'));
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      connect = () => connectSqlite(path.join(dir, 'db.sqlite'));
    }
    const a = connect();
    await migrateToLatest(a);
    const b = connect();
    cleanups.push(() => a.destroy(), () => b.destroy());
    return [a, b];
  }

  function worker(db: Db, clock: () => number): OutboxWorker {
    const transport = smtpTransport(smtp.url, FROM);
    const made = new OutboxWorker(db, transport, clock, silent, { concurrency: 8 });
    cleanups.push(async () => {
      await made.stop();
      transport.close();
    });
    return made;
  }

  it('delivers mail queued during an SMTP outage exactly once, split between two workers', async () => {
    const clock = manualClock();
    const [dbA, dbB] = await twoConnections();
    for (let n = 0; n < MAILS; n++) await enqueueMail(dbA, { to: `guest${n}@example.com`, subject: `Mail ${n}`, text: 't', html: '<p>h</p>' }, clock());
    const [a, b] = [worker(dbA, clock), worker(dbB, clock)];

    smtp.setRefusing(true);
    await Promise.all([a.flush(), b.flush()]);
    expect(smtp.received).toHaveLength(0);
    const failed = await dbA.selectFrom('outbox').select(['attempts', 'sent_at']).execute();
    expect(failed.every((row) => row.attempts === 1 && row.sent_at === null)).toBe(true); // each tried once, by one worker

    smtp.setRefusing(false);
    clock.advance(60 * 60_000); // past every retry time
    await Promise.all([a.flush(), b.flush()]);

    const subjects = smtp.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: MAILS }, (_, n) => `Mail ${n}`).sort());
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(MAILS);
    const rows = await dbB.selectFrom('outbox').select(['sent_at', 'attempts']).execute();
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 2)).toBe(true);
  });

  it('lets no second worker take a claimed mail, and resends one after a crash with the same Message-ID', async () => {
    const clock = manualClock();
    const [dbA, dbB] = await twoConnections();
    const queuedAt = clock();
    const id = await enqueueMail(dbA, { to: 'ada@example.com', subject: 'Once', text: 't', html: '<p>h</p>' }, queuedAt);
    await worker(dbA, clock).flush();
    // Worker A's process dies between SMTP's acceptance and marking the row sent: the row stays claimed and unsent.
    await dbA.updateTable('outbox').set({ sent_at: null, attempts: 0 }).where('id', '=', id).execute();
    const b = worker(dbB, clock);
    await b.flush();
    expect(smtp.received).toHaveLength(1); // A's claim still holds

    clock.advance(LEASE_MS);
    await b.flush();
    const messageId = `<outbox-${id}-${queuedAt.toString(36)}@puzzle.gift>`;
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([messageId, messageId]);
  });
});

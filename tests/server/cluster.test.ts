import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameBoard, type PartyBoard } from '../../game/rules/party';
import type { PartyCursor, PartyStarted } from '../../contract/party';
import type { CreatedPuzzle, PuzzleBoard, SolvedBody } from '../../contract/schemas/puzzles';
import { MIGRATION_NAMES } from '../../server/db/migrations/index';
import { connectPostgres } from '../../server/db/open';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { startRedis, type RedisServer } from '../support/redis-server';
import { startS3, type S3Server } from '../support/s3-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { TEST_ORIGIN } from './helpers/app';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { fixingSwap, PartyClient } from './helpers/party';
import { connectWatcher, playMilestones, solvingMoves } from './helpers/puzzles';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from './helpers/test-database';

const GIFTS = 20; // two mails each (outbox-claims.test.ts sends 200 through two workers; here the two are whole processes)
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * Two app processes (server/main.ts) on different ports, each with its own data folder, sharing
 * one PostgreSQL database, one Redis and one S3 bucket: they must behave as one product.
 */
describe.skipIf(TEST_ENGINE !== 'postgres')('two app processes on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let redis: RedisServer;
  let smtp: TestSmtpServer;
  let s3: S3Server;
  const dataDirs: string[] = [];
  let a: AppProcess;
  let b: AppProcess;

  const start = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-cluster-'));
    dataDirs.push(dataDir);
    return startAppProcess({
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      STORAGE_URL: s3.url,
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_ORIGIN,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      SECRET_KEY: 'one secret for every process, 32 characters or more',
      TRUST_PROXY: '1', // the test speaks for many visitors through X-Forwarded-For
    });
  };

  beforeAll(async () => {
    [database, redis, smtp, s3] = await Promise.all([createTestDatabase(), startRedis(), startSmtpServer(), startS3()]);
    // `npm run migrate` once, before N processes start.
    const migrated = await run(process.execPath, ['--import', 'tsx', 'server/scripts/migrate.ts'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: database.url } });
    expect(migrated.stdout).toContain('The database (PostgreSQL) is up to date.');
    const check = connectPostgres(database.url);
    expect(await check.selectFrom('kysely_migration' as never).select('name' as never).execute()).toHaveLength(MIGRATION_NAMES.length);
    await check.destroy();
    [a, b] = await Promise.all([start(), start()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([redis?.stop(), smtp?.close(), database?.drop(), s3?.stop()]);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const call = (app: AppProcess, url: string, init: RequestInit = {}, visitor = '10.0.0.1') =>
    fetch(app.url + url, { ...init, headers: { origin: TEST_ORIGIN, 'x-forwarded-for': visitor, ...(init.headers ?? {}) } });
  const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  async function createGift(app: AppProcess, visitor = '10.0.0.1', fields: Record<string, string> = {}): Promise<CreatedPuzzle> {
    const form = puzzleForm(validPuzzleFields(fields), { data: await solidJpeg(120, 120) });
    const response = await call(app, '/api/puzzles', { method: 'POST', body: form }, visitor);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as CreatedPuzzle;
  }

  it('solves through B a gift created through A while its sender watches on A and sees every milestone live', async () => {
    const gift = await createGift(a);
    const watcher = connectWatcher(a.url);
    try {
      await watcher.connected();
      const ack = await watcher.watch(gift.id, gift.watchToken);
      expect(ack.ok && playMilestones(ack.snapshot.events)).toEqual([]);

      const board = (await (await call(b, `/api/puzzles/${gift.id}`)).json()) as PuzzleBoard;
      await watcher.nextEvent((event) => event.kind === 'opened');
      expect(((await (await call(a, `/api/puzzles/${gift.id}`)).json()) as PuzzleBoard).solved).toBe(false); // now in A's read cache
      const moves = solvingMoves(board.shuffle);
      // Moves kept through B reach A's cached board: A hears that B kept the first ones.
      await call(b, `/api/puzzles/${gift.id}/moves`, json({ gridSize: board.gridSize, moves: moves.slice(0, 1) }));
      await expect.poll(async () => ((await (await call(a, `/api/puzzles/${gift.id}`)).json()) as PuzzleBoard).resume?.moves.length).toBe(1);
      const solved = await call(b, `/api/puzzles/${gift.id}/solve`, json({ gridSize: board.gridSize, moves }));
      expect(solved.status).toBe(200);
      await watcher.nextEvent((event) => event.kind === 'solved');
      expect(playMilestones(watcher.received).map((event) => event.kind)).toEqual(['opened', 'first-move', 'halfway', 'solved']);

      // A's read cache held the board unsolved; B's solve reached it.
      const again = (await (await call(a, `/api/puzzles/${gift.id}`)).json()) as PuzzleBoard;
      expect(again.solved).toBe(true);
      // The photo uploaded through A is served by B, from the bucket.
      const photo = await call(b, board.imageUrl);
      expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    } finally {
      watcher.close();
    }
  });

  it('plays one party across both processes: moves, cursors, presence, holds, a removal and the reveal reach every player', async () => {
    const gift = await createGift(a);
    const started = (await (await call(a, `/api/puzzles/${gift.id}/party`, { method: 'POST' })).json()) as PartyStarted;
    const host = new PartyClient(a.url);
    const guest = new PartyClient(b.url);
    const other = new PartyClient(b.url);
    try {
      await Promise.all([host.connected(), guest.connected(), other.connected()]);
      expect((await host.join({ partyId: started.partyId, token: started.hostKey })).ok).toBe(true);
      expect((await guest.join({ partyId: started.partyId, token: started.inviteToken, name: 'Bea' })).ok).toBe(true);
      const cy = await other.join({ partyId: started.partyId, token: started.inviteToken, name: 'Cy' });
      if (!cy.ok) throw new Error(cy.error);
      // Presence is read from the party's room on both processes.
      await host.next<{ online: boolean }[]>('party:players', (players) => players.filter((p) => p.online).length === 3);
      // Cursor batches cross to the other process, both ways.
      host.socket.emit('party:cursor', { x: 0.25, y: 0.5 });
      guest.socket.emit('party:cursor', { x: 0.75, y: 0.5 });
      await guest.next<PartyCursor[]>('party:cursors', (batch) => batch.some((cursor) => cursor.x === 0.25));
      await host.next<PartyCursor[]>('party:cursors', (batch) => batch.some((cursor) => cursor.x === 0.75));
      // Each process relays every player's updates to its own sockets, in one batch a rest: Bea on B
      // gets the host's (on A) and Cy's (on B) together, not a batch from each process. (Moving in
      // the same instant, they may still miss one rest, or a few: the next rounds try again.)
      const both = (x: number) => (batch: PartyCursor[]) => batch.some((c) => c.x === x && c.y === 0.1) && batch.some((c) => c.x === x && c.y === 0.9);
      let together = false;
      for (let round = 1; round <= 8 && !together; round++) {
        const x = round / 100;
        host.socket.emit('party:cursor', { x, y: 0.1 });
        other.socket.emit('party:cursor', { x, y: 0.9 });
        await guest.next<PartyCursor[]>('party:cursors', (batch) => batch.some((c) => c.x === x && c.y === 0.1));
        await guest.next<PartyCursor[]>('party:cursors', (batch) => batch.some((c) => c.x === x && c.y === 0.9));
        together = guest.all<PartyCursor[]>('party:cursors').some(both(x));
      }
      expect(together).toBe(true);

      const order = () => (host.board as Extract<PartyBoard, { kind: 'swap' }>).order;
      const firstTile = order().findIndex((tile, position) => tile !== position);
      expect(await host.socket.timeout(5_000).emitWithAck('party:hold', { piece: order()[firstTile] as number })).toEqual({ ok: true });
      expect(await guest.move(fixingSwap(order())!)).toMatchObject({ ok: false, refusal: 'held' });
      host.socket.emit('party:release');
      await guest.next<unknown[]>('party:holds', (holds) => holds.length === 0);

      // The host on A removes Cy on B: Cy's socket leaves the room there and cannot move.
      expect(await host.socket.timeout(5_000).emitWithAck('party:remove', { playerId: cy.you.playerId })).toEqual({ ok: true });
      expect(await other.next('party:closed')).toMatchObject({ reason: 'removed' });
      expect((await other.move(fixingSwap(order())!)).ok).toBe(false);

      // Moves in turn, from A and from B, until the board is whole.
      let turn = 0;
      for (let fix = fixingSwap(order()); fix; fix = fixingSwap(order()), turn++) {
        const mover = turn % 2 === 0 ? guest : host;
        await mover.caughtUp(host.seq);
        const ack = await mover.move(fix, host.seq);
        if (!ack.ok) throw new Error(ack.error);
        await Promise.all([host.caughtUp(ack.seq), guest.caughtUp(ack.seq)]);
        await new Promise((resolve) => setTimeout(resolve, 100)); // real clocks here: within the move rate
      }
      expect(sameBoard(host.board as PartyBoard, guest.board as PartyBoard)).toBe(true);
      const [onA, onB] = await Promise.all([host.next<SolvedBody>('party:solved'), guest.next<SolvedBody>('party:solved')]);
      expect(onA.message).toBe(onB.message);
      expect(onA.replyToken).toEqual(expect.any(String)); // the host's, on its process; the guest's, sent from the other, has none
      expect(onB).not.toHaveProperty('replyToken');
      expect(((await (await call(b, `/api/puzzles/${gift.id}`)).json()) as PuzzleBoard).solved).toBe(true);
    } finally {
      [host, guest, other].forEach((player) => player.close());
    }
  });

  it('counts failed logins made on both processes against one limit', async () => {
    const email = `throttle-${Date.now()}@example.com`;
    const visitor = '10.0.9.9';
    const credentials = (password: string) => json({ email, password });
    expect((await call(a, '/api/auth/register', credentials('a long enough password'), visitor)).status).toBe(201);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await call(attempt % 2 === 0 ? a : b, '/api/auth/login', credentials('wrong password!'), visitor);
      expect(response.status).toBe(401);
    }
    const blockedOnA = await call(a, '/api/auth/login', credentials('a long enough password'), visitor);
    const blockedOnB = await call(b, '/api/auth/login', credentials('a long enough password'), visitor);
    expect([blockedOnA.status, blockedOnB.status]).toEqual([429, 429]);
  });

  it(`delivers the ${GIFTS * 2} mails of gifts sent during an SMTP outage exactly once, from both processes`, async () => {
    smtp.received.splice(0);
    smtp.setRefusing(true);
    for (let n = 0; n < GIFTS; n++) {
      await createGift(n % 2 === 0 ? a : b, `10.1.${Math.floor(n / 200)}.${n % 200}`, { recipientEmail: `guest${n}@example.com` });
    }
    expect(smtp.received).toHaveLength(0);
    smtp.setRefusing(false); // each process retries its failures after its first backoff (5 s)
    await smtp.waitForCount(GIFTS * 2, 30_000);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(GIFTS * 2);
    const recipients = smtp.received.filter((mail) => mail.subject?.includes('puzzle')).length;
    expect(recipients).toBeGreaterThan(0);
  }, 90_000);

  it('lets a watcher whose process is killed catch up on the other', async () => {
    const proxy: TcpProxy = await startTcpProxy(a.port); // the load balancer
    const gift = await createGift(b);
    const watcher = connectWatcher(proxy.url, TEST_ORIGIN, undefined, { reconnection: true, reconnectionDelay: 50, reconnectionDelayMax: 200 });
    try {
      await watcher.connected();
      await watcher.watch(gift.id, gift.watchToken);
      await call(b, `/api/puzzles/${gift.id}`); // opened
      await watcher.nextEvent((event) => event.kind === 'opened');

      await a.kill(); // kill -9: no goodbye, nothing persisted on the way out
      proxy.target(b.port);
      const board = (await (await call(b, `/api/puzzles/${gift.id}`)).json()) as PuzzleBoard;
      await call(b, `/api/puzzles/${gift.id}/solve`, json({ gridSize: board.gridSize, moves: solvingMoves(board.shuffle) }));

      await watcher.nextEvent((event) => event.kind === 'solved', 15_000);
      expect(new Set(playMilestones(watcher.received).map((event) => event.kind))).toEqual(new Set(['opened', 'first-move', 'halfway', 'solved']));
    } finally {
      watcher.close();
      await proxy.close();
    }
  });
});

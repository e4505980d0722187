import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { io as connect } from 'socket.io-client';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { REALTIME_PROTOCOL_VERSION } from '../../contract/realtime';
import type { CreatedPuzzle, PuzzleBoard } from '../../contract/schemas/puzzles';
import { TEMP_FOLDER_NAME } from '../../server/images/temp-files';
import { OutboxWorker } from '../../server/mail/outbox-worker';
import type { MailTransport } from '../../server/mail/transport';
import { enqueueMail } from '../../server/repos/outbox';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { countRows } from './helpers/db';
import { solidJpeg } from './helpers/images';
import { validPuzzleFields } from './helpers/multipart';
import { createTestDatabase, itOnce, TEST_ENGINE, type TestDatabase } from './helpers/test-database';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const BOUNDARY = 'shutdown-test-boundary';

/** A create form as bytes, so a test can send it a piece at a time. */
async function createFormBytes(): Promise<Buffer> {
  let head = '';
  for (const [name, value] of Object.entries(validPuzzleFields())) head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  head += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), await solidJpeg(1200, 900), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/**
 * POST /api/puzzles over a keep-alive connection (as browsers send it), its first `firstBytes`
 * written now and the rest when the test says: an upload in flight for as long as the test likes.
 */
function startUpload(app: AppProcess, body: Buffer, firstBytes: number) {
  const agent = new http.Agent({ keepAlive: true });
  const request = http.request({
    host: '127.0.0.1',
    port: app.port,
    method: 'POST',
    path: '/api/puzzles',
    agent,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length, origin: `http://localhost:${app.port}` },
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text, connection: response.headers.connection }));
    });
  });
  answered.catch(() => {}); // a refused upload is awaited by the test, not unhandled meanwhile
  request.write(body.subarray(0, firstBytes));
  return {
    answered,
    finish: () => request.end(body.subarray(firstBytes)),
    close: () => {
      request.destroy();
      agent.destroy();
    },
  };
}

/** Resolves once the server is streaming an upload into its temp folder (it is in flight). */
async function untilUploadArrives(dataDir: string): Promise<void> {
  const incoming = path.join(dataDir, 'uploads', TEMP_FOLDER_NAME);
  await expect.poll(() => fs.existsSync(incoming) && fs.readdirSync(incoming).length > 0, { timeout: 10_000, interval: 20 }).toBe(true);
}

const storedPictures = (dataDir: string) => {
  const folder = path.join(dataDir, 'uploads', 'puzzles');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

describe(`SIGTERM on an app process (${TEST_ENGINE})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A real app process (server/main.ts) on a fresh data folder, and a fresh database on PostgreSQL. */
  async function start(env: Record<string, string> = {}): Promise<{ app: AppProcess; dataDir: string; database: TestDatabase | null }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-shutdown-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const database = TEST_ENGINE === 'postgres' ? await createTestDatabase() : null;
    if (database) cleanups.push(() => database.drop());
    const app = await startAppProcess({
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      ...(database ? { DATABASE_URL: database.url, SECRET_KEY: 'the shutdown test secret, 32 characters or more' } : {}),
      ...env,
    });
    cleanups.push(() => app.kill());
    return { app, dataDir, database };
  }

  /** The same data, read by an app in this process after the other one has gone. */
  async function appOn(dataDir: string, database: TestDatabase | null): Promise<TestApp> {
    const t = await buildTestApp({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url, SECRET_KEY: 'the shutdown test secret, 32 characters or more' } : {}) });
    cleanups.push(() => t.close());
    return t;
  }

  it('exits 0 promptly when idle, and tells a connected watcher to reconnect (not to stay away)', async () => {
    const { app } = await start();
    const socket = connect(app.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { origin: `http://localhost:${app.port}` }, auth: { protocol: REALTIME_PROTOCOL_VERSION }, reconnection: false });
    cleanups.push(() => void socket.disconnect());
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const started = Date.now();
    const exit = await app.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(3_000);
    // 'transport close' is a dropped connection, which a client reconnects after; 'io server disconnect' would keep it away.
    expect(await disconnected).toBe('transport close');
  });

  itOnce('lets an upload in flight finish: it is acknowledged and complete, then the process exits 0', async () => {
    const { app, dataDir, database } = await start({ SHUTDOWN_GRACE_MS: '15000' });
    const body = await createFormBytes();
    const upload = startUpload(app, body, Math.floor(body.length / 3));
    cleanups.push(upload.close);
    await untilUploadArrives(dataDir);

    const started = Date.now();
    const stopping = app.stop();
    // It stops accepting at once: a new visitor is refused (a balancer sends it elsewhere) while the upload goes on.
    await expect.poll(() => fetch(`${app.url}/api/health/live`).then(() => 'answered', () => 'refused'), { timeout: 5_000, interval: 20 }).toBe('refused');
    upload.finish();
    const answer = await upload.answered;
    expect(answer.status).toBe(201);
    expect(answer.connection).toBe('close'); // why the process no longer waits for the keep-alive connection
    const exit = await stopping;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(15_000);

    const { id } = JSON.parse(answer.body) as CreatedPuzzle;
    const t = await appOn(dataDir, database);
    const board = await t.request({ method: 'GET', url: `/api/puzzles/${id}` });
    expect(board.statusCode).toBe(200);
    const picture = await t.request({ method: 'GET', url: board.json<PuzzleBoard>().imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await countRows(t.app.db, 'puzzles')).toBe(1);
    expect(await countRows(t.app.db, 'outbox', sql`sent_at IS NULL`)).toBeLessThanOrEqual(2); // its mails wait for the next process, none lost
    expect(await countRows(t.app.db, 'outbox')).toBeGreaterThanOrEqual(1);
  });

  itOnce('cuts off an upload that does not finish within the grace: refused, nothing stored, exit 0 in time', async () => {
    const graceMs = 1_500;
    const { app, dataDir, database } = await start({ SHUTDOWN_GRACE_MS: String(graceMs) });
    const body = await createFormBytes();
    const upload = startUpload(app, body, Math.floor(body.length / 3)); // and never the rest
    cleanups.push(upload.close);
    await untilUploadArrives(dataDir);

    const started = Date.now();
    const exit = await app.stop();
    const took = Date.now() - started;
    expect(exit).toEqual({ code: 0, signal: null });
    const cutAt = graceMs - Math.min(2_000, graceMs / 2); // server/lifecycle/shutdown.ts keeps the rest for closing
    expect(took).toBeGreaterThanOrEqual(cutAt - 50); // it waited for the upload before cutting it
    expect(took).toBeLessThan(graceMs + 1_500);
    await expect(upload.answered).rejects.toThrow(/socket hang up|ECONNRESET/);

    const t = await appOn(dataDir, database);
    expect(await countRows(t.app.db, 'puzzles')).toBe(0);
    expect(await countRows(t.app.db, 'outbox')).toBe(0);
    expect(storedPictures(dataDir)).toEqual([]);
  });
});

describe(`outbox leases given back on shutdown (${TEST_ENGINE})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('a mail another worker was sending when it stopped is claimable at once by another worker', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    await t.app.outbox.stop(); // the app's own worker stays out of this
    const id = await enqueueMail(t.app.db, { to: 'sam@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }, clock());

    let failLate: (error: Error) => void = () => {};
    let sending: () => void = () => {};
    const began = new Promise<void>((resolve) => (sending = resolve));
    const hanging: MailTransport = {
      send: () => {
        sending();
        return new Promise<string>((_resolve, reject) => (failLate = reject)); // an SMTP server that does not answer
      },
      close() {},
    };
    const delivered: number[] = [];
    const working: MailTransport = {
      send: async (_mail, ref) => {
        delivered.push(ref.id);
        return 'test';
      },
      close() {},
    };
    const first = new OutboxWorker(t.app.db, hanging, clock, silent);
    const second = new OutboxWorker(t.app.db, working, clock, silent);
    void first.flush();
    await began;

    await second.flush();
    expect(delivered).toEqual([]); // the first worker's lease holds it (3 minutes)

    await first.stop(0); // shutting down: it waits no longer for the send and gives the lease back
    await second.flush(); // at the same instant: no lease left to wait out
    expect(delivered).toEqual([id]);

    failLate(new Error('the SMTP server of the first worker finally gave up'));
    await new Promise((resolve) => setImmediate(resolve));
    const row = await t.app.db.selectFrom('outbox').select(['sent_at', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ sent_at: clock(), attempts: 1, last_error: null }); // the late failure marked nothing
    await second.stop();
  });
});

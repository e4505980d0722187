import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { PictureWorker } from '../../../server/images/worker/client';
import { createMigratedTestDatabase, TEST_ENGINE } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3999';

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)) {
  let now = start;
  const clock = () => now;
  clock.advance = (ms: number) => {
    now += ms;
  };
  clock.set = (ms: number) => {
    now = ms;
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** app.inject with this site's Origin header, as a browser would send it. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * One picture worker for every app this test process builds: starting one (a Node process
 * loading sharp through tsx) took half a second, paid by every test's first upload. Its requests
 * carry absolute paths, so each app's temp folder still holds its own files. It ends when this
 * process does (it exits when its IPC channel closes). A test that spies on or kills the worker
 * builds its app with OWN_PICTURE_WORKER.
 */
let sharedPictures: PictureWorker | null = null;
const silentLog = { error() {} };
export const OWN_PICTURE_WORKER: AppDeps = { pictures: undefined };

/**
 * A real app in a fresh temp folder, on a real SQLite file, or in the `postgres` test
 * project on a fresh database of a real PostgreSQL server (unless `env` names one).
 */
export async function buildTestApp(env: Record<string, string> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-test-'));
  const database = TEST_ENGINE === 'postgres' && env.DATABASE_URL === undefined ? await createMigratedTestDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    RECIPIENT_DAILY_LIMIT: '0', // most tests send many gifts to one address; the limit's own tests set it
    ...(database ? { DATABASE_URL: database.url, SECRET_KEY: 'the test secret, shared by every app of one database' } : {}),
    ...env,
  });
  sharedPictures ??= new PictureWorker(silentLog);
  const app = await buildApp(config, { logger: false, pictures: sharedPictures, ...deps });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    request: (options) =>
      app.inject({ ...options, headers: { origin: TEST_ORIGIN, ...(options.headers ?? {}) } }),
    async close() {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pairs of the Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

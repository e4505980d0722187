import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { startSmtpServer, type TestSmtpServer } from '../server/helpers/smtp';
import { freePort } from '../support/free-port';

/** The test build (`npm run build:test`): the production build plus the test pages, such as /__board-harness. */
export const TEST_CLIENT_DIR = process.env.CLIENT_DIR ?? path.resolve('dist/test-client');

export interface Site {
  url: string;
  app: FastifyInstance;
  smtp: TestSmtpServer;
  dataDir: string;
  /** Moves the app's clock ahead (it starts on the real time), e.g. to a scheduled gift's time. Never back. */
  advanceClock(ms: number): void;
}

/**
 * One built app per worker on a random loopback port, with its own SQLite file
 * and a real SMTP server that receives every mail it sends. A spec that needs empty
 * days to stay empty (no bundled daily library) says `test.use({ dailyLibrary: 'off' })`,
 * which gives it a worker and an app of its own.
 */
export const test = base.extend<{ site: Site }, { workerSite: Site; dailyLibrary: 'on' | 'off' }>({
  dailyLibrary: ['on', { option: true, scope: 'worker' }],
  workerSite: [
    async ({ dailyLibrary }, use) => {
      const smtp = await startSmtpServer();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-e2e-'));
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, SMTP_URL: smtp.url, CLIENT_DIR: TEST_CLIENT_DIR, DAILY_LIBRARY: dailyLibrary, RECIPIENT_DAILY_LIMIT: '0' }); // specs share addresses
      let ahead = 0;
      const app = await buildApp(config, { logger: false, clock: () => Date.now() + ahead });
      await app.listen({ port, host: '127.0.0.1' });
      await use({ url, app, smtp, dataDir, advanceClock: (ms) => (ahead += ms) });
      await app.close();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  site: async ({ workerSite }, use) => use(workerSite),
  baseURL: async ({ workerSite }, use) => use(workerSite.url),
});

export { expect };

/** A unique address per test, so tests sharing one database never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

let senders = 0;

/**
 * The site's API as the create pages call it, for a spec whose gifts and cards are set-up, not
 * what it tests. Each call comes from a loopback address of its own, as from another sender:
 * the suite makes more gifts than one address may in an hour (the creation throttle).
 */
export function siteApi(site: Site) {
  return {
    request: (options: InjectOptions) => {
      senders += 1;
      const remoteAddress = `127.1.${Math.floor(senders / 250) % 250}.${(senders % 250) + 1}`;
      return site.app.inject({ remoteAddress, ...options, headers: { origin: site.url, ...options.headers } });
    },
  };
}

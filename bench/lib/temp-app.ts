import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/** The real app on a throw-away data folder, logging off, as benchmarks need it. */
export async function startTempApp(listen: boolean): Promise<{ app: FastifyInstance; url: string; origin: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-bench-'));
  const origin = 'http://127.0.0.1';
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: origin, HOST: '127.0.0.1', PORT: '0', RECIPIENT_DAILY_LIMIT: '0' }); // benches send many gifts to one address
  const app = await buildApp(config, { logger: false });
  let url = origin;
  if (listen) {
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  } else {
    await app.ready();
  }
  return {
    app,
    url,
    origin,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppProcess, type AppProcess } from '../../tests/support/app-process';
import { createDatabase, type ScratchDatabase } from '../../tests/support/postgres-server';
import { SERVER_NODE_FLAGS } from './server-flags';

export const ORIGIN = 'http://localhost:3999'; // the load balancer's origin: PUBLIC_URL of every process

/** What several processes share; absent, one process keeps everything under its own DATA_DIR. */
export interface SharedServices {
  postgresUrl: string; // the server's maintenance database: each deployment gets a fresh database on it
  redisUrl: string;
  storageUrl?: string;
}

export interface DeploymentOptions {
  processes: number;
  shared?: SharedServices;
  env?: Record<string, string>; // more settings for every process
}

/** App processes (server/main.ts, started as `npm start` starts it) on their own ports, as one product. */
export interface Deployment {
  apps: AppProcess[];
  urls(): string[];
  dataDirs: string[];
  databaseUrl: string | null;
  /** Starts process `index` again (after a kill), as a supervisor would. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

export async function deploy(options: DeploymentOptions): Promise<Deployment> {
  const { shared } = options;
  const database: ScratchDatabase | null = shared ? await createDatabase(shared.postgresUrl) : null;
  const dataDirs = Array.from({ length: options.processes }, () => fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-bench-')));
  const start = (index: number) => {
    const dataDir = dataDirs[index] as string;
    const env: Record<string, string> = { DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, CLIENT_DIR: path.join(dataDir, 'no-client'), RECIPIENT_DAILY_LIMIT: '0', ...options.env }; // benches send many gifts to one address
    if (database && shared) {
      Object.assign(env, { DATABASE_URL: database.url, REDIS_URL: shared.redisUrl, SECRET_KEY: 'bench secret shared by every process, 32+ characters' });
      if (shared.storageUrl) env.STORAGE_URL = shared.storageUrl;
    }
    return startAppProcess(env, SERVER_NODE_FLAGS);
  };
  const apps: AppProcess[] = [];
  for (let index = 0; index < options.processes; index++) apps.push(await start(index)); // the first migrates
  return {
    apps,
    urls: () => apps.map((app) => app.url),
    dataDirs,
    databaseUrl: database?.url ?? null,
    async restart(index) {
      apps[index] = await start(index);
    },
    async stop() {
      await Promise.all(apps.map((app) => app.stop()));
      await database?.drop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

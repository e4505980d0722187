import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-flags';
import { freePort } from '../../tests/support/free-port';

export interface StartedApp {
  url: string;
  dataDir: string;
  clientBuiltAt: Date; // when the served copy of dist/client was built
  stop(): Promise<void>;
}

const BUILT_CLIENT = 'dist/client';

/** True when every script and style index.html names is there (a build writing the folder right now fails this). */
function completeBuild(dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const assets = [...fs.readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] as string);
  return assets.every((asset) => fs.existsSync(path.join(dir, asset)));
}

/**
 * A private copy of the built client, so a build started elsewhere during the benchmark
 * (it empties dist/client first) cannot change or break the pages being measured.
 */
async function snapshotClient(into: string): Promise<Date> {
  if (!fs.existsSync(path.join(BUILT_CLIENT, 'index.html'))) throw new Error(`${BUILT_CLIENT} is missing: run \`npm run build\` first`);
  for (let attempt = 0; attempt < 60; attempt++) {
    fs.rmSync(into, { recursive: true, force: true });
    if (completeBuild(BUILT_CLIENT)) {
      fs.cpSync(BUILT_CLIENT, into, { recursive: true, preserveTimestamps: true });
      if (completeBuild(into)) return fs.statSync(path.join(into, 'index.html')).mtime;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a build is writing it: wait for the end
  }
  throw new Error(`${BUILT_CLIENT} stayed incomplete for a minute: run \`npm run build\` again`);
}

/**
 * What `npm start` runs after its build (server/main.ts on the built client), in its own process
 * on a fresh data folder: the benchmark measures the product as a newcomer gets it.
 */
export async function startBuiltApp(): Promise<StartedApp> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-built-'));
  const dataDir = path.join(root, 'data');
  const clientDir = path.join(root, 'client');
  let clientBuiltAt: Date;
  try {
    clientBuiltAt = await snapshotClient(clientDir);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, CLIENT_DIR: clientDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', RECIPIENT_DAILY_LIMIT: '0' }, // benches send many gifts to one address
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    clientBuiltAt,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

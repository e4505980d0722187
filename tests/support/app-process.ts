import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from './postgres-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 30_000;

/** One app process as production runs it (server/main.ts), on its own port. */
export interface AppProcess {
  url: string; // http://127.0.0.1:PORT
  port: number;
  /** Ends it at once, as a crash or `kill -9` would: no shutdown hook runs. */
  kill(): Promise<void>;
  /** Asks it to shut down (SIGTERM) and waits until it has. */
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx server/main.ts` with `env` on a free port and resolves once it
 * logged that it listens (it migrates its database before that). Its log lines at warn and
 * above are passed through, so a test that fails shows why.
 */
export async function startAppProcess(env: Record<string, string>, nodeFlags: readonly string[] = []): Promise<AppProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = readline.createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`the app exited with ${code} before listening`)));
    lines.on('line', (line) => {
      if (line.includes('Puzzle Gift is running')) {
        clearTimeout(timer);
        resolve();
      } else if (/"level":[5-6]0/.test(line)) process.stderr.write(`[app :${port}] ${line}\n`); // errors and fatals
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (alive()) child.kill('SIGTERM');
      await exited;
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from './free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 30_000;

/** How an app process ended. */
export interface AppExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One app process as production runs it (server/main.ts), on its own port. */
export interface AppProcess {
  url: string; // http://127.0.0.1:PORT
  port: number;
  /** Ends it at once, as a crash or `kill -9` would: no shutdown hook runs. */
  kill(): Promise<void>;
  /** Asks it to shut down (SIGTERM) and waits until it has; answers how it ended. */
  stop(): Promise<AppExit>;
}

/**
 * Starts `node --import tsx server/main.ts` with `env` on a free port and resolves once it answers
 * /api/health (it migrates its database before it listens). Its log lines at error and above
 * are passed through, so a test that fails shows why; `LOG_LEVEL` (default warn) is the caller's.
 */
export async function startAppProcess(env: Record<string, string>, nodeFlags: readonly string[] = []): Promise<AppProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<AppExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // Read every line (a full pipe would stall the process), and show its errors.
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (/"level":[5-6]0/.test(line)) process.stderr.write(`[app :${port}] ${line}\n`);
  });
  await untilHealthy(`http://127.0.0.1:${port}/api/health`, exited);
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
      return exited;
    },
  };
}

/** Asks every 50 ms until the app answers; fails if it exits first or takes too long. */
async function untilHealthy(url: string, exited: Promise<unknown>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error('the app exited before it answered');
    if (Date.now() > deadline) throw new Error(`the app did not answer within ${START_TIMEOUT_MS} ms`);
    const healthy = await fetch(url).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import { SERVER_NODE_FLAGS } from './server-flags';
import { spawn } from 'node:child_process';
import readline from 'node:readline';

/** What the server process measured about itself between two asks (bench/lib/server-process.ts). */
export interface ServerStats {
  loopDelayP50Ms: number; // how late its event loop ran a 5 ms timer: time it was blocked or starved of CPU
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  cpuCores: number; // CPU time used per wall-clock time (all its threads: libvips and the thread pool included)
}

/** Starts bench/lib/server-process.ts and answers its URL once it listens. */
export async function startChildServer(): Promise<{ url: string; origin: string; stats(): Promise<ServerStats>; stop(): void }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'bench/lib/server-process.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { url, origin } = JSON.parse(first) as { url: string; origin: string };
  return {
    url,
    origin,
    /** Its event-loop delay and CPU use since the previous call (or its start). */
    stats: () =>
      new Promise<ServerStats>((resolve) => {
        lines.once('line', (line) => resolve(JSON.parse(line) as ServerStats));
        child.stdin.write('stats\n');
      }),
    stop: () => child.kill('SIGTERM'),
  };
}

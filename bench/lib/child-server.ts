import { spawn } from 'node:child_process';
import readline from 'node:readline';

/** Starts bench/lib/server-process.ts and answers its URL once it listens. */
export async function startChildServer(): Promise<{ url: string; origin: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/server-process.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { url, origin } = JSON.parse(first) as { url: string; origin: string };
  return { url, origin, stop: () => child.kill('SIGTERM') };
}

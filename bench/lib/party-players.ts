import { spawn } from 'node:child_process';
import readline from 'node:readline';
import type { PlayersJob, PlayersOutcome } from './party-players-process';

export interface PlayersProcess {
  start(): void;
  outcome: Promise<PlayersOutcome>;
  kill(): void;
}

/** Starts bench/lib/party-players-process.ts on `job`; resolves once every one of its players joined. */
export async function startPlayers(job: PlayersJob): Promise<PlayersProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/party-players-process.ts', JSON.stringify(job)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout, crlfDelay: Infinity });
  const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`the players' process exited with ${code}`))));
  exited.catch(() => {}); // observed through the races below only
  const nextLine = () => Promise.race([new Promise<string>((resolve) => lines.once('line', resolve)), exited]);
  await nextLine(); // {"ready":true}
  const outcome = nextLine().then((line) => JSON.parse(line) as PlayersOutcome);
  outcome.catch(() => {});
  return {
    start: () => child.stdin.write('start\n'),
    outcome,
    kill: () => child.kill('SIGTERM'),
  };
}

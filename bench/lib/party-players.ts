import os from 'node:os';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import type { PlayersJob, PlayersOutcome } from './party-players-process';

export interface PlayersProcess {
  start(): void;
  outcome: Promise<PlayersOutcome>;
  kill(): void;
}

/**
 * The players' processes run at a lower CPU priority than the servers. On people's phones the
 * clients do not share the server's cores; here 400 of them do, and at equal priority the kernel
 * handed their bursts the CPU while the server's event loop waited, which showed as server
 * stalls of up to 0.9 s (gaps in its CPU profile, not work). Niced, the server runs when it has
 * work and the players absorb the wait: every figure is still timed on the players' clocks, so
 * their own delay (printed as their event-loop delay) still counts against the server.
 */
const PLAYERS_NICENESS = 10;

/** Starts bench/lib/party-players-process.ts on `job`; resolves once every one of its players joined. */
export async function startPlayers(job: PlayersJob): Promise<PlayersProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/party-players-process.ts', JSON.stringify(job)], { stdio: ['pipe', 'pipe', 'inherit'] });
  if (child.pid) os.setPriority(child.pid, PLAYERS_NICENESS);
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

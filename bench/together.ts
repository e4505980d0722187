import { startPostgres } from '../tests/support/postgres-server';
import { startRedis } from '../tests/support/redis-server';
import { watchCpuShare } from './lib/cpu-share';
import { deploy, ORIGIN, type Deployment } from './lib/deployment';
import { judgeParties, type PartyVerdict } from './lib/party-checks';
import { startPlayers } from './lib/party-players';
import type { PlayersOutcome } from './lib/party-players-process';
import { createGifts, startParty, type BenchParty } from './lib/party-setup';
import { appPid, cpuSeconds, residentBytes } from './lib/app-process-stats';
import type { BenchResult } from './lib/result';
import { BENCH_METRICS_TOKEN, watchServerLoop } from './lib/server-loop';
import { fmt, percentile } from './lib/stats';

// TOGETHER_PARTIES and TOGETHER_SECONDS shrink a run to try the benchmark itself; its goals are for 50 and 20.
const PARTIES = Number(process.env.TOGETHER_PARTIES ?? 50);
const PLAYERS = 8; // per party: 2 moves and 10 cursor updates a second each
const SECONDS = Number(process.env.TOGETHER_SECONDS ?? 20); // timed, after the warm-up
// Played first and printed apart, as the coins bench does: the servers' first seconds of parties
// (the move path compiled by the JIT, the first collections) are start-up, not the steady state.
const WARM_UP_SECONDS = 3;
const PLAYING_MS = (WARM_UP_SECONDS + SECONDS) * 1000;
const PLAYER_PROCESSES = 2; // the clients' event loops: the parties are shared out between them
const KILL_AFTER_MS = (WARM_UP_SECONDS + SECONDS / 2) * 1000;

interface Run {
  label: string;
  moveLatencies: number[];
  cursorLatencies: number[];
  answerLatencies: number[];
  warmUp: string; // the same figures for what was sent in the warm-up
  verdict: PartyVerdict;
  backInPlayMs: number[]; // per player cut off by the kill: until its next move was answered
  rejoinMs: number[]; // per player cut off: until it was in the party again, caught up
  strandedPlayers: number; // cut off and never answered again
  cutOff: number; // players whose connection was lost
  bytesPerParty: number; // the server processes' resident memory, parties and players in, per party
  cpu: string;
  playersLoops: string; // the players' processes' event-loop delay while playing
  serverLoops: string; // the servers' event-loop delay while playing (from their /metrics)
}

/**
 * `npm run bench -- together` (issue 20): 50 parties of 8 real socket.io-client players, each player
 * making 2 moves (chosen from its own copy of the board, so some conflict) and 10 cursor updates
 * a second for 3 s of warm-up, then 20 s timed: on one process (SQLite); on two processes
 * through Redis (PostgreSQL), half of each party's players on each; and on two processes, one
 * killed with SIGKILL halfway, its players going on through the other. Timed: a move from its sending to each other player's receipt, a
 * cursor update likewise. Checked against the server's database at the end: every copy equals the
 * server's board, no answered move is missing from the log, none is applied twice.
 */
export async function benchTogether(): Promise<BenchResult[]> {
  const env = { METRICS_TOKEN: BENCH_METRICS_TOKEN }; // the servers' event-loop delay is read from their /metrics
  const one = await run('one process, SQLite', await deploy({ processes: 1, env }), false);
  const postgres = await startPostgres();
  const redis = await startRedis();
  try {
    const shared = { postgresUrl: postgres.url, redisUrl: redis.url };
    const two = await run('two processes, PostgreSQL + Redis', await deploy({ processes: 2, shared, env }), false);
    const killed = await run('two processes, one killed halfway', await deploy({ processes: 2, shared, env }), true);
    return judge(one, two, killed);
  } finally {
    await redis.stop();
    postgres.stop();
  }
}

async function run(label: string, deployment: Deployment, kill: boolean): Promise<Run> {
  try {
    const urls = deployment.urls();
    const pids = deployment.apps.map((app) => appPid(app.port));
    const gifts = await createGifts(urls, ORIGIN, PARTIES);
    const memory = () => pids.reduce<number>((sum, pid) => sum + residentBytes(pid), 0);
    const before = memory();
    const parties: BenchParty[] = [];
    for (const [index, gift] of gifts.entries()) parties.push(await startParty(urls[index % urls.length] as string, ORIGIN, gift));
    const share = Math.ceil(PARTIES / PLAYER_PROCESSES);
    const processes = await Promise.all(
      Array.from({ length: PLAYER_PROCESSES }, (_, index) =>
        startPlayers({ parties: parties.slice(index * share, (index + 1) * share), players: PLAYERS, urls, origin: ORIGIN, warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS, firstAddress: 2 }),
      ),
    );
    const bytesPerParty = (memory() - before) / PARTIES;
    const cpu = cpuDuringPlay(pids);
    const serverLoops = await Promise.all(urls.map(watchServerLoop));
    for (const players of processes) players.start();
    if (kill) {
      await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
      await deployment.apps[0]?.kill();
    }
    const serverLoopsEnd = kill ? null : new Promise<string>((resolve) => setTimeout(() => void Promise.all(serverLoops.map((loop) => loop.end())).then((each) => resolve(each.join('; '))), PLAYING_MS));
    const outcomes: PlayersOutcome[] = await Promise.all(processes.map((players) => players.outcome));
    const reports = outcomes.flatMap((outcome) => outcome.players);
    const verdict = await judgeParties(deployment, reports);
    const cutOff = reports.filter((report) => report.disconnects > 0);
    const result: Run = {
      label,
      moveLatencies: outcomes.flatMap((outcome) => outcome.timed.move),
      cursorLatencies: outcomes.flatMap((outcome) => outcome.timed.cursor),
      answerLatencies: outcomes.flatMap((outcome) => outcome.timed.answer),
      warmUp: `move → others ${spread(outcomes.flatMap((outcome) => outcome.warmUp.move))}, cursor → others ${spread(outcomes.flatMap((outcome) => outcome.warmUp.cursor))}`,
      verdict,
      backInPlayMs: cutOff.flatMap((report) => report.backInPlayMs),
      rejoinMs: cutOff.flatMap((report) => report.rejoinMs),
      cutOff: cutOff.length,
      strandedPlayers: cutOff.filter((report) => report.backInPlayMs.length < report.disconnects).length,
      bytesPerParty,
      cpu: await cpu,
      serverLoops: (await serverLoopsEnd) ?? 'not read (a process was killed)',
      playersLoops: outcomes.map(({ loopDelayMs: { p50, p99, max } }) => `p50 ${p50} / p99 ${p99} / max ${max} ms`).join('; '),
    };
    console.log(`  ${label}: ${describe(result)}`);
    return result;
  } finally {
    await deployment.stop();
  }
}

/** Who used the CPU while the players played (sampled as play ends, while every process is still alive). */
function cpuDuringPlay(pids: readonly (number | null)[]): Promise<string> {
  const share = watchCpuShare();
  const from = pids.map(cpuSeconds);
  const started = performance.now();
  return new Promise((resolve) =>
    setTimeout(() => {
      const seconds = (performance.now() - started) / 1000;
      const servers = pids.map((pid, index) => (cpuSeconds(pid) - (from[index] as number)) / seconds);
      const each = servers.map((cores) => (Number.isFinite(cores) ? fmt(cores, 2) : 'killed')).join(' + ');
      const used = share();
      const machine = used ? `this benchmark ${fmt(used.ours, 2)} of ${used.cores} cores in all, others ${fmt(used.others, 2)}` : 'the machine unknown';
      resolve(`CPU while playing: server ${each} cores, ${machine}`);
    }, PLAYING_MS - 200),
  );
}

const spread = (samples: readonly number[]) =>
  `p50 ${fmt(percentile(samples, 50), 1)} / p95 ${fmt(percentile(samples, 95), 1)} / p99 ${fmt(percentile(samples, 99), 1)} ms (${samples.length} deliveries)`;

function describe(run: Run): string {
  const { verdict } = run;
  const refused = Object.entries(verdict.refused).map(([why, count]) => `${count} ${why}`).join(', ') || 'none';
  return (
    `move → others ${spread(run.moveLatencies)}; cursor → others ${spread(run.cursorLatencies)}; move → its answer ${spread(run.answerLatencies)}; in the ${WARM_UP_SECONDS} s warm-up before: ${run.warmUp}; ` +
    `${verdict.moves} moves applied, refused: ${refused}, ${verdict.unanswered} never answered; ${verdict.disconnects} connections lost (${Object.entries(verdict.disconnectReasons).map(([why, count]) => `${count} ${why}`).join(', ') || 'none'}); ` +
    `${verdict.differing} of ${verdict.players} boards differ from the server's, ${verdict.missed} moves missed, ${verdict.snapshots} snapshot catch-ups; ` +
    `${verdict.lost} lost, ${verdict.twice} applied twice, ${verdict.gaps} log gaps; ${fmt(run.bytesPerParty / 1024, 0)} KiB per party; ${run.cpu}; ` +
    `event-loop delay while playing: the servers' ${run.serverLoops}, the players' processes' ${run.playersLoops}`
  );
}

const boardsHold = (verdict: PartyVerdict) => verdict.differing === 0 && verdict.missed === 0 && verdict.lost === 0 && verdict.twice === 0 && verdict.gaps === 0;

function latencyResult(name: string, samples: readonly number[], goalMs: number, run: Run): BenchResult {
  const p99 = percentile(samples, 99);
  const boards = `${run.verdict.differing} of ${run.verdict.players} boards differ from the server's`;
  return { name, ratio: p99 / goalMs, detail: `${spread(samples)} after a ${WARM_UP_SECONDS} s warm-up (in it: ${run.warmUp}); ${boards}; ${run.cpu}; event-loop delay: servers ${run.serverLoops}, players ${run.playersLoops}`, goal: `p99 <= ${goalMs} ms and every board the server's (ratio < 1)`, ok: p99 <= goalMs && boardsHold(run.verdict) };
}

function judge(one: Run, two: Run, killed: Run): BenchResult[] {
  const worst = Math.max(0, ...killed.backInPlayMs);
  const { verdict } = killed;
  return [
    latencyResult(`together: move → the other players, ${PARTIES} parties x ${PLAYERS}, one process`, one.moveLatencies, 100, one),
    latencyResult(`together: cursor → the other players, one process`, one.cursorLatencies, 100, one),
    latencyResult(`together: move → the other players, two processes through Redis`, two.moveLatencies, 150, two),
    latencyResult(`together: cursor → the other players, two processes through Redis`, two.cursorLatencies, 150, two),
    {
      name: 'together: one of two processes killed halfway',
      ratio: worst / 5_000,
      detail:
        `${killed.cutOff} players cut off: in the party again through the other process within ${fmt(Math.max(0, ...killed.rejoinMs), 0)} ms (p50 ${fmt(percentile(killed.rejoinMs, 50), 0)}, ${killed.rejoinMs.length} players), ` +
        `playing again (next move answered) within ${fmt(worst, 0)} ms (p50 ${fmt(percentile(killed.backInPlayMs, 50), 0)}), ${killed.strandedPlayers} not within the run; ${verdict.lost} moves lost, ${verdict.twice} applied twice, ${verdict.missed} missed, ${verdict.differing} of ${verdict.players} boards differ, ${verdict.unanswered} moves never answered (sent into the dying connection)`,
      goal: 'every player back within 5 s, 0 lost, 0 applied twice, every board the server\'s (ratio < 1)',
      ok: worst <= 5_000 && killed.strandedPlayers === 0 && killed.backInPlayMs.length > 0 && boardsHold(verdict),
    },
    {
      name: 'together: server memory per party (resident, 8 players in)',
      ratio: one.bytesPerParty / 1024 / 1024,
      detail: `${fmt(one.bytesPerParty / 1024, 0)} KiB per party on one process; ${fmt(two.bytesPerParty / 1024, 0)} KiB per party over two (both processes)`,
      goal: 'measured (ratio: MiB per party)',
      ok: Number.isFinite(one.bytesPerParty),
    },
  ];
}

import readline from 'node:readline';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fmt } from './stats';
import { newPartyClock, startPlayer, type Latencies, type PartyClock, type Player, type PlayerReport } from './party-player';

/**
 * The players of some parties of bench/together.ts, in a process of their own (the benchmark
 * spreads its parties over a few, so no one event loop carries every client: clients on people's
 * phones do not share one). Every player of a party is in the same process, so a move's or a
 * cursor's trip from one player to the others is timed on one clock.
 *
 * Argument: PlayersJob as JSON. Protocol (JSON lines on stdout, words on stdin): `{"ready":true}`
 * once every player joined; `start` plays for `warmUpSeconds`, then for `seconds` timed, then
 * each player asks for what it missed, and the process answers one PlayersOutcome line and exits.
 */
export interface PlayersJob {
  parties: { partyId: string; inviteToken: string; hostKey: string }[];
  players: number; // per party: the host, then guests
  urls: string[]; // player i of a party starts on urls[i % urls.length]
  origin: string;
  warmUpSeconds: number; // played before the timed seconds (the servers' first seconds of parties: JIT, first collections)
  seconds: number;
  firstAddress: number; // players speak from 127.0.0.<firstAddress + n>
}

export interface PlayersOutcome {
  timed: Latencies; // of what was sent in the timed seconds
  warmUp: Latencies; // of what was sent before them
  players: PlayerReport[];
  loopDelayMs: { p50: number; p99: number; max: number }; // this process's event loop while playing: what its own clock adds to every figure
}

const job = JSON.parse(process.argv[2] ?? '{}') as PlayersJob;
const players: Player[] = [];
const clocks: PartyClock[] = [];
// A few parties at a time; in each, the host first, then its guests together, as they come in by its link.
const JOINING_AT_ONCE = 5;
const joinParty = async (party: PlayersJob['parties'][number], partyIndex: number) => {
  const clock = newPartyClock();
  clocks.push(clock);
  const seat = (index: number): Player => {
    const host = index === 0;
    const player = startPlayer(
      {
        partyId: party.partyId,
        token: host ? party.hostKey : party.inviteToken,
        name: host ? null : `Guest ${index}`,
        urls: [...job.urls.slice(index % job.urls.length), ...job.urls.slice(0, index % job.urls.length)],
        origin: job.origin,
        localAddress: `127.0.0.${job.firstAddress + ((partyIndex * job.players + index) % 200)}`,
        seed: partyIndex * 100 + index + 1,
      },
      clock,
    );
    players.push(player);
    return player;
  };
  await seat(0).joined;
  await Promise.all(Array.from({ length: job.players - 1 }, (_, guest) => seat(guest + 1).joined));
};
for (let from = 0; from < job.parties.length; from += JOINING_AT_ONCE) {
  await Promise.all(job.parties.slice(from, from + JOINING_AT_ONCE).map((party, offset) => joinParty(party, from + offset)));
}
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

await new Promise<void>((resolve) => readline.createInterface({ input: process.stdin }).once('line', () => resolve()));
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const timedFrom = performance.now() + job.warmUpSeconds * 1000;
for (const clock of clocks) clock.timedFrom = timedFrom;
for (const player of players) player.play();
await new Promise((resolve) => setTimeout(resolve, (job.warmUpSeconds + job.seconds) * 1000));
for (const player of players) player.stopPlaying();
loopDelay.disable();
const nsToMs = (ns: number) => Number(fmt(ns / 1e6, 1));
await new Promise((resolve) => setTimeout(resolve, 5_000)); // the last answers and deliveries
await Promise.all(players.map((player) => player.settle().catch((error: unknown) => console.error(`  settle: ${String(error)}`))));

/** Every party's latencies together, to a tenth of a millisecond (the line stays short). */
function gathered(each: Latencies[]): Latencies {
  const rounded = (pick: (latencies: Latencies) => number[]) => each.flatMap((latencies) => pick(latencies).map((ms) => Number(fmt(ms, 1))));
  return { move: rounded((l) => l.move), cursor: rounded((l) => l.cursor), answer: rounded((l) => l.answer) };
}

const outcome: PlayersOutcome = {
  timed: gathered(clocks.map((clock) => clock.timed)),
  warmUp: gathered(clocks.map((clock) => clock.warmUp)),
  players: players.map((player) => player.report),
  loopDelayMs: { p50: nsToMs(loopDelay.percentile(50)), p99: nsToMs(loopDelay.percentile(99)), max: nsToMs(loopDelay.max) },
};
const line = JSON.stringify(outcome); // before the sockets close: closing is no lost connection
for (const player of players) player.close();
// A pipe takes a long line in pieces: exit only once all of it is written.
process.stdout.write(`${line}\n`, () => process.exit(0));

import { io, type Socket } from 'socket.io-client';
import { boardFromWire } from '../../contract/party-board';
import type { PartyJoinAck, PartyMoveAck, PartyMoved, PartySnapshot, PartySyncAck } from '../../contract/party';
import { REALTIME_PROTOCOL_VERSION, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/realtime';
import { applyPartyMove, type PartyBoard } from '../../game/rules/party';
import { seededRandom } from '../../game/rules/random';
import { benchMove, moveKey } from './party-moves';

type PartySocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Latencies in ms: a move sent → each other player received it; a cursor update likewise; a move sent → its mover has the referee's answer. */
export interface Latencies {
  move: number[];
  cursor: number[];
  answer: number[];
}

/** What the players of one party in this process share: when each move and cursor update left, and how long it took. */
export interface PartyClock {
  moveSentAt: Map<string, number>; // by moveKey: when its mover sent it (answered or not: a late answer still counts)
  cursorSentAt: Map<string, Float64Array>; // by player id, then k: when cursor k of that player left (no key string built for each of a run's 500,000 deliveries)
  timedFrom: number; // what is sent from this performance.now() on is timed; before it, the warm-up's
  timed: Latencies;
  warmUp: Latencies;
}

const noLatencies = (): Latencies => ({ move: [], cursor: [], answer: [] });
export const newPartyClock = (): PartyClock => ({ moveSentAt: new Map(), cursorSentAt: new Map(), timedFrom: Infinity, timed: noLatencies(), warmUp: noLatencies() });
const latenciesOf = (clock: PartyClock, sentAt: number): Latencies => (sentAt >= clock.timedFrom ? clock.timed : clock.warmUp);

export interface PlayerSeat {
  partyId: string;
  token: string; // the host key (the recipient) or the invite token (a guest)
  name: string | null; // a guest's name; null for the host
  urls: string[]; // the processes it may reach: the first, then the next whenever it loses one
  origin: string;
  localAddress: string; // the loopback address it speaks from (a household of its own)
  seed: number;
}

/** What a player did and saw, for the benchmark's checks. */
export interface PlayerReport {
  partyId: string;
  playerId: string;
  board: PartyBoard | null;
  seq: number;
  applied: number[]; // seqs applied, in order (a snapshot taken instead of moves leaves a gap, counted in `snapshots`)
  snapshots: number;
  sent: number;
  acked: number[]; // seqs its moves were applied at
  refused: Record<string, number>;
  unanswered: number; // moves whose answer never came (sent into a connection that died)
  duplicates: number; // moves delivered again (recovery, then sync): ignored by seq
  disconnects: number;
  disconnectReasons: Record<string, number>; // 'io server disconnect': the server sent it away (a flood, by its count)
  backInPlayMs: number[]; // per disconnect: until its next move was answered
  rejoinMs: number[]; // per disconnect: until it was back in the party (recovered or joined again) and caught up
  recovered: number; // reconnections that recovered their session (no join needed)
  rejoinFailures: number; // joins or catch-ups after a reconnection that failed (then tried again)
  diverged?: string; // the first server move that did not apply to this copy
}

// A player's cursor goes through this many positions in turn (x = k / CURSOR_STEPS): its position tells which update arrived.
const CURSOR_STEPS = 1000;
// A move's answer, however late, is an answer (a move cut off with its connection fails at once).
const ACK_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 30_000; // the last look
const JOIN_TIMEOUT_MS = 30_000; // a join comes with the party's snapshot and its players told: slower when 400 come at once

/**
 * One player as the party page plays: a socket, a copy of the board kept by applying the
 * server's moves in seq order (a gap is filled with 'party:sync'), moves chosen from that copy
 * (so a copy one move behind conflicts), and cursor updates. When its process goes away it
 * reconnects to the next URL, as a load balancer would send it, and catches up from its seq.
 */
export function startPlayer(seat: PlayerSeat, clock: PartyClock) {
  const random = seededRandom(seat.seed);
  const socket: PartySocket = io(seat.urls[0] as string, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 1_000,
    extraHeaders: { origin: seat.origin },
    localAddress: seat.localAddress,
    auth: { protocol: REALTIME_PROTOCOL_VERSION },
  } as Parameters<typeof io>[1]);
  let urlIndex = 0;
  socket.io.on('reconnect_attempt', () => {
    urlIndex = (urlIndex + 1) % seat.urls.length;
    (socket.io as unknown as { uri: string }).uri = seat.urls[urlIndex] as string;
  });

  const report: PlayerReport = {
    partyId: seat.partyId, playerId: '', board: null, seq: 0, applied: [], snapshots: 0, sent: 0, acked: [], refused: {},
    unanswered: 0, duplicates: 0, disconnects: 0, disconnectReasons: {}, backInPlayMs: [], rejoinMs: [], recovered: 0, rejoinFailures: 0,
  };
  let playerKey: string | undefined;
  let ready = false;
  let lostAt: number | null = null;
  let cursor = 0;
  let cursorsSent: Float64Array = new Float64Array(CURSOR_STEPS); // replaced once its id is known (joining)
  // Which tenth of each half second this player moves in. All in the first tenth, 400 players made
  // bursts of 400 moves in 100 ms then none for 400 ms, a rhythm no set of real parties keeps.
  let ticks = Math.floor(random() * 5);
  const waiting = new Map<number, PartyMoved>(); // arrived ahead of a gap

  const takeSnapshot = (snapshot: PartySnapshot) => {
    report.board = boardFromWire(snapshot.board, snapshot.puzzle);
    report.seq = snapshot.seq;
  };

  const apply = (moved: PartyMoved) => {
    const result = applyPartyMove(report.board as PartyBoard, moved.move);
    if (!result.ok) {
      // The copy went astray: it is reported as differing from the server's (report.diverged says where).
      report.diverged ??= `move ${moved.seq}: ${result.reason}`;
      return;
    }
    report.board = result.board;
    report.seq = moved.seq;
    report.applied.push(moved.seq);
  };

  const receive = (moved: PartyMoved, live: boolean) => {
    if (live && moved.playerId !== report.playerId) {
      const sentAt = clock.moveSentAt.get(moveKey(moved.playerId, moved.move));
      if (sentAt !== undefined) latenciesOf(clock, sentAt).move.push(performance.now() - sentAt);
    }
    if (report.diverged) return; // nothing more applies to a copy gone astray
    if (report.board === null || moved.seq > report.seq + 1) {
      waiting.set(moved.seq, moved);
      if (report.board !== null) catchUp().catch(() => {}); // a failed look is retried at the next gap, and at the end
      return;
    }
    if (moved.seq <= report.seq) return void (report.duplicates += 1);
    apply(moved);
    for (let next = waiting.get(report.seq + 1); next; next = waiting.get(report.seq + 1)) {
      waiting.delete(next.seq);
      apply(next);
    }
    for (const seq of waiting.keys()) if (seq <= report.seq) waiting.delete(seq);
  };

  let syncing: Promise<void> | null = null;
  const catchUp = (patience = ACK_TIMEOUT_MS): Promise<void> =>
    (syncing ??= (async () => {
      try {
        const answer = (await socket.timeout(patience).emitWithAck('party:sync', { since: report.seq })) as PartySyncAck;
        if (!answer.ok) throw new Error(answer.error);
        if ('moves' in answer) answer.moves.forEach((moved) => receive(moved, false));
        else {
          report.snapshots += 1;
          takeSnapshot(answer.snapshot);
        }
      } finally {
        syncing = null;
      }
    })());

  const join = async () => {
    const request = { partyId: seat.partyId, token: seat.token, ...(playerKey && { playerKey }), ...(seat.name && !playerKey && { name: seat.name }) };
    const answer = (await socket.timeout(JOIN_TIMEOUT_MS).emitWithAck('party:join', request)) as PartyJoinAck;
    if (!answer.ok) throw new Error(`party ${seat.partyId}: join refused: ${answer.error}`);
    report.playerId = answer.you.playerId;
    cursorsSent = clock.cursorSentAt.get(report.playerId) ?? new Float64Array(CURSOR_STEPS);
    clock.cursorSentAt.set(report.playerId, cursorsSent);
    playerKey = answer.you.playerKey;
    if (report.board === null) takeSnapshot(answer.snapshot);
    if (answer.snapshot.seq > report.seq || waiting.size > 0) await catchUp();
  };

  let joinedOnce = false;
  const joined = new Promise<void>((resolve, reject) => {
    // Back in the party after a connection: a recovered session only catches up; a new one joins again.
    // A failure after the first join is tried again while connected, as the party page does.
    const comeBack = (recovered: boolean) => {
      const back = recovered ? catchUp().then(() => void (report.recovered += 1)) : join();
      back.then(
        () => {
          if (joinedOnce && lostAt !== null) report.rejoinMs.push(performance.now() - lostAt);
          joinedOnce = true;
          ready = true;
          resolve();
        },
        (error: unknown) => {
          if (!joinedOnce) return reject(error instanceof Error ? error : new Error(String(error)));
          report.rejoinFailures += 1;
          setTimeout(() => socket.connected && !ready && comeBack(false), 250);
        },
      );
    };
    socket.on('connect', () => comeBack(socket.recovered));
    socket.on('connect_error', (error) => {
      if (lostAt === null && !socket.active) reject(error);
    });
  });
  socket.on('disconnect', (reason) => {
    ready = false;
    report.disconnects += 1;
    report.disconnectReasons[reason] = (report.disconnectReasons[reason] ?? 0) + 1;
    lostAt = performance.now();
  });
  socket.on('party:moved', (moved) => receive(moved, true));
  socket.on('party:cursors', (batch) => {
    const now = performance.now();
    for (const { playerId, x } of batch) {
      if (playerId === report.playerId) continue;
      const sentAt = clock.cursorSentAt.get(playerId)?.[Math.round(x * CURSOR_STEPS)];
      if (sentAt) latenciesOf(clock, sentAt).cursor.push(now - sentAt);
    }
  });

  const sendMove = () => {
    const move = benchMove(report.board as PartyBoard, random);
    if (move === null) return;
    const sentAt = performance.now();
    clock.moveSentAt.set(moveKey(report.playerId, move), sentAt);
    const lostBefore = lostAt;
    report.sent += 1;
    socket.timeout(ACK_TIMEOUT_MS).emit('party:move', { seq: report.seq, move }, (error: Error | null, answer?: PartyMoveAck) => {
      if (error || !answer) return void (report.unanswered += 1);
      latenciesOf(clock, sentAt).answer.push(performance.now() - sentAt);
      // Any answer, applied or refused, is the party going on for this player.
      if (lostBefore !== null && report.backInPlayMs.length < report.disconnects) report.backInPlayMs.push(performance.now() - lostBefore);
      if (!answer.ok) return void (report.refused[answer.refusal] = (report.refused[answer.refusal] ?? 0) + 1);
      report.acked.push(answer.seq);
    });
  };

  /** One tenth of a second of play: a cursor update, and every fifth time a move. */
  const tick = () => {
    if (!ready) return;
    cursor = (cursor + 1) % CURSOR_STEPS;
    cursorsSent[cursor] = performance.now();
    socket.emit('party:cursor', { x: cursor / CURSOR_STEPS, y: 0.5 });
    if (ticks++ % 5 === 0) sendMove();
  };

  let timer: NodeJS.Timeout | null = null;
  return {
    joined,
    report,
    /** Starts playing after up to 100 ms, so a party's players do not all speak in the same millisecond. */
    play() {
      setTimeout(() => (timer = setInterval(tick, 100)), random() * 100);
    },
    stopPlaying() {
      if (timer) clearInterval(timer);
    },
    /** The last moves, asked for once play has stopped (one delivered after the last look would be missed otherwise). */
    async settle() {
      for (let attempt = 0; attempt < 100 && !ready; attempt++) await new Promise((resolve) => setTimeout(resolve, 100)); // back in, if it was cut off
      for (let attempt = 0; ; attempt++) {
        try {
          return await catchUp(SETTLE_TIMEOUT_MS);
        } catch (error) {
          if (attempt >= 2) throw error;
        }
      }
    },
    close: () => socket.close(),
  };
}

export type Player = ReturnType<typeof startPlayer>;

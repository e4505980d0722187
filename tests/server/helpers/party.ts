import { io, type Socket } from 'socket.io-client';
import { groupOf } from '../../../game/rules/jigsaw';
import { applyPartyMove, jigsawOf, type PartyBoard, type PartyMove } from '../../../game/rules/party';
import type { PartyJoinAck, PartyJoinRequest, PartyMoveAck, PartyMoved, PartySnapshot, PartyStarted, PartySyncAck } from '../../../contract/party';
import { REALTIME_PROTOCOL_VERSION, type ClientToServerEvents, type ServerToClientEvents } from '../../../contract/realtime';
import { TEST_ORIGIN, type TestApp } from './app';

export type PartySocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** POST /api/puzzles/:id/party, expecting 201. */
export async function startParty(t: TestApp, puzzleId: string): Promise<PartyStarted> {
  const response = await t.request({ method: 'POST', url: `/api/puzzles/${puzzleId}/party` });
  if (response.statusCode !== 201) throw new Error(`party start failed: ${response.statusCode} ${response.body}`);
  return response.json<PartyStarted>();
}

/** A client's copy of the board, from a snapshot (the jigsaw's grid comes with the puzzle). */
export function boardOf(snapshot: PartySnapshot): PartyBoard {
  if (snapshot.board.kind === 'swap') return { kind: 'swap', order: snapshot.board.order.slice() };
  const jigsaw = snapshot.puzzle.jigsaw;
  if (!jigsaw) throw new Error('a jigsaw board without its jigsaw');
  return { kind: 'jigsaw', grid: { rows: jigsaw.rows, columns: jigsaw.columns }, rotation: jigsaw.rotation, save: snapshot.board.save };
}

/** The 'place' move of `piece` as a player sees it on `board` (the accessible path). */
export function placeMove(board: Extract<PartyBoard, { kind: 'jigsaw' }>, piece: number): PartyMove {
  const live = jigsawOf(board);
  const place = live.places[piece] as { x: number; y: number };
  return { kind: 'place', piece, from: [place.x, place.y], turn: live.turns[piece] as number, size: groupOf(live, piece).length };
}

/** The swap that puts the right tile at the first wrong position, as seen on `order`, or null when solved. */
export function fixingSwap(order: readonly number[], from = 0): PartyMove | null {
  for (let a = from; a < order.length; a++) {
    if (order[a] === a) continue;
    const b = order.indexOf(a);
    return { kind: 'swap', a, b, tiles: [order[a] as number, order[b] as number] };
  }
  return null;
}

/**
 * A player (or watcher) on a real socket.io-client connection: records every event it receives
 * (to assert on all of them), and keeps its own board copy from 'party:moved' applied in seq order.
 */
export class PartyClient {
  readonly socket: PartySocket;
  readonly received: { event: string; payload: unknown }[] = [];
  board: PartyBoard | null = null;
  seq = 0;
  private readonly pending = new Map<number, PartyMoved>();
  private waiters: { event: string; match: (payload: unknown) => boolean; resolve: (payload: unknown) => void }[] = [];

  constructor(url: string, options: { reconnection?: boolean } = {}) {
    this.socket = io(url, {
      path: '/socket.io',
      forceNew: true,
      reconnection: options.reconnection ?? false,
      extraHeaders: { origin: TEST_ORIGIN },
      auth: { protocol: REALTIME_PROTOCOL_VERSION },
    });
    this.socket.on('party:moved', (moved) => {
      if (moved.seq <= this.seq) return; // known already (a snapshot had it): applied once
      this.pending.set(moved.seq, moved);
      if (this.board) this.drain();
    });
    // After the handler above (any-listeners run first, so this one is queued behind it).
    this.socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      queueMicrotask(() => {
        const waiting = this.waiters;
        this.waiters = [];
        for (const waiter of waiting) {
          if (waiter.event === event && waiter.match(payload)) waiter.resolve(payload);
          else this.waiters.push(waiter);
        }
      });
    });
  }

  connected(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve();
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  async join(request: PartyJoinRequest): Promise<PartyJoinAck> {
    const ack = (await this.socket.timeout(5_000).emitWithAck('party:join', request)) as PartyJoinAck;
    if (ack.ok) this.reset(ack.snapshot);
    return ack;
  }

  reset(snapshot: PartySnapshot): void {
    this.board = boardOf(snapshot);
    this.seq = snapshot.seq;
    this.drain();
  }

  /** Applies the moves received, in seq order, from the one after the copy's. */
  private drain(): void {
    for (let next = this.pending.get(this.seq + 1); next; next = this.pending.get(this.seq + 1)) {
      this.pending.delete(next.seq);
      const applied = applyPartyMove(this.board as PartyBoard, next.move);
      if (!applied.ok) throw new Error(`a move from the server did not apply: ${applied.reason}`);
      this.board = applied.board;
      this.seq = next.seq;
    }
  }

  move(move: PartyMove, seq = this.seq): Promise<PartyMoveAck> {
    return this.socket.timeout(5_000).emitWithAck('party:move', { seq, move }) as Promise<PartyMoveAck>;
  }

  async sync(): Promise<PartySyncAck> {
    const ack = (await this.socket.timeout(5_000).emitWithAck('party:sync', { since: this.seq })) as PartySyncAck;
    if (ack.ok && 'moves' in ack) ack.moves.forEach((moved) => this.pending.set(moved.seq, moved));
    if (ack.ok && 'snapshot' in ack) this.reset(ack.snapshot);
    this.drain();
    return ack;
  }

  /** Every payload of `event` received so far. */
  all<T>(event: string): T[] {
    return this.received.filter((entry) => entry.event === event).map((entry) => entry.payload as T);
  }

  /** Resolves with the first `event` (received already or yet to come) that matches; fails after a bound. */
  next<T = unknown>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
    const already = this.received.find((entry) => entry.event === event && match(entry.payload as T));
    if (already) return Promise.resolve(already.payload as T);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} arrived`)), timeoutMs);
      this.waiters.push({
        event,
        match: (payload) => match(payload as T),
        resolve: (payload) => {
          clearTimeout(timer);
          resolve(payload as T);
        },
      });
    });
  }

  /** Waits until the copy has applied every move up to `seq`. */
  async caughtUp(seq: number): Promise<void> {
    if (this.seq >= seq) return;
    await this.next<PartyMoved>('party:moved', () => this.seq >= seq);
  }

  close(): void {
    this.socket.close();
  }
}

/** The server's board of a party, as stored. */
export async function serverBoard(t: TestApp, partyId: string): Promise<{ board: PartyBoard; seq: number; status: string }> {
  const row = await t.app.db.selectFrom('parties').select(['board', 'seq', 'status']).where('id', '=', partyId).executeTakeFirstOrThrow();
  return { board: JSON.parse(row.board) as PartyBoard, seq: Number(row.seq), status: row.status };
}

import type { AddressInfo } from 'node:net';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { Move } from '../../../game/rules/board';
import type { CreatedPuzzle, PuzzleBoard, PuzzleEvent } from '../../../contract/schemas/puzzles';
import type { ClientToServerEvents, ServerToClientEvents, WatchAck } from '../../../contract/realtime';
import { REALTIME_PROTOCOL_VERSION } from '../../../contract/realtime';
import { TEST_ORIGIN, type TestApp } from './app';
import { solidJpeg } from './images';
import { puzzleForm, validPuzzleFields } from './multipart';

/**
 * Creates a puzzle through the real endpoint and answers its id and watch token. A jigsaw is
 * asked for with the form's own fields (puzzleType, pieces, rotation) among the overrides.
 */
export async function createPuzzle(
  t: Pick<TestApp, 'request'>,
  overrides: Record<string, string | undefined> = {},
  photo: { width: number; height: number } = { width: 300, height: 300 },
): Promise<CreatedPuzzle> {
  const form = puzzleForm(validPuzzleFields(overrides), { data: await solidJpeg(photo.width, photo.height) });
  const response = await t.request({ method: 'POST', url: '/api/puzzles', payload: form });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<CreatedPuzzle>();
}

export async function getBoard(t: TestApp, id: string, gridSize?: number): Promise<PuzzleBoard> {
  const query = gridSize === undefined ? '' : `?gridSize=${gridSize}`;
  const response = await t.request({ method: 'GET', url: `/api/puzzles/${id}${query}` });
  if (response.statusCode !== 200) throw new Error(`board failed: ${response.statusCode} ${response.body}`);
  return response.json<PuzzleBoard>();
}

/** The recipient's milestones only: 'delivered' comes from the outbox, whenever its worker gets to the mail. */
export function playMilestones<T extends Pick<PuzzleEvent, 'kind'>>(events: readonly T[]): T[] {
  return events.filter((event) => event.kind !== 'delivered' && event.kind !== 'reminded');
}

/** Swaps that solve a board, one piece put in place per move (as a player would). */
export function solvingMoves(start: readonly number[]): Move[] {
  const order = start.slice();
  const moves: Move[] = [];
  for (let position = 0; position < order.length; position++) {
    if (order[position] === position) continue;
    const from = order.indexOf(position);
    moves.push([position, from]);
    [order[position], order[from]] = [order[from] as number, order[position] as number];
  }
  return moves;
}

export function postMoves(t: TestApp, id: string, gridSize: number, moves: readonly Move[], action: 'moves' | 'solve') {
  return t.request({ method: 'POST', url: `/api/puzzles/${id}/${action}`, payload: { gridSize, moves } });
}

/** Listens on a random loopback port (Socket.IO needs a real server) and answers its URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export type WatchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A real socket.io-client connection that records every puzzle event it receives. With
 * `reconnection`, it does what the watch page does after a reconnect that did not recover
 * its session: it watches again and takes the milestones it missed from the snapshot.
 */
export function connectWatcher(
  url: string,
  origin = TEST_ORIGIN,
  protocol: number = REALTIME_PROTOCOL_VERSION,
  options: Partial<ManagerOptions & SocketOptions> = {},
) {
  const socket: WatchSocket = io(url, {
    path: '/socket.io',
    forceNew: true,
    reconnection: false,
    extraHeaders: { origin },
    auth: { protocol },
    ...options,
  });
  const received: PuzzleEvent[] = [];
  const waiters: { match: (event: PuzzleEvent) => boolean; resolve: (event: PuzzleEvent) => void }[] = [];
  const receive = (event: PuzzleEvent) => {
    if (received.some((seen) => seen.puzzleId === event.puzzleId && seen.kind === event.kind)) return; // once each
    received.push(event);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(event)) waiter.resolve(event);
      else waiters.push(waiter);
    }
  };
  socket.on('puzzle:event', receive);
  const watching: { puzzleId: string; watchToken: string }[] = [];
  const watch = (puzzleId: string, watchToken: string) =>
    socket.timeout(5_000).emitWithAck('puzzle:watch', { puzzleId, watchToken }) as Promise<WatchAck>;
  let connectedBefore = false;
  socket.on('connect', () => {
    const reconnect = connectedBefore;
    connectedBefore = true;
    if (!reconnect || socket.recovered) return;
    for (const { puzzleId, watchToken } of watching) {
      void watch(puzzleId, watchToken).then((ack) => ack.ok && ack.snapshot.events.forEach(receive));
    }
  });
  return {
    socket,
    received,
    connected: () =>
      new Promise<void>((resolve, reject) => {
        if (socket.connected) return resolve();
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
    watch(puzzleId: string, watchToken: string) {
      watching.push({ puzzleId, watchToken });
      return watch(puzzleId, watchToken);
    },
    /** Resolves with the first event (already received or yet to come) that matches; fails after a bound. */
    nextEvent(match: (event: PuzzleEvent) => boolean, timeoutMs = 5_000): Promise<PuzzleEvent> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching puzzle event arrived')), timeoutMs);
        waiters.push({ match, resolve: (event) => { clearTimeout(timer); resolve(event); } });
      });
    },
    close: () => socket.close(),
  };
}

import { io, type Socket } from 'socket.io-client';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import { REALTIME_PROTOCOL_VERSION, type ClientToServerEvents, type ServerToClientEvents, type WatchAck } from '../../contract/realtime';
import { solvingMoves } from '../../tests/server/helpers/puzzles';
import { boardOver, createPuzzleOver } from './puzzles';

export type WatchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A watcher as the watch page connects (WebSocket), not reconnecting: a benchmark wants no surprises. */
export function connectWatchSocket(url: string, origin: string): WatchSocket {
  return io(url, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { origin }, auth: { protocol: REALTIME_PROTOCOL_VERSION } });
}

export async function watch(socket: WatchSocket, puzzleId: string, watchToken: string): Promise<void> {
  const ack = (await socket.timeout(10_000).emitWithAck('puzzle:watch', { puzzleId, watchToken })) as WatchAck;
  if (!ack.ok) throw new Error(ack.error);
}

/** Resolves when `socket` receives milestone `kind` of puzzle `id`, with the time it arrived. */
function arrival(socket: WatchSocket, id: string, kind: PuzzleEvent['kind']): Promise<number> {
  return new Promise((resolve) => {
    const onEvent = (event: PuzzleEvent) => {
      if (event.puzzleId !== id || event.kind !== kind) return;
      socket.off('puzzle:event', onEvent);
      resolve(performance.now());
    };
    socket.on('puzzle:event', onEvent);
  });
}

/**
 * Solves puzzle `id` through `url` and answers, for each watcher, the time from the moment the
 * solve request is sent to the moment the watcher receives 'solved'. Progress is reported first,
 * as a real board does, so the solve emits only 'solved'; and the solve waits until every watcher
 * has the progress, as a player takes seconds between two moves: the server answers a request
 * before it has flushed the last copies of an event to many sockets, and a solve sent that very
 * millisecond would be timed waiting for them.
 */
export async function timeSolve(url: string, origin: string, id: string, watchers: readonly WatchSocket[]): Promise<number[]> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const board = await boardOver(url, id);
  const moves = solvingMoves(board.shuffle);
  const progressed = watchers.map((socket) => arrival(socket, id, 'halfway'));
  const progress = await post(`/api/puzzles/${id}/moves`, { gridSize: board.gridSize, moves: moves.slice(0, -1) });
  if (!progress.ok) throw new Error(`progress failed: ${progress.status}`);
  await Promise.all(progressed);
  const solved = watchers.map((socket) => arrival(socket, id, 'solved'));
  const sentAt = performance.now();
  const response = await post(`/api/puzzles/${id}/solve`, { gridSize: board.gridSize, moves });
  if (!response.ok) throw new Error(`solve failed: ${response.status}`);
  return (await Promise.all(solved)).map((at) => at - sentAt);
}

interface Route {
  watchOn: string; // the process the sender's watch page is connected to
  solveOn: string; // the process the recipient's requests reach
  origin: string;
  solves: number;
}

/** One watcher on `watchOn`; `solves` puzzles created and solved through `solveOn`, one after another. */
export async function solveLatencies({ watchOn, solveOn, origin, solves }: Route): Promise<number[]> {
  const socket = connectWatchSocket(watchOn, origin);
  const latencies: number[] = [];
  try {
    for (let n = 0; n < solves; n++) {
      const { id, watchToken } = await createPuzzleOver(solveOn, origin);
      await watch(socket, id, watchToken);
      latencies.push(...(await timeSolve(solveOn, origin, id, [socket])));
    }
    return latencies;
  } finally {
    socket.close();
  }
}

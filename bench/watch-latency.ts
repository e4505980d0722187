import { io, type Socket } from 'socket.io-client';
import type { CreatedPuzzle, PuzzleEvent } from '../contract/schemas/puzzles';
import { REALTIME_PROTOCOL_VERSION, type ClientToServerEvents, type ServerToClientEvents, type WatchAck } from '../contract/realtime';
import { solvingMoves } from '../tests/server/helpers/puzzles';
import { startChildServer } from './lib/child-server';
import { boardOver, createPuzzleOver } from './lib/puzzles';
import { fmt, percentile } from './lib/stats';

type WatchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * 1,000 real Socket.IO clients watch the same puzzles; each solve is timed from
 * the moment the recipient's solve request is sent to the moment each watcher
 * receives 'solved'. The server runs in its own process. Goal: p99 < 50 ms.
 */
export async function benchWatchLatency(watchers = 1000, puzzles = 5) {
  const server = await startChildServer();
  const sockets: WatchSocket[] = [];
  try {
    const created: CreatedPuzzle[] = [];
    for (let i = 0; i < puzzles; i++) created.push(await createPuzzleOver(server.url, server.origin));

    for (let i = 0; i < watchers; i++) {
      sockets.push(
        io(server.url, {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          extraHeaders: { origin: server.origin },
          auth: { protocol: REALTIME_PROTOCOL_VERSION },
        }),
      );
    }
    await Promise.all(
      sockets.flatMap((socket) =>
        created.map(
          ({ id, watchToken }) =>
            new Promise<void>((resolve, reject) =>
              socket.emit('puzzle:watch', { puzzleId: id, watchToken }, (answer: WatchAck) =>
                answer.ok ? resolve() : reject(new Error(answer.error)),
              ),
            ),
        ),
      ),
    );

    const latencies: number[] = [];
    for (const { id } of created) {
      const board = await boardOver(server.url, id);
      const moves = solvingMoves(board.shuffle);
      // Report progress first, as a real player's board does, so the solve emits only 'solved'; and
      // wait until every watcher has the progress, as a player takes seconds between two moves: the
      // server answers a request before it has flushed the last of the 1,000 copies of an event, and
      // a solve sent that very millisecond would be timed waiting for them.
      const progressed = sockets.map((socket) => nextEvent(socket, id, 'halfway'));
      const progress = await fetch(`${server.url}/api/puzzles/${id}/moves`, {
        method: 'POST',
        headers: { origin: server.origin, 'content-type': 'application/json' },
        body: JSON.stringify({ gridSize: board.gridSize, moves: moves.slice(0, -1) }),
      });
      if (!progress.ok) throw new Error(`progress failed: ${progress.status}`);
      await Promise.all(progressed);
      let sentAt = 0;
      const arrivals = sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            const onEvent = (event: PuzzleEvent) => {
              if (event.puzzleId !== id || event.kind !== 'solved') return;
              latencies.push(performance.now() - sentAt);
              socket.off('puzzle:event', onEvent);
              resolve();
            };
            socket.on('puzzle:event', onEvent);
          }),
      );
      sentAt = performance.now();
      const response = await fetch(`${server.url}/api/puzzles/${id}/solve`, {
        method: 'POST',
        headers: { origin: server.origin, 'content-type': 'application/json' },
        body: JSON.stringify({ gridSize: board.gridSize, moves }),
      });
      if (!response.ok) throw new Error(`solve failed: ${response.status}`);
      await Promise.all(arrivals);
    }
    const p99 = percentile(latencies, 99);
    return {
      name: `solve -> watcher notification, ${watchers} watchers`,
      ratio: p99 / 50,
      detail: `p50 ${fmt(percentile(latencies, 50), 1)} ms, p99 ${fmt(p99, 1)} ms over ${latencies.length} deliveries`,
      goal: 'p99 < 50 ms (ratio < 1)',
      ok: p99 < 50,
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    server.stop();
  }
}

/** Resolves when `socket` receives milestone `kind` of puzzle `id`. */
function nextEvent(socket: WatchSocket, id: string, kind: PuzzleEvent['kind']): Promise<void> {
  return new Promise((resolve) => {
    const onEvent = (event: PuzzleEvent) => {
      if (event.puzzleId !== id || event.kind !== kind) return;
      socket.off('puzzle:event', onEvent);
      resolve();
    };
    socket.on('puzzle:event', onEvent);
  });
}

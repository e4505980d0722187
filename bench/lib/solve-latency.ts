import { io, type Socket } from 'socket.io-client';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import { REALTIME_PROTOCOL_VERSION, type ClientToServerEvents, type ServerToClientEvents, type WatchAck } from '../../contract/realtime';
import { solvingMoves } from '../../tests/server/helpers/puzzles';
import { boardOver, createPuzzleOver } from './puzzles';

interface Route {
  watchOn: string; // the process the sender's watch page is connected to
  solveOn: string; // the process the recipient's requests reach
  origin: string;
  solves: number;
}

/**
 * Times each solve from the moment the recipient's solve request is sent to the moment the
 * sender's watcher receives 'solved', one puzzle after another. Progress is reported first,
 * as a real board does, so the solve emits only 'solved'.
 */
export async function solveLatencies({ watchOn, solveOn, origin, solves }: Route): Promise<number[]> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(watchOn, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { origin },
    auth: { protocol: REALTIME_PROTOCOL_VERSION },
  });
  const post = (path: string, body: unknown) =>
    fetch(`${solveOn}${path}`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const latencies: number[] = [];
  try {
    for (let n = 0; n < solves; n++) {
      const { id, watchToken } = await createPuzzleOver(solveOn, origin);
      const ack = (await socket.timeout(5_000).emitWithAck('puzzle:watch', { puzzleId: id, watchToken })) as WatchAck;
      if (!ack.ok) throw new Error(ack.error);
      const board = await boardOver(solveOn, id);
      const moves = solvingMoves(board.shuffle);
      const progress = await post(`/api/puzzles/${id}/moves`, { gridSize: board.gridSize, moves: moves.slice(0, -1) });
      if (!progress.ok) throw new Error(`progress failed: ${progress.status}`);
      let sentAt = 0;
      const arrived = new Promise<number>((resolve) => {
        const onEvent = (event: PuzzleEvent) => {
          if (event.puzzleId !== id || event.kind !== 'solved') return;
          socket.off('puzzle:event', onEvent);
          resolve(performance.now() - sentAt);
        };
        socket.on('puzzle:event', onEvent);
      });
      sentAt = performance.now();
      const solved = await post(`/api/puzzles/${id}/solve`, { gridSize: board.gridSize, moves });
      if (!solved.ok) throw new Error(`solve failed: ${solved.status}`);
      latencies.push(await arrived);
    }
    return latencies;
  } finally {
    socket.close();
  }
}

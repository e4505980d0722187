import type { CreatedPuzzle } from '../contract/schemas/puzzles';
import { startChildServer } from './lib/child-server';
import { createPuzzleOver } from './lib/puzzles';
import { connectWatchSocket, timeSolve, watch, type WatchSocket } from './lib/solve-latency';
import { fmt, percentile } from './lib/stats';

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

    for (let i = 0; i < watchers; i++) sockets.push(connectWatchSocket(server.url, server.origin));
    await Promise.all(sockets.flatMap((socket) => created.map(({ id, watchToken }) => watch(socket, id, watchToken))));

    const latencies: number[] = [];
    for (const { id } of created) latencies.push(...(await timeSolve(server.url, server.origin, id, sockets)));
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

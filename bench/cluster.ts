import { startPostgres } from '../tests/support/postgres-server';
import { startRedis } from '../tests/support/redis-server';
import { deploy, ORIGIN, type Deployment } from './lib/deployment';
import { measureThroughput } from './lib/load';
import { createPuzzleOver } from './lib/puzzles';
import { solveLatencies } from './lib/solve-latency';
import { fmt, median, percentile } from './lib/stats';

/**
 * `npm run bench -- cluster`: the deployment for more than one machine, measured here on one.
 * Board reads (closed loop, 32 connections, best of 3) and solve → watcher latency on: one
 * process on SQLite (the embedded default); one process on PostgreSQL + Redis, with its read cache
 * (told of other processes' solves through Redis) and without one (READ_CACHE_SIZE=0); and two
 * processes on PostgreSQL + Redis, reads shared out between them, the watcher on one and the
 * solves on the other. This machine has 2 cores for both processes, the databases and the load
 * generator, so two processes show what splitting costs, not what a second machine gains.
 */
export async function benchCluster() {
  const postgres = await startPostgres();
  const redis = await startRedis();
  try {
    const services = { postgresUrl: postgres.url, redisUrl: redis.url };
    const single = await measure(await deploy({ processes: 1 }), 'one process, SQLite');
    const shared = await measure(await deploy({ processes: 1, shared: services }), 'one process, PostgreSQL + Redis');
    const uncached = await measure(await deploy({ processes: 1, shared: services, env: { READ_CACHE_SIZE: '0' } }), 'one process, PostgreSQL + Redis, no read cache');
    const two = await measure(await deploy({ processes: 2, shared: services }), 'two processes, PostgreSQL + Redis');
    return [
      {
        name: 'cluster: board reads, one process on PostgreSQL + Redis (read cache told of solves through Redis) vs SQLite',
        ratio: shared.rps / single.rps,
        detail: `${fmt(shared.rps, 0)} vs ${fmt(single.rps, 0)} req/s; with no read cache (READ_CACHE_SIZE=0): ${fmt(uncached.rps, 0)} req/s (${fmt(uncached.rps / shared.rps)}x)`,
        goal: '>= 0.8x',
        ok: shared.rps / single.rps >= 0.8,
      },
      {
        name: 'cluster: board reads, two processes vs one (PostgreSQL + Redis, 2 cores for everything)',
        ratio: two.rps / shared.rps,
        detail: `${fmt(two.rps, 0)} vs ${fmt(shared.rps, 0)} req/s: on one 2-core machine this is the cost of splitting, not the gain of a second machine`,
        goal: '>= 0.7x',
        ok: two.rps / shared.rps >= 0.7,
      },
      {
        name: 'cluster: solve → watcher, solved on another process (through Redis)',
        ratio: percentile(two.latencies, 99) / 50,
        detail: `p50 ${fmt(median(two.latencies))} / p99 ${fmt(percentile(two.latencies, 99))} ms; one process on PostgreSQL p50 ${fmt(median(shared.latencies))} / p99 ${fmt(percentile(shared.latencies, 99))} ms; on SQLite p50 ${fmt(median(single.latencies))} / p99 ${fmt(percentile(single.latencies, 99))} ms`,
        goal: 'p99 < 50 ms (ratio < 1)',
        ok: percentile(two.latencies, 99) < 50,
      },
    ];
  } finally {
    await redis.stop();
    postgres.stop();
  }
}

async function measure(deployment: Deployment, label: string, total = 15_000, concurrency = 32) {
  try {
    const [first, second = first] = deployment.urls() as [string, string?];
    const { id } = await createPuzzleOver(first, ORIGIN);
    const boards = deployment.urls().map((url) => `${url}/api/puzzles/${id}`);
    await measureThroughput(boards, 2_000, concurrency); // warm-up: connections, caches, JIT
    const rounds: number[] = [];
    for (let round = 0; round < 3; round++) rounds.push(await measureThroughput(boards, total / 3, concurrency));
    const latencies = await solveLatencies({ watchOn: first, solveOn: second, origin: ORIGIN, solves: 25 }); // the server allows 30 new puzzles an hour per address
    const rps = Math.max(...rounds);
    console.log(`  ${label}: ${fmt(rps, 0)} req/s (rounds ${rounds.map((r) => fmt(r, 0)).join(', ')}); solve → watcher p50 ${fmt(median(latencies))} / p99 ${fmt(percentile(latencies, 99))} ms`);
    return { rps, latencies };
  } finally {
    await deployment.stop();
  }
}

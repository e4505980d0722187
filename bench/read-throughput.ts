import Fastify from 'fastify';
import { createPuzzleOver } from './lib/puzzles';
import { measureThroughput } from './lib/load';
import { startTempApp } from './lib/temp-app';
import { fmt } from './lib/stats';

/**
 * GET /api/puzzles/:id on the real app against a bare Fastify route answering a
 * JSON body of the same size, both driven by the same load generator. Goal: >= 0.8x.
 */
export async function benchReadThroughput(total = 20_000, concurrency = 32) {
  const site = await startTempApp(true);
  const bare = Fastify({ logger: false });
  try {
    const { id } = await createPuzzleOver(site.url, site.origin);
    const boardUrl = `${site.url}/api/puzzles/${id}`;
    const sample = await (await fetch(boardUrl)).text();
    bare.get('/bare', async (_request, reply) => reply.type('application/json').send(sample));
    const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`;

    await measureThroughput(boardUrl, 2_000, concurrency); // warm-up both
    await measureThroughput(bareUrl, 2_000, concurrency);
    const appRps: number[] = [];
    const bareRps: number[] = [];
    for (let round = 0; round < 3; round++) {
      appRps.push(await measureThroughput(boardUrl, total / 3, concurrency));
      bareRps.push(await measureThroughput(bareUrl, total / 3, concurrency));
    }
    const best = (values: number[]) => Math.max(...values);
    const ratio = best(appRps) / best(bareRps);
    return {
      name: 'GET /api/puzzles/:id vs bare Fastify route',
      ratio,
      detail: `${fmt(best(appRps), 0)} req/s vs ${fmt(best(bareRps), 0)} req/s (best of 3, ${concurrency} connections)`,
      goal: '>= 0.8x',
      ok: ratio >= 0.8,
    };
  } finally {
    await bare.close();
    await site.close();
  }
}

import Fastify from 'fastify';
import { startChildServer, type ServerStats } from './lib/child-server';
import { fixedRateLoad, type FixedRateResult } from './lib/fixed-rate';
import { createPuzzleOver } from './lib/puzzles';
import { measureThroughput } from './lib/load';
import { phonePhoto } from './lib/seed';
import { startTempApp } from './lib/temp-app';
import { fmt, median, percentile } from './lib/stats';
import { createPuzzleFrom, encodePuzzleForm, postPuzzleForm } from './lib/upload';

/**
 * `npm run bench -- read`: board reads, two ways.
 * 1. GET /api/puzzles/:id on the real app against a bare Fastify route answering a JSON body of the
 *    same size, both driven by the same closed-loop generator. Goal: >= 0.8x.
 * 2. The same GET at a fixed 2,000 requests/s (open loop) while 12-megapixel photos are uploaded back
 *    to back through the real gift-creation API. Goal: p99 <= 10 ms and no answer other than 2xx.
 */
export async function benchReadThroughput() {
  return [await readVsBareRoute(), await readsDuringUploads()];
}

async function readVsBareRoute(total = 20_000, concurrency = 32) {
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

const UPLOADS_PER_SENDER = 25; // the server lets one address create 30 puzzles an hour

function latencyLine(load: FixedRateResult): string {
  const { latencies } = load;
  return `p50 ${fmt(median(latencies), 2)} ms, p99 ${fmt(percentile(latencies, 99), 2)} ms, max ${fmt(Math.max(...latencies), 1)} ms, ${fmt(load.completed / load.seconds, 0)} req/s achieved, ${load.non2xx} non-2xx, ${load.errors} errors`;
}

function serverLine(stats: ServerStats): string {
  return `event loop late by p50 ${fmt(stats.loopDelayP50Ms, 1)} / p99 ${fmt(stats.loopDelayP99Ms, 1)} / max ${fmt(stats.loopDelayMaxMs, 0)} ms, CPU ${fmt(stats.cpuCores, 2)} cores`;
}

async function readsDuringUploads(rate = 2_000, seconds = Number(process.env.READ_LOAD_SECONDS ?? 10)) {
  const server = await startChildServer(); // its own process: the generator never shares its event loop
  try {
    const { id } = await createPuzzleOver(server.url, server.origin);
    const boardUrl = `${server.url}/api/puzzles/${id}`;
    const form = await encodePuzzleForm(await phonePhoto(), { gridSize: '10' });
    let sent = 0;
    const sender = () => ({ localAddress: `127.0.0.${2 + Math.floor(sent++ / UPLOADS_PER_SENDER)}` });

    await createPuzzleFrom(server.url, server.origin, form, sender()); // warm-up: sharp, the upload path
    await fixedRateLoad(boardUrl, rate, 1); // warm-up: the read path, the connections
    await server.stats();
    const quiet = await fixedRateLoad(boardUrl, rate, Math.max(1, seconds / 2));
    const quietServer = await server.stats();

    let loading = true;
    const uploads = { completed: 0, failed: 0, ms: [] as number[], statuses: new Set<number>() };
    const uploader = (async () => {
      while (loading) {
        const begin = performance.now();
        const { status } = await postPuzzleForm(server.url, server.origin, form, sender());
        if (!loading) break; // finished after the load: not counted
        uploads.ms.push(performance.now() - begin);
        if (status === 201) uploads.completed++;
        else {
          uploads.failed++;
          uploads.statuses.add(status);
        }
      }
    })();
    const loaded = await fixedRateLoad(boardUrl, rate, seconds);
    const loadedServer = await server.stats();
    loading = false;
    await uploader;

    const p99 = percentile(loaded.latencies, 99);
    const failures = uploads.failed > 0 ? `, ${uploads.failed} failed (${[...uploads.statuses].join(', ')})` : '';
    console.log(`  read at ${rate} req/s for ${fmt(seconds, 0)} s during uploads: ${latencyLine(loaded)}; generator's own send lag p99 ${fmt(percentile(loaded.sendLag, 99), 2)} ms`);
    console.log(`  server during it: ${serverLine(loadedServer)}; without uploads: ${serverLine(quietServer)}`);
    console.log(`  uploads of a ${fmt(form.body.length / 1e6, 1)} MB 12 MP photo during it: ${uploads.completed} completed${failures}, median ${fmt(median(uploads.ms), 0)} ms each`);
    console.log(`  the same load without uploads (${fmt(Math.max(1, seconds / 2), 0)} s): ${latencyLine(quiet)}`);
    return {
      name: `GET /api/puzzles/:id at ${rate} req/s during 12 MP uploads`,
      ratio: p99 / 10,
      detail: `${latencyLine(loaded)}; ${uploads.completed} uploads completed${failures} (without uploads: p99 ${fmt(percentile(quiet.latencies, 99), 2)} ms)`,
      goal: 'p99 ≤ 10 ms and 0 non-2xx (ratio ≤ 1)',
      ok: p99 <= 10 && loaded.non2xx === 0 && loaded.errors === 0 && loaded.completed === loaded.scheduled,
    };
  } finally {
    server.stop();
  }
}

import Fastify from 'fastify';
import { startChildServer, type ServerStats } from './lib/child-server';
import { fixedRateLoad, type FixedRateResult } from './lib/fixed-rate';
import { createPuzzleOver } from './lib/puzzles';
import { measureThroughput } from './lib/load';
import { startTempApp } from './lib/temp-app';
import { fmt, median, percentile } from './lib/stats';
import { startUploader, type Uploader } from './lib/uploader';
import { watchCpuShare, type CpuShare } from './lib/cpu-share';

/**
 * `npm run bench -- read`: board reads, two ways.
 * 1. GET /api/puzzles/:id on the real app against a bare Fastify route answering a JSON body of the
 *    same size, both driven by the same closed-loop generator. Goal: >= 0.8x.
 * 2. The same GET at a fixed 2,000 requests/s (open loop, latency from each request's due time)
 *    while 12-megapixel photos are uploaded back to back through the real gift-creation API. Goal:
 *    p99 <= 10 ms and no answer other than 2xx. Server, load generator and uploader each run in
 *    their own process: the readers and the uploaders stand for people on other machines, so
 *    neither shares an event loop with the other, and the uploader runs 10 niceness steps lower
 *    (lib/uploader-process.ts), so its 5.5 MB sends do not delay the generator's requests. The
 *    server gets no such help: it and its picture worker are measured as deployed.
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

function latencyLine(load: FixedRateResult): string {
  const { latencies } = load;
  return `p50 ${fmt(median(latencies), 2)} ms, p99 ${fmt(percentile(latencies, 99), 2)} ms, max ${fmt(Math.max(...latencies), 1)} ms, ${fmt(load.completed / load.seconds, 0)} req/s achieved, ${load.non2xx} non-2xx, ${load.errors} errors`;
}

function serverLine(stats: ServerStats): string {
  return `event loop late by p50 ${fmt(stats.loopDelayP50Ms, 1)} / p99 ${fmt(stats.loopDelayP99Ms, 1)} / max ${fmt(stats.loopDelayMaxMs, 0)} ms, CPU ${fmt(stats.cpuCores, 2)} cores`;
}

function machineLine(share: CpuShare | null): string {
  if (!share) return 'machine CPU not measured (no /proc)';
  return `machine CPU: this benchmark's processes ${fmt(share.ours, 2)} cores, everything else ${fmt(share.others, 2)} of ${share.cores}`;
}

async function readsDuringUploads(rate = 2_000, seconds = Number(process.env.READ_LOAD_SECONDS ?? 10)) {
  const server = await startChildServer(); // its own process: the generator never shares its event loop
  let uploader: Uploader | null = null;
  try {
    const { id } = await createPuzzleOver(server.url, server.origin);
    const boardUrl = `${server.url}/api/puzzles/${id}`;
    uploader = await startUploader(server.url, server.origin); // its own process too, niced: other people's machines
    await fixedRateLoad(boardUrl, rate, 1); // warm-up: the read path, the connections
    await server.stats();
    const quiet = await fixedRateLoad(boardUrl, rate, Math.max(1, seconds / 2));
    const quietServer = await server.stats();
    uploader.start();
    const machine = watchCpuShare();
    const loaded = await fixedRateLoad(boardUrl, rate, seconds);
    const loadedServer = await server.stats();
    const share = machine();
    const uploads = await uploader.stop();
    const p99 = percentile(loaded.latencies, 99);
    const failures = uploads.failed > 0 ? `, ${uploads.failed} failed (${uploads.statuses.join(', ')})` : '';
    console.log(`  read at ${rate} req/s for ${fmt(seconds, 0)} s during uploads: ${latencyLine(loaded)}; generator's own send lag p99 ${fmt(percentile(loaded.sendLag, 99), 2)} ms`);
    console.log(`  server during it: ${serverLine(loadedServer)}; without uploads: ${serverLine(quietServer)}`);
    console.log(`  uploads of a ${fmt(uploader.bytes / 1e6, 1)} MB 12 MP photo during it: ${uploads.completed} completed${failures}, median ${fmt(median(uploads.ms), 0)} ms each`);
    console.log(`  ${machineLine(share)} (a busy "everything else" means a disturbed run: run it again)`);
    console.log(`  the same load without uploads (${fmt(Math.max(1, seconds / 2), 0)} s): ${latencyLine(quiet)}`);
    return {
      name: `GET /api/puzzles/:id at ${rate} req/s during 12 MP uploads`,
      ratio: p99 / 10,
      detail: `${latencyLine(loaded)}; ${uploads.completed} uploads completed${failures} (without uploads: p99 ${fmt(percentile(quiet.latencies, 99), 2)} ms)`,
      goal: 'p99 ≤ 10 ms and 0 non-2xx (ratio ≤ 1)',
      ok: p99 <= 10 && loaded.non2xx === 0 && loaded.errors === 0 && loaded.completed === loaded.scheduled,
    };
  } finally {
    uploader?.kill();
    server.stop();
  }
}

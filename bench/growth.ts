import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../server/auth/passwords';
import { connectPostgres, connectSqlite, DATABASE_FILE, type Db } from '../server/db/open';
import { startAppProcess, type AppProcess } from '../tests/support/app-process';
import { createDatabase, startPostgres } from '../tests/support/postgres-server';
import { CLAIMS_PER_LEVEL, GROWTH_MEASURES, logIn, measureLevel, type GrowthMeasure, type GrowthTarget } from './lib/growth-measure';
import { growthOf, judgeGrowth, parseSizes, sizeLabel, type FigureGrowth, type Spread } from './lib/growth-judge';
import { dueMail, outboxRows, seedAccounts, seedGifts, seedSchedule } from './lib/growth-rows';
import { postgresWriter, sqliteWriter, type SeedWriter } from './lib/growth-writers';
import type { BenchResult } from './lib/result';
import { phonePhoto } from './lib/seed';
import { SERVER_NODE_FLAGS } from './lib/server-flags';
import { fmt, percentile } from './lib/stats';
import { encodePuzzleForm } from './lib/upload';

// GROWTH_SIZES ("1000,10000") shrinks a run to try the benchmark itself; its goal is for 10 k → 1 M.
const SIZES = parseSizes(process.env.GROWTH_SIZES);
const ORIGIN = 'http://localhost:3998';
const DAY = 24 * 3_600_000;
const PASSWORD = 'growth bench password';

/** What one engine's run needs apart from the app: its data folder or database, a seeding writer and a query connection. */
interface Engine {
  label: string;
  env: Record<string, string>;
  connect(): Promise<{ writer: SeedWriter; db: Db }>;
  cleanUp(): Promise<void>;
}

/**
 * `npm run bench -- growth` (issue 21 part 10): cost as data grows. On SQLite and on PostgreSQL, one
 * app process (server/main.ts, read cache off) over a database seeded straight through the driver,
 * grown level by level to 10 k, 100 k and 1 M gifts with their milestones, an account with 1 % of
 * them (10 k at 1 M), a mail row per ten gifts (100 k at 1 M). At each level, p50 and p99 of: the
 * board read, create (a small photo), My gifts' first page, the outbox worker's claim and the admin's
 * month. Goal: no figure grows more than 2x from the smallest size to the largest.
 */
export async function benchGrowth(): Promise<BenchResult[]> {
  const form = await encodePuzzleForm(await phonePhoto(1200, 900));
  const results = [await run(sqliteEngine(), form)];
  const server = await startPostgres();
  try {
    results.push(await run(await postgresEngine(server.url), form));
  } finally {
    server.stop();
  }
  return results;
}

function sqliteEngine(): Engine {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-growth-'));
  const file = path.join(dataDir, DATABASE_FILE);
  return {
    label: 'SQLite',
    env: { DATA_DIR: dataDir },
    connect: async () => ({ writer: sqliteWriter(file), db: connectSqlite(file) }),
    cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresEngine(serverUrl: string): Promise<Engine> {
  const database = await createDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-growth-'));
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url, SECRET_KEY: 'growth bench secret key, 32 characters or more' },
    connect: async () => ({ writer: await postgresWriter(database.url), db: connectPostgres(database.url, { poolSize: 2 }) }),
    cleanUp: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function run(engine: Engine, form: GrowthTarget['form']): Promise<BenchResult> {
  let app: AppProcess | null = null;
  let connection: { writer: SeedWriter; db: Db } | null = null;
  try {
    // The app migrates the empty database; the bench then seeds it beside the running app.
    app = await startAppProcess({ ...engine.env, PUBLIC_URL: ORIGIN, CLIENT_DIR: '/nonexistent', READ_CACHE_SIZE: '0', RECIPIENT_DAILY_LIMIT: '0' }, SERVER_NODE_FLAGS);
    connection = await engine.connect();
    const { writer, db } = connection;
    const now = Date.now();
    const hash = await hashPassword(PASSWORD);
    await writer.insert(seedAccounts(hash, hash, now));
    for (const batch of seedSchedule(Math.floor(now / DAY) * DAY - 365 * DAY, 3 * 365, now)) await writer.insert(batch);
    const target: GrowthTarget = {
      url: app.url,
      origin: ORIGIN,
      db,
      form,
      ownerCookie: await logIn(app.url, ORIGIN, 'owner@growth.example', PASSWORD),
      adminCookie: await logIn(app.url, ORIGIN, 'admin@growth.example', PASSWORD),
    };
    const levels: Record<GrowthMeasure, number[]>[] = [];
    let seeded = 0;
    for (const [level, size] of SIZES.entries()) {
      const started = performance.now();
      for (const batch of seedGifts(seeded, size, now - 30 * DAY, now)) await writer.insert(batch);
      const claimNow = now + (level + 2) * DAY; // each level's due mails are due only from its own "now"
      // Due mail as a worker a little behind finds it: 1 % of the outbox, at least what the claims take.
      await writer.insert(dueMail(Math.max(CLAIMS_PER_LEVEL, Math.floor(outboxRows(size) / 100)), claimNow - DAY));
      await writer.settle();
      // SQLite's inserts held this event loop for a while: let it see the app close idle keep-alive sockets before reusing one.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const seconds = (performance.now() - started) / 1000;
      console.log(`  ${engine.label}: ${sizeLabel(size)} gifts seeded (${sizeLabel(size - seeded)} added in ${fmt(seconds, 0)} s)`);
      seeded = size;
      const samples = await measureLevel(target, size, claimNow);
      levels.push(samples);
      console.log(`  ${engine.label} at ${sizeLabel(size)}: ${GROWTH_MEASURES.map((measure) => `${measure} ${spreadText(spreadOf(samples[measure]))}`).join('; ')}`);
    }
    return judge(engine.label, levels);
  } finally {
    await connection?.writer.close();
    await connection?.db.destroy();
    await app?.stop();
    await engine.cleanUp();
  }
}

const spreadOf = (samples: readonly number[]): Spread => ({ p50: percentile(samples, 50), p99: percentile(samples, 99) });
const spreadText = (spread: Spread) => `${fmt(spread.p50, 2)} / ${fmt(spread.p99, 2)} ms`;

function judge(label: string, levels: readonly Record<GrowthMeasure, number[]>[]): BenchResult {
  const figures: FigureGrowth[] = GROWTH_MEASURES.map((measure) => ({ measure, spreads: levels.map((samples) => spreadOf(samples[measure])) }));
  const sizes = SIZES.map(sizeLabel);
  console.log(`  ${label}, p50 / p99 ms at ${sizes.join(' → ')} gifts:`);
  for (const figure of figures) {
    console.log(`    ${figure.measure.padEnd(16)} ${figure.spreads.map(spreadText).join('  →  ')}   (x${fmt(growthOf(figure), 2)})`);
  }
  const verdict = judgeGrowth(figures);
  return {
    name: `growth on ${label}: ${sizes[0]} → ${sizes.at(-1)} gifts`,
    ratio: verdict.ratio,
    detail: `worst: ${verdict.worst} x${fmt(verdict.ratio, 2)}; ${figures.map((figure) => `${figure.measure} ${figure.spreads.map(spreadText).join(' → ')}`).join('; ')}`,
    goal: 'no figure (p50 or p99) grows more than 2x (ratio <= 2)',
    ok: verdict.ok,
  };
}

import { randomBytes } from 'node:crypto';
import { PUZZLE_FOLDER } from '../contract/puzzles';
import type { BenchResult } from './lib/result';
import { startTempApp } from './lib/temp-app';

/**
 * Issue 22's export target: "Export my data" for an account with 500 gifts answers in <= 5 s.
 * The account's gifts are written straight into the database, each with its own photo in
 * storage (EXPORT_PHOTO_KB of random bytes, like a processed JPEG: incompressible), then the
 * zip is downloaded over real HTTP to its last byte, EXPORT_RUNS times; the slowest run counts.
 * Also prints how much resident memory grew while exporting (server and download share this
 * process): the zip is streamed, so it stays far below the zip's size.
 */
const GIFTS = Number(process.env.EXPORT_GIFTS ?? 500);
const PHOTO_KB = Number(process.env.EXPORT_PHOTO_KB ?? 150);
const RUNS = Number(process.env.EXPORT_RUNS ?? 3);
const GOAL_MS = 5000;

export async function benchExport(): Promise<BenchResult> {
  const server = await startTempApp(true);
  try {
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({ email: `export-${Date.now()}@example.com`, password: 'correct horse battery' }),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
    const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { user } = (await registered.json()) as { user: { id: string; email: string } };
    await seedGifts(server.app, user.id, user.email);

    const times: number[] = [];
    let bytes = 0;
    let grewMb = 0;
    for (let run = 0; run < RUNS; run++) {
      const rssBefore = process.memoryUsage().rss;
      const start = performance.now();
      const response = await fetch(`${server.url}/api/account/export`, { headers: { cookie } });
      if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status}`);
      bytes = 0;
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
      times.push(performance.now() - start);
      grewMb = Math.max(grewMb, (process.memoryUsage().rss - rssBefore) / 1e6);
    }
    const worst = Math.max(...times);
    return {
      name: `export: account with ${GIFTS} gifts (${PHOTO_KB} KB photos)`,
      ratio: worst / GOAL_MS,
      goal: `<= ${GOAL_MS} ms`,
      ok: worst <= GOAL_MS,
      detail: `${(bytes / 1e6).toFixed(1)} MB zip in ${times.map((t) => t.toFixed(0)).join(' / ')} ms; RSS grew at most ${grewMb.toFixed(0)} MB`,
    };
  } finally {
    await server.close();
  }
}

async function seedGifts(app: Awaited<ReturnType<typeof startTempApp>>['app'], userId: string, email: string): Promise<void> {
  const now = Date.now();
  const rows = [];
  for (let i = 0; i < GIFTS; i++) {
    const imageFile = `${randomBytes(16).toString('base64url')}.jpg`;
    await app.storage.writeAtomic(PUZZLE_FOLDER, imageFile, randomBytes(PHOTO_KB * 1024));
    rows.push({
      id: randomBytes(12).toString('base64url'),
      message: `Happy birthday number ${i}! Dinner is on me this Friday.`,
      grid_size: 3,
      font_style: 'cursive',
      is_public: 0 as const,
      sender_name: 'Ann',
      sender_email: email,
      recipient_name: `Friend ${i}`,
      recipient_email: `friend-${i}@example.com`,
      consent: 1 as const,
      image_file: imageFile,
      width: 600,
      height: 400,
      shuffle_seed: i,
      watch_token_hash: randomBytes(32).toString('hex'),
      created_at: now - (GIFTS - i) * 60_000,
      solved_at: null,
      send_at: now,
      time_zone: 'Europe/London',
      remind: 0 as const,
      cancelled_at: null,
      owner_user_id: userId,
      gift_mail_id: null,
      reply_to: null,
    });
  }
  for (let start = 0; start < rows.length; start += 100) await app.db.insertInto('puzzles').values(rows.slice(start, start + 100)).execute();
}

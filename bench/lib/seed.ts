import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { localDateKey, utcDateKey } from '../../game/rules/dates';
import type { StartedApp } from './started-app';
import { createPuzzleFrom, encodePuzzleForm } from './upload';

/** A photo as phones take them: a 12-megapixel JPEG with real detail (noise), not a flat colour. */
export async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#f97316"/><stop offset="0.5" stop-color="#a855f7"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fde047"/></svg>`,
  );
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  return sharp(gradient).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 88 }).toBuffer();
}

async function post(app: StartedApp, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { origin: app.url, 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * One gift from a phone photo, created through the real upload API; answers its id. A tile swap of
 * `gridSize` x `gridSize`, or with `fields` any other board (a jigsaw: puzzleType, pieces).
 */
export async function seedGift(app: StartedApp, gridSize: number, photo?: Buffer, fields: Record<string, string> = {}): Promise<string> {
  const form = await encodePuzzleForm(photo ?? (await phonePhoto()), { gridSize: String(gridSize), ...fields });
  return (await createPuzzleFrom(app.url, app.url, form)).id;
}

export interface Seeded {
  puzzle3: string;
  puzzle10: string;
  jigsaw: string; // 96 pieces
  card: string;
}

/** What a visitor finds on a live site: tile-swap gifts of both sizes, a jigsaw gift, a coupon card, and today's daily word and picture. */
export async function seedContent(app: StartedApp): Promise<Seeded> {
  const photo = await phonePhoto();
  const puzzle3 = await seedGift(app, 3, photo);
  const puzzle10 = await seedGift(app, 10, photo);
  const jigsaw = await seedGift(app, 3, photo, { puzzleType: 'jigsaw', pieces: '96' });

  const image = await json<{ imageId: string }>(await post(app, '/api/cards/images', { imagePrompt: 'A cosy pizzeria at sunset', tone: 'playful', cardType: 'coupon', occasion: 'Grand reopening' }), 'a card picture');
  const coupon = { offerDescription: '20% off any pizza', termsConditions: 'One per customer.', startDate: null, expirationDate: null, businessName: 'Luigi’s', businessLocation: '12 Main Street' };
  const card = await json<{ id: string }>(
    await post(app, '/api/cards', { imageId: image.imageId, cardType: 'coupon', toName: 'Sam', toEmail: 'sam@example.com', fromName: 'Luigi', fromEmail: 'luigi@example.com', occasion: 'Grand reopening', eventDate: null, customMessage: 'Thanks for coming by!', tone: 'playful', gridSize: 3, fontStyle: 'serif', consent: true, coupon }),
    'a card',
  );

  // An admin schedules today's word and picture (the word's day is UTC, the picture's the visitor's).
  const credentials = { email: 'admin@example.com', password: 'lighthouse-admin-password' };
  await json(await post(app, '/api/auth/register', credentials), 'the admin account');
  const promoted = spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/make-admin.ts', credentials.email], { env: { ...process.env, DATA_DIR: app.dataDir } });
  if (promoted.status !== 0) throw new Error(`make-admin failed: ${String(promoted.stderr)}`);
  const login = await post(app, '/api/auth/login', credentials);
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const now = Date.now();
  const word = { word: 'LANTERN', shuffled: 'NRETLAN', definition: 'A lamp with a case that protects its flame.', sentence: 'She carried a lantern down the path.', quote: '"Light tomorrow with today." - Elizabeth Barrett Browning' };
  const put = (path: string, body: BodyInit, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { method: 'PUT', headers: { origin: app.url, cookie, ...headers }, body });
  await json(await put(`/api/admin/schedule/${utcDateKey(now)}/word`, JSON.stringify(word), { 'content-type': 'application/json' }), 'the daily word');
  const form = new FormData();
  form.append('message', 'Every picture tells a story.');
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'daily.jpg');
  await json(await put(`/api/admin/schedule/${localDateKey(now, new Date().getTimezoneOffset())}/picture`, form), 'the daily picture');
  return { puzzle3, puzzle10, jigsaw, card: card.id };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_IMAGE_FOLDER } from '../../contract/cards';
import { PUZZLE_FOLDER } from '../../contract/puzzles';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { sweepExpiredPuzzles } from '../../server/retention/sweep';
import { sweepOrphanPictures } from '../../server/storage/orphans';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { createCard } from './helpers/cards';
import { createPuzzle, getBoard, postMoves, solvingMoves } from './helpers/puzzles';
import { createTestDatabase, TEST_ENGINE } from './helpers/test-database';

const DAY = 24 * 60 * 60_000;
const EXPIRED = 'This gift was solved more than 30 days ago; its photo and message are no longer kept.';

describe('retention: RETENTION_DAYS', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function solve(app: TestApp, id: string): Promise<void> {
    const board = await getBoard(app, id);
    expect((await postMoves(app, id, board.gridSize, solvingMoves(board.shuffle), 'solve')).statusCode).toBe(200);
  }
  const pictureOf = async (app: TestApp, id: string) => (await getBoard(app, id)).imageUrl;
  const stored = async (app: TestApp, folder: string) => (await app.app.storage.list(folder)).map((file) => file.name);
  const stemOf = (url: string) => url.slice(url.lastIndexOf('/') + 1).replace(/\.\w+$/, '');
  const row = (app: TestApp, id: string) =>
    app.app.db.selectFrom('puzzles').select(['message', 'expired_at', 'kept_days']).where('id', '=', id).executeTakeFirstOrThrow();

  it('removes the photo and message of gifts and cards solved more than N days ago, not a day sooner, and never of unsolved ones', async () => {
    const clock = manualClock();
    t = await buildTestApp({ RETENTION_DAYS: '30' }, { clock });
    const app = t;
    const solvedGift = await createPuzzle(app, {}, { width: 1200, height: 900 }); // stored with its smaller WebP copies
    const unsolvedGift = await createPuzzle(app);
    const card = await createCard(app, 'greeting');
    const [giftPicture, unsolvedPicture, cardPicture] = [await pictureOf(app, solvedGift.id), await pictureOf(app, unsolvedGift.id), await pictureOf(app, card.id)];
    const solvedAt = clock();
    await solve(app, solvedGift.id);
    await solve(app, card.id);
    expect((await stored(app, PUZZLE_FOLDER)).filter((name) => name.startsWith(stemOf(giftPicture)))).toHaveLength(3); // the JPEG, -w480, -w960

    // One day before: nothing goes, and the board (now in the read cache) still answers.
    clock.set(solvedAt + 29 * DAY);
    expect(await sweepExpiredPuzzles(app.app.puzzles.context, 30)).toBe(0);
    expect((await app.request({ method: 'GET', url: `/api/puzzles/${solvedGift.id}` })).statusCode).toBe(200);
    expect((await app.request({ method: 'GET', url: giftPicture })).statusCode).toBe(200);

    // One day after: the solved gift and card lose photo and message; the unsolved gift, created as long ago, keeps both.
    clock.set(solvedAt + 31 * DAY);
    await app.app.cards.sweepUnusedImages(); // as the app's sweep does: the card's generated picture is a week old, forgotten
    expect(await sweepExpiredPuzzles(app.app.puzzles.context, 30)).toBe(2);
    for (const id of [solvedGift.id, card.id]) {
      expect(await row(app, id)).toEqual({ message: '', expired_at: clock(), kept_days: 30 });
      const board = await app.request({ method: 'GET', url: `/api/puzzles/${id}` });
      expect([board.statusCode, board.json().code, board.json().message]).toEqual([410, 'gift-expired', EXPIRED]);
    }
    expect((await stored(app, PUZZLE_FOLDER)).filter((name) => name.startsWith(stemOf(giftPicture)))).toEqual([]);
    expect((await stored(app, CARD_IMAGE_FOLDER)).filter((name) => name.startsWith(stemOf(cardPicture)))).toEqual([]);
    expect((await app.request({ method: 'GET', url: giftPicture })).statusCode).toBe(404);

    expect((await row(app, unsolvedGift.id)).message).toBe('Happy birthday, Sam! Dinner is on me this Friday.');
    expect((await app.request({ method: 'GET', url: unsolvedPicture })).statusCode).toBe(200);
    expect((await getBoard(app, unsolvedGift.id)).solved).toBe(false);

    // Solving or playing it again tells the same; a second sweep finds nothing left to do.
    const again = await postMoves(app, solvedGift.id, 3, [[0, 1]], 'solve');
    expect([again.statusCode, again.json().code]).toEqual([410, 'gift-expired']);
    expect(await sweepExpiredPuzzles(app.app.puzzles.context, 30)).toBe(0);
  });

  it('is run by the app itself at start when RETENTION_DAYS is set (the sweeps of server/plugins/services.ts)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-retention-'));
    const database = TEST_ENGINE === 'postgres' ? await createTestDatabase() : null;
    const shared = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url, SECRET_KEY: 'the retention test secret, 32 characters or more' } : {}) };
    try {
      const clock = manualClock();
      const before = await buildTestApp(shared, { clock });
      const gift = await createPuzzle(before);
      await solve(before, gift.id);
      await before.close();

      clock.advance(31 * DAY);
      t = await buildTestApp({ ...shared, RETENTION_DAYS: '30' }, { clock }); // its onReady sweep, not awaited by ready()
      const app = t;
      await expect.poll(async () => (await app.request({ method: 'GET', url: `/api/puzzles/${gift.id}` })).statusCode).toBe(410);
    } finally {
      await t?.close();
      t = undefined;
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps everything forever when RETENTION_DAYS is unset, and says so at GET /api/retention', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    expect(t.config.retentionDays).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/retention' })).json()).toEqual({ days: null });
    const gift = await createPuzzle(t);
    await solve(t, gift.id);
    clock.advance(3650 * DAY);
    // Without the setting the app's sweep never runs retention (server/plugins/services.ts): ten years on, it still answers.
    expect((await t.request({ method: 'GET', url: `/api/puzzles/${gift.id}` })).json<PuzzleBoard>().solved).toBe(true);
  });

  it('answers the days in force at GET /api/retention, and refuses a RETENTION_DAYS that is not a whole number of days', async () => {
    t = await buildTestApp({ RETENTION_DAYS: '90' });
    expect((await t.request({ method: 'GET', url: '/api/retention' })).json()).toEqual({ days: 90 });
    await expect(buildTestApp({ RETENTION_DAYS: '0' })).rejects.toThrow('RETENTION_DAYS must be a whole number of days, 1 or more (or unset to keep forever), got "0"');
    await expect(buildTestApp({ RETENTION_DAYS: 'a month' })).rejects.toThrow(/RETENTION_DAYS must be a whole number of days/);
  });

  it('leaves an expired gift\'s picture to the orphan sweep when the process died between the row and the files', async () => {
    const clock = manualClock();
    t = await buildTestApp({ RETENTION_DAYS: '30' }, { clock });
    const gift = await createPuzzle(t);
    const picture = stemOf(await pictureOf(t, gift.id));
    await solve(t, gift.id);
    // The row's half of a sweep, without the files' half.
    await t.app.db.updateTable('puzzles').set({ message: '', expired_at: clock(), kept_days: 30 }).where('id', '=', gift.id).execute();
    // The orphan sweep judges a file's age by its modification time (real time): two hours on, it is old enough.
    const removed = await sweepOrphanPictures(t.app.db, t.app.storage, Date.now() + 2 * 60 * 60_000);
    expect(removed).toBe(1);
    expect((await stored(t, PUZZLE_FOLDER)).filter((name) => name.startsWith(picture))).toEqual([]);
  });
});

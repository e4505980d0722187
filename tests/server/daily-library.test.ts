import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { libraryEntry } from '../../game/rules/daily-library';
import { addDays, daysOfMonth } from '../../game/rules/dates';
import { FALLBACK_WORD } from '../../game/rules/word';
import { PICTURE_MESSAGE_MAX } from '../../contract/daily';
import type { DailyPictureBody, DailyWordBody, ScheduleMonthBody } from '../../contract/schemas/daily';
import { normalizeWordBody } from '../../server/daily/scheduled-words';
import { landscapeSvg } from '../../server/daily/library/painter/landscape';
import { LIBRARY_FOLDER } from '../../server/daily/library/picture-store';
import { LIBRARY_PICTURES } from '../../server/daily/library/pictures';
import { libraryWords } from '../../server/daily/library/words';
import { loadConfig } from '../../server/config';
import { savePicture } from '../../server/repos/puzzle-schedule';
import { saveWord } from '../../server/repos/word-schedule';
import { registerAdmin } from './helpers/accounts';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { storedNames } from './helpers/storage';

const TODAY = '2026-11-21';
const NOON = Date.parse(`${TODAY}T12:00:00Z`);
const WEBP = 'image/webp,image/*,*/*;q=0.8'; // what a browser's <img> sends

const getWord = (t: TestApp, date = TODAY) => t.request({ method: 'GET', url: '/api/daily/word', query: { date } });
const getPicture = (t: TestApp, date = TODAY) => t.request({ method: 'GET', url: '/api/daily/picture', query: { date } });

describe('the bundled library', () => {
  it('has more than a year of words, each a real, unsolved deal with all its texts, and no word twice', () => {
    const words = libraryWords();
    expect(words.length).toBeGreaterThanOrEqual(366);
    expect(new Set(words.map((entry) => entry.word)).size).toBe(words.length);
    for (const entry of words) {
      expect(normalizeWordBody(entry), entry.word).toEqual(entry); // what the admin's form would accept, unchanged
      expect(entry.word.length, entry.word).toBeGreaterThanOrEqual(4);
      expect(entry.word.length, entry.word).toBeLessThanOrEqual(9);
      expect(entry.sentence.toUpperCase(), entry.word).toContain(entry.word); // the example uses the word
      expect(entry.quote, entry.word).toMatch(/^".+" - [A-Z][^"]+$/); // "text" - Author, as FLOWCHART's
    }
  });

  it('has at least 60 different pictures, each with a short message', () => {
    expect(LIBRARY_PICTURES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(LIBRARY_PICTURES.map((picture) => landscapeSvg(picture.scene))).size).toBe(LIBRARY_PICTURES.length);
    for (const { message } of LIBRARY_PICTURES) {
      expect(message.trim().length).toBeGreaterThan(20);
      expect(message.length).toBeLessThanOrEqual(Math.min(300, PICTURE_MESSAGE_MAX));
    }
  });
});

describe('DAILY_LIBRARY', () => {
  it.each([
    [undefined, true],
    ['on', true],
    ['ON', true],
    ['true', true],
    ['off', false],
    ['Off', false],
    ['0', false],
  ])('%j → library %s', (value, enabled) => {
    expect(loadConfig(value === undefined ? {} : { DAILY_LIBRARY: value }).dailyLibrary).toBe(enabled);
  });

  it('refuses a value that is neither on nor off, naming the variable', () => {
    expect(() => loadConfig({ DAILY_LIBRARY: 'maybe' })).toThrow(/DAILY_LIBRARY must be on or off/);
  });
});

describe('a fresh install plays the library', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it("serves today's library word, not FLOWCHART", async () => {
    t = await buildTestApp({}, { clock: manualClock(NOON) });
    const response = await getWord(t);
    expect(response.statusCode).toBe(200);
    const expected = libraryEntry(libraryWords(), TODAY);
    expect(response.json<DailyWordBody>()).toEqual({ date: TODAY, ...expected, fallback: false });
    expect(response.json<DailyWordBody>().word).not.toBe(FALLBACK_WORD.word);
    expect((await getWord(t, addDays(TODAY, 1))).json<DailyWordBody>().word).not.toBe(expected?.word); // the next day, the next word
  });

  it("paints today's library picture once, stores it with its WebP copies and serves it through /media", async () => {
    t = await buildTestApp({}, { clock: manualClock(NOON) });
    const [first, second] = await Promise.all([getPicture(t), getPicture(t)]); // two visitors at once: one painting
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<DailyPictureBody>();
    expect(second.json()).toEqual(body);
    expect(body).toMatchObject({ date: TODAY, message: libraryEntry(LIBRARY_PICTURES, TODAY)?.message, width: 800, height: 600 });
    expect(body.imageUrl).toMatch(new RegExp(`^/media/${LIBRARY_FOLDER}/[a-z]+-[a-z]+-[0-9a-f]{16}\\.jpg$`));
    const name = body.imageUrl.split('/').pop() ?? '';
    const stem = name.replace(/\.jpg$/, '');
    expect(await storedNames(t.app.storage, LIBRARY_FOLDER)).toEqual([`${stem}-w480.webp`, `${stem}-wfull.webp`, name].sort());

    const jpeg = await t.request({ method: 'GET', url: body.imageUrl });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    for (const [w, width] of [[480, 480], [960, 800]] as const) {
      const copy = await t.request({ method: 'GET', url: `${body.imageUrl}?w=${w}`, headers: { accept: WEBP } });
      expect(copy.headers['content-type'], `w=${w}`).toBe('image/webp');
      expect((await sharp(copy.rawPayload).metadata()).width, `w=${w}`).toBe(width);
    }

    // Another day's picture is another file; asking again for today's paints nothing new.
    const tomorrow = (await getPicture(t, addDays(TODAY, 1))).json<DailyPictureBody>();
    expect(tomorrow.imageUrl).not.toBe(body.imageUrl);
    expect((await getPicture(t)).json<DailyPictureBody>().imageUrl).toBe(body.imageUrl);
    expect(await storedNames(t.app.storage, LIBRARY_FOLDER)).toHaveLength(6);
  });

  it("the admin's schedule wins over the library, day by day", async () => {
    t = await buildTestApp({}, { clock: manualClock(NOON) });
    await saveWord(t.app.db, { date: TODAY, word: 'BALLOON', shuffled: 'NOOLLAB', definition: 'd', sentence: 's', quote: 'q', updatedAt: 0 });
    await savePicture(t.app.db, { date: TODAY, imagePath: `pod-images/${TODAY}__mine-tag.jpg`, message: 'Mine!', width: 640, height: 480, updatedAt: 0 });
    expect((await getWord(t)).json()).toMatchObject({ word: 'BALLOON', fallback: false });
    expect((await getPicture(t)).json()).toEqual({ date: TODAY, imageUrl: `/media/pod-images/${TODAY}__mine-tag.jpg`, message: 'Mine!', width: 640, height: 480 });
    expect(await storedNames(t.app.storage, LIBRARY_FOLDER)).toEqual([]); // nothing painted for a scheduled day

    const yesterday = addDays(TODAY, -1); // still someone's today, and nothing is scheduled on it
    expect((await getWord(t, yesterday)).json<DailyWordBody>().word).toBe(libraryEntry(libraryWords(), yesterday)?.word);
    expect((await getPicture(t, yesterday)).json<DailyPictureBody>().message).toBe(libraryEntry(LIBRARY_PICTURES, yesterday)?.message);
  });

  it('with DAILY_LIBRARY=off the FLOWCHART fallback and the no-picture message come back', async () => {
    t = await buildTestApp({ DAILY_LIBRARY: 'off' }, { clock: manualClock(NOON) });
    expect((await getWord(t)).json()).toEqual({ date: TODAY, ...FALLBACK_WORD, fallback: true });
    const picture = await getPicture(t);
    expect(picture.statusCode).toBe(404);
    expect(picture.json()).toMatchObject({ code: 'no-picture', message: 'No picture is scheduled for today. Come back tomorrow!' });
  });
});

describe('the month view marks the days the library plays', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function month(env: Record<string, string> = {}): Promise<ScheduleMonthBody['days']> {
    t = await buildTestApp(env, { clock: manualClock(NOON) });
    const { cookie } = await registerAdmin(t);
    await saveWord(t.app.db, { date: '2026-11-05', word: 'BALLOON', shuffled: 'NOOLLAB', definition: 'd', sentence: 's', quote: 'q', updatedAt: 0 });
    await savePicture(t.app.db, { date: '2026-11-05', imagePath: 'pod-images/a-tag.jpg', message: 'Hi', width: 80, height: 60, updatedAt: 0 });
    await savePicture(t.app.db, { date: '2026-11-06', imagePath: 'pod-images/b-tag.jpg', message: 'Hi', width: 80, height: 60, updatedAt: 0 });
    const response = await t.request({ method: 'GET', url: '/api/admin/schedule?month=2026-11', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<ScheduleMonthBody>().days;
  }

  it('with its word where no word is scheduled, and its picture where no picture is', async () => {
    const days = await month();
    const libraryWord = (date: string) => libraryEntry(libraryWords(), date)?.word;
    expect(days[0]).toEqual({ date: '2026-11-01', word: null, picture: null, library: { word: libraryWord('2026-11-01'), picture: true } });
    expect(days[4]).toMatchObject({ date: '2026-11-05', word: 'BALLOON', library: null }); // both scheduled: the library plays nothing
    expect(days[5]).toMatchObject({ date: '2026-11-06', word: null, library: { word: libraryWord('2026-11-06'), picture: false } });
    expect(days.map((day) => day.date)).toEqual(daysOfMonth('2026-11'));
    expect(days.filter((day) => day.library === null)).toHaveLength(1);
    expect(await storedNames(t.app.storage, LIBRARY_FOLDER)).toEqual([]); // the month view paints nothing
  });

  it('not at all with DAILY_LIBRARY=off', async () => {
    const days = await month({ DAILY_LIBRARY: 'off' });
    expect(days.every((day) => day.library === null)).toBe(true);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { localDateKey, utcDateKey } from '../../game/rules/dates';
import { FALLBACK_WORD } from '../../game/rules/word';
import type { DailyPictureBody, DailyWordBody } from '../../contract/schemas/daily';
import { savePicture } from '../../server/repos/puzzle-schedule';
import { saveWord } from '../../server/repos/word-schedule';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';

const UTC_MINUS_5 = 300; // Date#getTimezoneOffset in New York in winter
const NO_LIBRARY = { DAILY_LIBRARY: 'off' }; // an empty day stays empty (the library is tested in daily-library.test.ts)
const UTC_PLUS_14 = -840; // Kiritimati: the first place where a day starts

async function scheduleWord(t: TestApp, date: string, word: string, shuffled: string) {
  await saveWord(t.app.db, { date, word, shuffled, definition: `def ${word}`, sentence: `sentence ${word}`, quote: `quote ${word}`, updatedAt: 0 });
}

async function schedulePicture(t: TestApp, date: string, message: string) {
  await savePicture(t.app.db, { date, imagePath: `pod-images/${date}__p-tag.jpg`, message, width: 800, height: 600, updatedAt: 0 });
}

const getWord = (t: TestApp, date?: string) =>
  t.request({ method: 'GET', url: '/api/daily/word', query: date === undefined ? {} : { date } });
const getPicture = (t: TestApp, date?: string) =>
  t.request({ method: 'GET', url: '/api/daily/picture', query: date === undefined ? {} : { date } });

describe('GET /api/daily/word', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers the FLOWCHART fallback when nothing is scheduled and the library is off', async () => {
    t = await buildTestApp(NO_LIBRARY, { clock: manualClock(Date.parse('2026-11-21T12:00:00Z')) });
    const response = await getWord(t, '2026-11-21');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ date: '2026-11-21', ...FALLBACK_WORD, fallback: true });
  });

  it('answers the scheduled word of the day asked for, not the neighbouring days', async () => {
    t = await buildTestApp({}, { clock: manualClock(Date.parse('2026-11-21T12:00:00Z')) });
    await scheduleWord(t, '2026-11-20', 'COFFEE', 'EEFFOC');
    await scheduleWord(t, '2026-11-21', 'BALLOON', 'NOOLLAB');
    const response = await getWord(t, '2026-11-21');
    expect(response.statusCode).toBe(200);
    expect(response.json<DailyWordBody>()).toEqual({
      date: '2026-11-21',
      word: 'BALLOON',
      shuffled: 'NOOLLAB',
      definition: 'def BALLOON',
      sentence: 'sentence BALLOON',
      quote: 'quote BALLOON',
      fallback: false,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await getWord(t, '2026-11-20')).json<DailyWordBody>().word).toBe('COFFEE');
  });

  it("uses the server's UTC day when no date is sent", async () => {
    const clock = manualClock(Date.parse('2026-11-21T23:59:00Z'));
    t = await buildTestApp({}, { clock });
    await scheduleWord(t, '2026-11-21', 'COFFEE', 'EEFFOC');
    await scheduleWord(t, '2026-11-22', 'BALLOON', 'NOOLLAB');
    expect((await getWord(t)).json<DailyWordBody>()).toMatchObject({ date: '2026-11-21', word: 'COFFEE' });
    clock.advance(60_000); // midnight UTC: the next word
    expect((await getWord(t)).json<DailyWordBody>()).toMatchObject({ date: '2026-11-22', word: 'BALLOON' });
  });

  it('refuses days more than one day from the server day, so the schedule cannot be read ahead', async () => {
    t = await buildTestApp({}, { clock: manualClock(Date.parse('2026-11-21T12:00:00Z')) });
    await scheduleWord(t, '2026-11-25', 'SECRET', 'TERCES');
    for (const [date, status] of [
      ['2026-11-20', 200],
      ['2026-11-22', 200],
      ['2026-11-23', 400],
      ['2026-11-25', 400],
      ['2026-11-19', 400],
    ] as const) {
      const response = await getWord(t, date);
      expect(response.statusCode, date).toBe(status);
      if (status === 400) expect(response.json()).toMatchObject({ code: 'date-out-of-range' });
      expect(response.body).not.toContain('SECRET');
    }
    expect((await getWord(t, '2026-11-23')).json()).toMatchObject({ message: 'That puzzle is not available yet.' });
  });

  it.each(['2026-02-30', '21-11-2026', 'today'])('refuses the malformed date %j with a 400', async (date) => {
    t = await buildTestApp();
    const response = await getWord(t, date);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/daily/picture', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers 404 no-picture with the friendly message when nothing is scheduled and the library is off', async () => {
    t = await buildTestApp(NO_LIBRARY, { clock: manualClock(Date.parse('2026-11-21T12:00:00Z')) });
    const response = await getPicture(t, '2026-11-21');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'no-picture',
      message: 'No picture is scheduled for today. Come back tomorrow!',
    });
  });

  it('answers the picture scheduled for the day asked for', async () => {
    t = await buildTestApp({}, { clock: manualClock(Date.parse('2026-11-21T12:00:00Z')) });
    await schedulePicture(t, '2026-11-21', 'Happy Saturday!');
    const response = await getPicture(t, '2026-11-21');
    expect(response.statusCode).toBe(200);
    expect(response.json<DailyPictureBody>()).toEqual({
      date: '2026-11-21',
      imageUrl: '/media/pod-images/2026-11-21__p-tag.jpg',
      message: 'Happy Saturday!',
      width: 800,
      height: 600,
    });
  });
});

describe('which day: the word by UTC, the picture by the visitor’s local date', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('at 02:00 UTC a visitor at UTC-5 gets the new word but still yesterday’s picture', async () => {
    const now = Date.parse('2026-11-22T02:00:00Z'); // 21:00 on the 21st in New York
    t = await buildTestApp({}, { clock: manualClock(now) });
    await scheduleWord(t, '2026-11-21', 'COFFEE', 'EEFFOC');
    await scheduleWord(t, '2026-11-22', 'BALLOON', 'NOOLLAB');
    await schedulePicture(t, '2026-11-21', 'Picture of the 21st');
    await schedulePicture(t, '2026-11-22', 'Picture of the 22nd');

    // What the client sends, computed with the same rules it uses.
    const wordDay = utcDateKey(now);
    const pictureDay = localDateKey(now, UTC_MINUS_5);
    expect([wordDay, pictureDay]).toEqual(['2026-11-22', '2026-11-21']);

    expect((await getWord(t, wordDay)).json<DailyWordBody>().word).toBe('BALLOON');
    expect((await getPicture(t, pictureDay)).json<DailyPictureBody>().message).toBe('Picture of the 21st');
  });

  it('at 23:30 UTC on the 21st both games of a UTC-5 visitor are the 21st, a UTC+14 visitor already plays the 22nd picture', async () => {
    const now = Date.parse('2026-11-21T23:30:00Z');
    t = await buildTestApp({}, { clock: manualClock(now) });
    await schedulePicture(t, '2026-11-21', 'Picture of the 21st');
    await schedulePicture(t, '2026-11-22', 'Picture of the 22nd');
    await scheduleWord(t, '2026-11-21', 'COFFEE', 'EEFFOC');

    expect(localDateKey(now, UTC_MINUS_5)).toBe('2026-11-21');
    expect((await getWord(t, utcDateKey(now))).json<DailyWordBody>().word).toBe('COFFEE');
    expect((await getPicture(t, localDateKey(now, UTC_MINUS_5))).json<DailyPictureBody>().message).toBe('Picture of the 21st');

    expect(localDateKey(now, UTC_PLUS_14)).toBe('2026-11-22');
    expect((await getPicture(t, localDateKey(now, UTC_PLUS_14))).json<DailyPictureBody>().message).toBe('Picture of the 22nd');
  });

  it('refuses a picture date two days away from the server’s UTC day (the schedule stays private)', async () => {
    t = await buildTestApp(NO_LIBRARY, { clock: manualClock(Date.parse('2026-11-21T00:30:00Z')) });
    await schedulePicture(t, '2026-11-23', 'Not yet');
    const response = await getPicture(t, '2026-11-23');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'date-out-of-range' });
    expect(response.body).not.toContain('Not yet');
    // The day before is still someone's today (UTC-12 at 00:30 UTC is 12:30 the day before).
    expect((await getPicture(t, '2026-11-20')).json()).toMatchObject({ code: 'no-picture' });
  });
});

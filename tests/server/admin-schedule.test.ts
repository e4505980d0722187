import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScheduleDayBody, ScheduledPicture, ScheduledWord, ScheduleMonthBody } from '../../contract/schemas/daily';
import { HttpError } from '../../server/http-error';
import { compressPicture, pictureFileName } from '../../server/daily/picture-file';
import { processHere } from '../../server/images/process-file';
import { registerAdmin, registerUser } from './helpers/accounts';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { HTML_PAGE, pngBomb, solidJpeg, solidPng } from './helpers/images';
import { tempFilesOf, tempUploads } from './helpers/temp-uploads';
import { countRows } from './helpers/db';
import { describeOnce, itOnce } from './helpers/test-database';
import { storedNames } from './helpers/storage';

const DAY = '2026-11-21';
const WORD_FORM = {
  word: 'balloon',
  shuffled: ' noollab ',
  definition: 'A bag filled with air or gas.',
  sentence: 'The child let go of the red balloon.',
  quote: 'Up, up and away.',
};

function pictureForm(image: { data: Buffer; name?: string } | null, message: string | null): FormData {
  const form = new FormData();
  if (image) form.append('image', new Blob([new Uint8Array(image.data)], { type: 'image/jpeg' }), image.name ?? 'photo.jpg');
  if (message !== null) form.append('message', message);
  return form;
}

/** A photo-like picture: smooth detail, so the JPEG size behaves like a real one. */
async function detailedJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 2654435761) >>> 13) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(1.2).jpeg({ quality: 90 }).toBuffer();
}

describeOnce('admin scheduler: who may use it', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => t?.close());

  const routes = [
    { method: 'GET', url: '/api/admin/schedule?month=2026-11' },
    { method: 'GET', url: `/api/admin/schedule/${DAY}` },
    { method: 'PUT', url: `/api/admin/schedule/${DAY}/word`, payload: WORD_FORM },
    { method: 'PUT', url: `/api/admin/schedule/${DAY}/picture`, picture: true },
    { method: 'DELETE', url: `/api/admin/schedule/${DAY}/word` },
    { method: 'DELETE', url: `/api/admin/schedule/${DAY}/picture` },
  ] as const;

  it.each(routes)('$method $url: 401 signed out, 403 for a member, 2xx for an admin', async (route) => {
    const image = { data: await solidJpeg(40, 30) };
    const send = (cookie?: string) =>
      t.request({
        method: route.method,
        url: route.url,
        headers: cookie ? { cookie } : {},
        ...('payload' in route ? { payload: route.payload } : {}),
        ...('picture' in route ? { payload: pictureForm(image, 'Hello') } : {}),
      });
    const signedOut = await send();
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'unauthenticated' });

    const member = await registerUser(t);
    const forbidden = await send(member.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'forbidden' });

    const admin = await registerAdmin(t);
    const allowed = await send(admin.cookie);
    expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    expect((await storedNames(t.app.storage, 'pod-images')).length).toBe('picture' in route ? 1 : 0); // refused uploads stored nothing
  });
});

describe('PUT /api/admin/schedule/:date/word', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await buildTestApp({}, { clock: manualClock(Date.parse('2026-11-20T09:00:00Z')) });
    cookie = (await registerAdmin(t)).cookie;
  });
  afterEach(async () => t?.close());

  const putWord = (payload: unknown, date = DAY) =>
    t.request({ method: 'PUT', url: `/api/admin/schedule/${date}/word`, headers: { cookie }, payload: payload as object });

  it('saves word and shuffled upper-cased and trimmed, and the game of that day serves it', async () => {
    const response = await putWord(WORD_FORM);
    expect(response.statusCode).toBe(200);
    expect(response.json<ScheduledWord>()).toEqual({
      date: DAY,
      word: 'BALLOON',
      shuffled: 'NOOLLAB',
      definition: WORD_FORM.definition,
      sentence: WORD_FORM.sentence,
      quote: WORD_FORM.quote,
      updatedAt: '2026-11-20T09:00:00.000Z',
    });
    const played = await t.request({ method: 'GET', url: `/api/daily/word?date=${DAY}` });
    expect(played.json()).toMatchObject({ word: 'BALLOON', shuffled: 'NOOLLAB', fallback: false });
  });

  it('replaces the word of a day that already has one', async () => {
    await putWord(WORD_FORM);
    const response = await putWord({ ...WORD_FORM, word: 'Coffee', shuffled: 'eeffoc' });
    expect(response.json<ScheduledWord>()).toMatchObject({ word: 'COFFEE', shuffled: 'EEFFOC' });
    const count = { n: await countRows(t.app.db, 'word_schedule') };
    expect(count.n).toBe(1);
  });

  itOnce.each([
    ['a missing field', { ...WORD_FORM, quote: undefined }],
    ['an empty field', { ...WORD_FORM, definition: '' }],
    ['a blank field', { ...WORD_FORM, sentence: '   ' }],
    ['a blank word', { ...WORD_FORM, word: ' ', shuffled: ' ' }],
    ['a null field', { ...WORD_FORM, shuffled: null }],
    ['no body at all', {}],
  ])('refuses %s with "All word fields are required."', async (_label, payload) => {
    const response = await putWord(JSON.parse(JSON.stringify(payload)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'All word fields are required.', code: 'missing-fields' });
    expect(await countRows(t.app.db, 'word_schedule')).toBe(0);
  });

  itOnce.each([
    ['BALLOON', 'NOOLAB'], // a letter short
    ['BALLOON', 'NOOLLABB'], // a letter extra
    ['COFFEE', 'EEFOOC'], // same length, other letters
  ])('refuses %s shuffled as %s: "Shuffled must use exactly the letters of the word."', async (word, shuffled) => {
    const response = await putWord({ ...WORD_FORM, word, shuffled });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Shuffled must use exactly the letters of the word.',
      code: 'not-a-permutation',
    });
  });

  itOnce.each([
    ['ICE CREAM', 'MAERC ECI', 'invalid-word'],
    ['CAFÉ', 'ÉFAC', 'invalid-word'],
    ['R2D2', '2D2R', 'invalid-word'],
    ['BALLOON', 'balloon', 'already-solved'],
  ])('refuses %s / %s (%s)', async (word, shuffled, code) => {
    const response = await putWord({ ...WORD_FORM, word, shuffled });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  it('refuses an unknown field and an impossible date', async () => {
    const extra = await putWord({ ...WORD_FORM, hint: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ message: 'hint is not an accepted field.' });
    const badDate = await putWord(WORD_FORM, '2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({ code: 'invalid-date' });
  });
});

describe('PUT /api/admin/schedule/:date/picture', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await buildTestApp({}, { clock: manualClock(Date.parse('2026-11-20T09:00:00Z')) });
    cookie = (await registerAdmin(t)).cookie;
  });
  afterEach(async () => t?.close());

  const putPicture = (form: FormData, date = DAY) =>
    t.request({ method: 'PUT', url: `/api/admin/schedule/${date}/picture`, headers: { cookie }, payload: form });

  async function storedImage(imageUrl: string) {
    const served = await t.request({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    return { bytes: served.rawPayload, meta: await sharp(served.rawPayload).metadata() };
  }

  itOnce.each([
    // upload size → stored size (fit inside 800x600, aspect kept, never enlarged)
    [4000, 3000, 800, 600],
    [3000, 4000, 450, 600],
    [1600, 400, 800, 200],
    [400, 300, 400, 300],
    [120, 90, 120, 90],
  ])('a %dx%d photo is stored as a %dx%d JPEG', async (width, height, storedWidth, storedHeight) => {
    const response = await putPicture(pictureForm({ data: await solidJpeg(width, height) }, 'Enjoy!'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ScheduledPicture>();
    expect(body).toMatchObject({ date: DAY, message: 'Enjoy!', width: storedWidth, height: storedHeight });
    const { meta } = await storedImage(body.imageUrl);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', storedWidth, storedHeight]);
  });

  it('compresses a 12-megapixel photo far below 2 MB and the daily game serves it', async () => {
    const upload = await detailedJpeg(4000, 3000);
    const response = await putPicture(pictureForm({ data: upload, name: 'holiday.jpg' }, 'Greetings from the beach'));
    expect(response.statusCode).toBe(200);
    const body = response.json<ScheduledPicture>();
    const { bytes, meta } = await storedImage(body.imageUrl);
    expect([meta.width, meta.height]).toEqual([800, 600]);
    expect(bytes.length).toBeLessThan(upload.length);
    expect(bytes.length).toBeLessThanOrEqual(2_097_152);

    const played = await t.request({ method: 'GET', url: `/api/daily/picture?date=${DAY}` });
    expect(played.json()).toEqual({ date: DAY, imageUrl: body.imageUrl, message: 'Greetings from the beach', width: 800, height: 600 });
  });

  it('names the file pod-images/{date}__{safe name}-{tag}.jpg whatever the upload was called', async () => {
    const png = await solidPng(300, 200);
    const response = await putPicture(pictureForm({ data: png, name: '..\\..\\C:/photos/My Photo (1).v2.PNG' }, 'Hi'));
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json<ScheduledPicture>();
    expect(imageUrl).toMatch(/^\/media\/pod-images\/2026-11-21__My_Photo_1_v2-[A-Za-z0-9_-]{8}\.jpg$/);
    expect(await storedNames(t.app.storage, 'pod-images')).toEqual([imageUrl.split('/').pop()]);
    expect(tempFilesOf(t)).toEqual([]); // the upload's temp file and the picture's are gone: one moved, one removed
  });

  it('replaces the picture of a day: one row, the old file removed', async () => {
    const first = (await putPicture(pictureForm({ data: await solidJpeg(200, 100), name: 'a.jpg' }, 'First'))).json<ScheduledPicture>();
    const second = await putPicture(pictureForm({ data: await solidJpeg(100, 200), name: 'a.jpg' }, 'Second'));
    expect(second.statusCode).toBe(200);
    const body = second.json<ScheduledPicture>();
    expect(body.imageUrl).not.toBe(first.imageUrl); // a new URL: /media files are cached as immutable
    expect(await storedNames(t.app.storage, 'pod-images')).toEqual([body.imageUrl.split('/').pop()]);
    expect((await t.request({ method: 'GET', url: first.imageUrl })).statusCode).toBe(404);
    const day = await t.request({ method: 'GET', url: `/api/admin/schedule/${DAY}`, headers: { cookie } });
    expect(day.json<ScheduleDayBody>().picture).toMatchObject({ message: 'Second', width: 100, height: 200 });
  });

  it.each([
    ['no image', null, 'Hello'],
    ['an empty image file', { data: Buffer.alloc(0) }, 'Hello'],
    ['no message', 'jpeg', null],
    ['a blank message', 'jpeg', '  \n '],
  ] as const)('refuses %s with "All puzzle fields are required."', async (_label, image, message) => {
    const data = image === 'jpeg' ? { data: await solidJpeg(50, 50) } : image;
    const response = await putPicture(pictureForm(data, message));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'All puzzle fields are required.', code: 'missing-fields' });
    expect(await storedNames(t.app.storage, 'pod-images')).toEqual([]);
    expect(tempFilesOf(t)).toEqual([]);
  });

  it('refuses what is not a picture by its content, whatever its name says', async () => {
    const response = await putPicture(pictureForm({ data: HTML_PAGE, name: 'photo.jpg' }, 'Hello'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported-image' });
    expect(await storedNames(t.app.storage, 'pod-images')).toEqual([]);
    expect(tempFilesOf(t)).toEqual([]);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const response = await putPicture(pictureForm({ data: pngBomb(), name: 'tiny.png' }, 'Hello'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'image-too-many-pixels' });
    expect(await storedNames(t.app.storage, 'pod-images')).toEqual([]);
    expect(tempFilesOf(t)).toEqual([]);
  });

  it('refuses a message over 300 characters and a JSON body', async () => {
    const long = await putPicture(pictureForm({ data: await solidJpeg(50, 50) }, 'x'.repeat(301)));
    expect(long.statusCode).toBe(400);
    const json = await t.request({ method: 'PUT', url: `/api/admin/schedule/${DAY}/picture`, headers: { cookie }, payload: { message: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});

describeOnce('the 2 MB limit after compression', () => {
  let uploads: ReturnType<typeof tempUploads>;
  beforeEach(() => {
    uploads = tempUploads();
  });
  afterEach(() => uploads.remove());

  it('is out of reach at 800x600 and quality 70, even for pure noise', async () => {
    const noise = Buffer.alloc(800 * 600 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (Math.imul(i + 1, 2654435761) >>> 24) & 255;
    const png = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } }).png().toBuffer();
    const image = await compressPicture(processHere, uploads.write(png));
    expect(image.size).toBeLessThan(2_097_152);
  });

  it('refuses a result over the limit with "Still too large (N MB). Try a smaller file.", and removes it', async () => {
    const upload = uploads.write(await detailedJpeg(1600, 1200));
    const fits = await compressPicture(processHere, upload); // the real limit
    fs.rmSync(fits.path);
    const limit = fits.size - 1; // one byte too small for this picture
    const refusal = await compressPicture(processHere, upload, limit).catch((error: unknown) => error);
    expect(uploads.files()).toEqual([path.basename(upload)]); // the refused result is gone; the upload is its caller's
    expect(refusal).toBeInstanceOf(HttpError);
    const { statusCode, code, message } = refusal as HttpError;
    const megabytes = (fits.size / (1024 * 1024)).toFixed(2);
    expect({ statusCode, code, message }).toEqual({
      statusCode: 413,
      code: 'image-too-large',
      message: `Still too large (${megabytes} MB). Try a smaller file.`,
    });
    expect(megabytes).toMatch(/^\d+\.\d\d$/);
  });

  it('is refused over HTTP with the status text, and nothing is stored', async () => {
    const t = await buildTestApp({}, { clock: manualClock(Date.parse('2026-11-20T09:00:00Z')), daily: { pictureMaxBytes: 1000 } });
    try {
      const { cookie } = await registerAdmin(t);
      const response = await t.request({
        method: 'PUT',
        url: `/api/admin/schedule/${DAY}/picture`,
        headers: { cookie },
        payload: pictureForm({ data: await detailedJpeg(1600, 1200) }, 'Too big for the limit'),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toMatch(/^Still too large \(\d+\.\d\d MB\)\. Try a smaller file\.$/);
      expect(await storedNames(t.app.storage, 'pod-images')).toEqual([]);
      expect(tempFilesOf(t)).toEqual([]); // neither the upload nor the refused result
      const day = await t.request({ method: 'GET', url: `/api/admin/schedule/${DAY}`, headers: { cookie } });
      expect(day.json().picture).toBeNull();
    } finally {
      await t.close();
    }
  });

  it.each([
    ['2026-11-21', 'holiday.jpg', '2026-11-21__holiday-TAG.jpg'],
    ['2026-11-21', '/tmp/../x/Beach Day!.jpeg', '2026-11-21__Beach_Day-TAG.jpg'],
    ['2026-11-21', 'C:\\Users\\me\\pic.webp', '2026-11-21__pic-TAG.jpg'],
    ['2026-11-21', '...', '2026-11-21__picture-TAG.jpg'],
    ['2026-11-21', 'ünïcødé.png', '2026-11-21__n_c_d-TAG.jpg'],
    ['2026-11-21', `${'a'.repeat(200)}.png`, `2026-11-21__${'a'.repeat(60)}-TAG.jpg`],
  ])('pictureFileName(%s, %j)', (date, name, expected) => {
    expect(pictureFileName(date, name, 'TAG')).toBe(expected);
  });
});

describe('reading the schedule', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await buildTestApp({ DAILY_LIBRARY: 'off' }); // only what was scheduled (the library's days: daily-library.test.ts)
    cookie = (await registerAdmin(t)).cookie;
  });
  afterEach(async () => t?.close());

  it('lists every day of a month with its word and picture', async () => {
    await t.request({ method: 'PUT', url: '/api/admin/schedule/2026-11-05/word', headers: { cookie }, payload: WORD_FORM });
    await t.request({ method: 'PUT', url: '/api/admin/schedule/2026-12-01/word', headers: { cookie }, payload: WORD_FORM });
    const put = await t.request({
      method: 'PUT',
      url: '/api/admin/schedule/2026-11-30/picture',
      headers: { cookie },
      payload: pictureForm({ data: await solidJpeg(80, 60) }, 'Last day'),
    });
    const response = await t.request({ method: 'GET', url: '/api/admin/schedule?month=2026-11', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const { month, days } = response.json<ScheduleMonthBody>();
    expect(month).toBe('2026-11');
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-11-01', word: null, picture: null, library: null });
    expect(days[4]).toEqual({ date: '2026-11-05', word: 'BALLOON', picture: null, library: null });
    const lastPicture = { imageUrl: put.json<ScheduledPicture>().imageUrl, message: 'Last day' };
    expect(days[29]).toEqual({ date: '2026-11-30', word: null, picture: lastPicture, library: null });
    expect(days.filter((day) => day.word || day.picture)).toHaveLength(2); // December's word is not in November
  });

  it('refuses a malformed month', async () => {
    for (const month of ['2026-13', '2026-1', 'november']) {
      const response = await t.request({ method: 'GET', url: `/api/admin/schedule?month=${month}`, headers: { cookie } });
      expect(response.statusCode, month).toBe(400);
    }
  });

  it('shows one day in full, and deleting clears it (the picture file too)', async () => {
    await t.request({ method: 'PUT', url: `/api/admin/schedule/${DAY}/word`, headers: { cookie }, payload: WORD_FORM });
    await t.request({
      method: 'PUT',
      url: `/api/admin/schedule/${DAY}/picture`,
      headers: { cookie },
      payload: pictureForm({ data: await solidJpeg(80, 60) }, 'Hello'),
    });
    const day = (await t.request({ method: 'GET', url: `/api/admin/schedule/${DAY}`, headers: { cookie } })).json<ScheduleDayBody>();
    expect(day.word).toMatchObject({ word: 'BALLOON', shuffled: 'NOOLLAB', definition: WORD_FORM.definition });
    expect(day.picture).toMatchObject({ message: 'Hello', width: 80, height: 60 });

    for (const part of ['word', 'picture']) {
      const deleted = await t.request({ method: 'DELETE', url: `/api/admin/schedule/${DAY}/${part}`, headers: { cookie } });
      expect(deleted.statusCode).toBe(204);
    }
    const empty = await t.request({ method: 'GET', url: `/api/admin/schedule/${DAY}`, headers: { cookie } });
    expect(empty.json()).toEqual({ date: DAY, word: null, picture: null });
    expect(await storedNames(t.app.storage, 'pod-images')).toEqual([]);
  });
});

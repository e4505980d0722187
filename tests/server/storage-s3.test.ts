import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_IMAGE_FOLDER } from '../../contract/cards';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import type { ScheduledPicture } from '../../contract/schemas/daily';
import { loadConfig } from '../../server/config';
import { fullCopyName, variantFileName } from '../../server/images/variants';
import { ORPHAN_AGE_MS, sweepOrphanPictures } from '../../server/storage/orphans';
import { parseStorageUrl } from '../../server/storage/s3-url';
import { startS3, type S3Server } from '../support/s3-server';
import { registerAdmin } from './helpers/accounts';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { generateImage } from './helpers/cards';
import { breakOutbox } from './helpers/db';
import { HTML_PAGE, solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { getBoard } from './helpers/puzzles';
import { tempFilesOf } from './helpers/temp-uploads';

const WEBP_ACCEPT = 'image/avif,image/webp,image/*,*/*;q=0.8';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

const sendGift = (t: TestApp, data: Buffer) =>
  t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields(), { data }) });
const nameOf = (url: string) => url.split('/').pop()!;
/** What DATA_DIR/uploads holds: with a bucket, only the upload temp folder. */
const localUploads = (t: TestApp) => fs.readdirSync(path.join(t.dataDir, 'uploads'));

describe('STORAGE_URL: gift photos in an S3 bucket', () => {
  let t: TestApp;
  let imageUrl: string; // a 1200x900 photo: the JPEG and its 480 and 960 WebP copies
  beforeAll(async () => {
    t = await buildTestApp({ STORAGE_URL: s3.url });
    const created = await sendGift(t, await solidJpeg(1200, 900));
    expect(created.statusCode, created.body).toBe(201);
    imageUrl = (await getBoard(t, created.json<CreatedPuzzle>().id)).imageUrl;
  });
  afterAll(() => t.close());

  it('stores the photo and its WebP copies as objects, and nothing on the local disk but the temp folder', async () => {
    const name = nameOf(imageUrl);
    expect(await s3.keys('puzzles/')).toEqual([name, variantFileName(name, 480), variantFileName(name, 960)].map((file) => `puzzles/${file}`).sort());
    expect(localUploads(t)).toEqual(['.incoming']);
    expect(tempFilesOf(t)).toEqual([]); // uploaded, then deleted
  });

  it('lists a folder of the bucket, and the orphan sweep removes from it only what no row points at', async () => {
    const name = nameOf(imageUrl);
    await t.app.storage.writeAllAtomic('puzzles', [{ name: 'crashed.jpg', data: Buffer.from('x') }, { name: 'crashed-w480.webp', data: Buffer.from('y') }]);
    const listed = await t.app.storage.list('puzzles');
    expect(listed.map((file) => file.name)).toEqual(['crashed-w480.webp', 'crashed.jpg', name, variantFileName(name, 480), variantFileName(name, 960)].sort());
    expect(listed.every((file) => Math.abs(file.modifiedAt - Date.now()) < 60_000)).toBe(true);
    const later = Date.now() + 2 * ORPHAN_AGE_MS; // as if the sweep ran two hours from now
    expect(await sweepOrphanPictures(t.app.db, t.app.storage, later)).toBe(2);
    expect(await s3.keys('puzzles/')).toEqual([name, variantFileName(name, 480), variantFileName(name, 960)].map((file) => `puzzles/${file}`).sort());
  });

  it('serves an object at /media with the same headers as a local file', async () => {
    const response = await t.request({ method: 'GET', url: imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(response.headers.vary).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.equals(await s3.object(`puzzles/${nameOf(imageUrl)}`))).toBe(true);

    const copy = await t.request({ method: 'GET', url: `${imageUrl}?w=480`, headers: { accept: WEBP_ACCEPT } });
    expect(copy.headers).toMatchObject({ 'content-type': 'image/webp', vary: 'Accept' });
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });
  });

  it('answers 404 JSON for a name nothing is stored under', async () => {
    for (const url of ['/media/puzzles/AAAAAAAAAAAAAAAAAAAAAA.jpg', '/media/puzzles/AAAAAAAAAAAAAAAAAAAAAA.jpg?w=480']) {
      const response = await t.request({ method: 'GET', url, headers: { accept: WEBP_ACCEPT } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'media-not-found', message: 'Image not found.' });
    }
  });

  it('stores nothing for a refused upload, and removes what it uploaded when a later object fails', async () => {
    const before = await s3.keys();
    expect((await sendGift(t, HTML_PAGE)).statusCode).toBe(415);

    const storage = t.app.storage;
    const moveIn = storage.moveIn.bind(storage);
    let moves = 0;
    const failSecond = vi.spyOn(storage, 'moveIn').mockImplementation((folder, name, file) => (++moves === 2 ? Promise.reject(new Error('bucket went away')) : moveIn(folder, name, file)));
    try {
      expect((await sendGift(t, await solidJpeg(1200, 900))).statusCode).toBe(500);
    } finally {
      failSecond.mockRestore();
    }
    expect(moves).toBe(2); // the JPEG was uploaded before the copy failed
    expect(await s3.keys()).toEqual(before);
    expect(tempFilesOf(t)).toEqual([]);
  });
});

describe('STORAGE_URL: failures leave nothing in the bucket', () => {
  it('a gift whose transaction fails', async () => {
    const t = await buildTestApp({ STORAGE_URL: s3.url });
    try {
      const before = await s3.keys();
      await breakOutbox(t.app.db);
      expect((await sendGift(t, await solidJpeg(1200, 900))).statusCode).toBe(500);
      expect(await s3.keys()).toEqual(before);
      expect(tempFilesOf(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('a bucket that does not exist: a 500, no temp file left, and /media says so too (not a 404)', async () => {
    const t = await buildTestApp({ STORAGE_URL: s3.url.replace('/puzzle-gift-test?', '/no-such-bucket?') });
    try {
      expect((await sendGift(t, await solidJpeg())).statusCode).toBe(500);
      expect(tempFilesOf(t)).toEqual([]);
      expect((await t.request({ method: 'GET', url: '/media/puzzles/AAAAAAAAAAAAAAAAAAAAAA.jpg' })).statusCode).toBe(500);
    } finally {
      await t.close();
    }
  });
});

describe('STORAGE_URL: daily and card pictures in an S3 bucket', () => {
  const clock = manualClock(Date.parse('2026-11-20T09:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ STORAGE_URL: s3.url }, { clock });
  });
  afterAll(() => t.close());

  it("stores the admin's picture of a day, removes the one it replaces, and serves it", async () => {
    const { cookie } = await registerAdmin(t);
    const put = (data: Buffer) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'beach.jpg');
      form.append('message', 'Greetings');
      return t.request({ method: 'PUT', url: '/api/admin/schedule/2026-11-21/picture', headers: { cookie }, payload: form });
    };
    expect((await put(await solidJpeg(200, 100))).statusCode).toBe(200);
    const second = await put(await solidJpeg(100, 200));
    expect(second.statusCode, second.body).toBe(200);
    const { imageUrl } = second.json<ScheduledPicture>();
    expect(await s3.keys('pod-images/2026')).toEqual([`pod-images/${nameOf(imageUrl)}`]);
    const served = await t.request({ method: 'GET', url: imageUrl });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(localUploads(t)).toEqual(['.incoming']);
  });

  it('stores a generated card picture with its WebP copy, and the sweep removes them a week later', async () => {
    const image = await generateImage(t);
    const name = nameOf(image.imageUrl);
    const keys = () => s3.keys(`${CARD_IMAGE_FOLDER}/puzzle_`);
    expect(await keys()).toEqual([name, fullCopyName(name)].map((file) => `${CARD_IMAGE_FOLDER}/${file}`).sort());
    expect((await t.request({ method: 'GET', url: image.imageUrl })).headers['content-type']).toBe('image/png');

    clock.advance(8 * 24 * 60 * 60_000);
    expect(await t.app.cards.sweepUnusedImages()).toBe(1);
    expect(await keys()).toEqual([]);
    expect((await t.request({ method: 'GET', url: image.imageUrl })).statusCode).toBe(404);
  });
});

describe('STORAGE_URL format', () => {
  it('reads endpoint, bucket, region and percent-encoded credentials', () => {
    expect(parseStorageUrl('s3://AKIA%2Bkey:se%2Fcret@minio.internal:9000/photos?region=eu-west-1&ssl=false')).toEqual({
      endpoint: 'http://minio.internal:9000',
      region: 'eu-west-1',
      bucket: 'photos',
      credentials: { accessKeyId: 'AKIA+key', secretAccessKey: 'se/cret' },
    });
    expect(parseStorageUrl('s3://s3.eu-west-1.amazonaws.com/photos')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'us-east-1',
      bucket: 'photos',
      credentials: null, // the SDK's own chain
    });
  });

  it.each([
    ['not a url', /it is not a URL/],
    ['https://key:hunter2secret@host/photos', /the scheme must be s3:\/\/, not https:\/\//],
    ['s3://key:hunter2secret@host', /the bucket is missing/],
    ['s3://key:hunter2secret@host/Photos_2', /"Photos_2" is not a bucket name/],
    ['s3://key:hunter2secret@host/photos/extra', /"photos\/extra" is not a bucket name/],
    ['s3://key@host/photos', /give both the access key and the secret, or neither/],
    ['s3://key:hunter2secret@host/photos?ssl=no', /ssl must be true or false/],
    ['s3://key:hunter2secret@host/photos?regoin=eu-west-1', /unknown parameter "regoin"/],
    ['s3://key:hunter2secret@host/photos?region=', /"" is not a region name/],
    ['s3://key:hunter2%zz@host/photos', /not percent-encoded correctly/],
    ['s3://key:hunter2secret@host:99999/photos', /it is not a URL/],
  ])('refuses %s at start-up with a clear message that never repeats the secret', (url, message) => {
    const start = () => loadConfig({ STORAGE_URL: url });
    expect(start).toThrow(/^STORAGE_URL must look like s3:\/\/ACCESS_KEY:SECRET@host\[:port\]\/bucket/);
    expect(start).toThrow(message);
    expect(start).not.toThrow(/hunter2/);
  });
});

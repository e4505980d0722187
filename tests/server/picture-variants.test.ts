import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_PICTURE_CSS_WIDTH, boardPictureRequestUrl, PICTURE_WIDTH_MAX, pictureSrcset } from '../../contract/pictures';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { acceptsWebp, variantFileName } from '../../server/images/variants';
import { FileStorage } from '../../server/plugins/storage';
import { buildTestApp, type TestApp } from './helpers/app';
import { generateImage } from './helpers/cards';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { getBoard } from './helpers/puzzles';
import { breakOutbox } from './helpers/db';
import { storedNames } from './helpers/storage';

/** What Chrome sends for an <img> or `new Image()`. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** What Safari 13, which cannot decode WebP, sends. */
const NO_WEBP_ACCEPT = 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

/** A photo with detail (a gradient under shapes), so the encoders have something to do. */
function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#3a6"/><stop offset="1" stop-color="#c53"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="40%" cy="45%" r="20%" fill="#248"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function createGift(t: TestApp, data: Buffer): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields(), { data }) });
  expect(response.statusCode, response.body).toBe(201);
  return (await getBoard(t, response.json<CreatedPuzzle>().id)).imageUrl;
}

const uploads = (t: TestApp, folder: string) => storedNames(t.app.storage, folder);

describe('WebP copies of a gift photo', () => {
  let t: TestApp;
  let imageUrl: string; // a 2400x1800 upload, stored 1600x1200
  let smallUrl: string; // a 400x300 upload: no copies
  beforeAll(async () => {
    t = await buildTestApp();
    imageUrl = await createGift(t, await photo(2400, 1800));
    smallUrl = await createGift(t, await solidJpeg(400, 300));
  });
  afterAll(async () => t.close());

  const get = (url: string, accept = BROWSER_IMAGE_ACCEPT) => t.request({ method: 'GET', url, headers: { accept } });

  it('are stored beside the photo at 480 and 960 wide, never wider than the photo', async () => {
    const original = imageUrl.split('/').pop()!;
    const small = smallUrl.split('/').pop()!;
    expect(await uploads(t, 'puzzles')).toEqual([original, variantFileName(original, 480), variantFileName(original, 960), small].sort());
    expect(variantFileName(original, 480)).toBe(original.replace(/\.jpg$/, '-w480.webp'));
    for (const [width, height] of [[480, 360], [960, 720]]) {
      const file = path.join(t.dataDir, 'uploads', 'puzzles', variantFileName(original, width!));
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width, height });
    }
  });

  it.each([
    { w: 960, width: 960 },
    { w: 500, width: 960 }, // the narrowest copy at least that wide
    { w: 481, width: 960 },
    { w: 480, width: 480 },
    { w: 1, width: 480 },
  ])('?w=$w answers the $width-pixel WebP to a browser that takes WebP', async ({ w, width }) => {
    const response = await get(`${imageUrl}?w=${w}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
  });

  it('answers the original JPEG when no copy is wide enough, or the browser does not take WebP', async () => {
    for (const [url, accept] of [
      [`${imageUrl}?w=961`, BROWSER_IMAGE_ACCEPT],
      [`${imageUrl}?w=${PICTURE_WIDTH_MAX}`, BROWSER_IMAGE_ACCEPT], // wider than the photo: clamped to it
      [`${imageUrl}?w=480`, NO_WEBP_ACCEPT],
      [`${imageUrl}?w=480`, 'image/webp;q=0, image/*'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/jpeg');
      expect(response.headers.vary, url).toBe('Accept');
      expect(await sharp(response.rawPayload).metadata(), url).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    }
  });

  it('answers the original, unchanged, without ?w (and without Vary)', async () => {
    const response = await get(imageUrl);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.vary).toBeUndefined();
    expect(response.rawPayload.equals(fs.readFileSync(path.join(t.dataDir, 'uploads', imageUrl.replace('/media/', ''))))).toBe(true);
  });

  it('falls back to the original for a picture without copies: a small photo, an older one', async () => {
    const original = imageUrl.split('/').pop()!;
    // An "older" puzzle: its copies removed, as if it was stored before copies existed.
    const older = `${original.slice(0, -4)}older.jpg`;
    fs.copyFileSync(path.join(t.dataDir, 'uploads', 'puzzles', original), path.join(t.dataDir, 'uploads', 'puzzles', older));
    for (const [url, type, width] of [
      [`${smallUrl}?w=480`, 'image/jpeg', 400],
      [`/media/puzzles/${older}?w=960`, 'image/jpeg', 1600],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
      expect((await sharp(response.rawPayload).metadata()).width, url).toBe(width);
    }
    fs.rmSync(path.join(t.dataDir, 'uploads', 'puzzles', older));
  });

  it("answers a card picture's ?w= with its full-size WebP copy, and the PNG to a browser without WebP", async () => {
    const card = (await generateImage(t)).imageUrl;
    for (const w of [480, 960]) {
      const response = await get(`${card}?w=${w}`);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    }
    const png = await get(`${card}?w=960`, 'image/png,*/*');
    expect(png.headers['content-type']).toBe('image/png');
    expect((await get(card)).headers['content-type']).toBe('image/png'); // the stored picture is still the spec's PNG
  });

  it.each(['0', '-1', 'abc', '1.5', '', '8193', '99999999', '0480'])('refuses ?w=%s with 400 and a clear message', async (w) => {
    const response = await get(`${imageUrl}?w=${w}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid-field', message: `w must be a whole number of pixels from 1 to ${PICTURE_WIDTH_MAX}.` });
  });

  it('refuses other query fields and still answers 404 for a missing picture', async () => {
    expect((await get(`${imageUrl}?width=480`)).json()).toMatchObject({ statusCode: 400, message: 'width is not an accepted field.' });
    expect((await get('/media/puzzles/AAAAAAAAAAAAAAAAAAAAAA.jpg?w=480')).json()).toMatchObject({ statusCode: 404, code: 'media-not-found' });
  });

  it.each([
    [360, 1],
    [412, 2],
    [412, 2.625],
    [1366, 1],
    [1366, 1.5],
    [1440, 2],
  ])("the page's preload and the board pick the same copy in a window %s px wide at %sx", async (windowWidth, density) => {
    // A browser takes the narrowest srcset candidate covering sizes x density, else the widest.
    const candidates = pictureSrcset(imageUrl)!.split(', ').map((candidate) => {
      const [url, width] = candidate.split(' ');
      return { url: url!, width: Number.parseInt(width!, 10) };
    });
    const needed = Math.min(windowWidth, BOARD_PICTURE_CSS_WIDTH) * density; // imagesizes: BOARD_PICTURE_SIZES
    const preloaded = (candidates.find((c) => c.width >= needed) ?? candidates[candidates.length - 1]!).url;
    expect(boardPictureRequestUrl(imageUrl, windowWidth, density)).toBe(preloaded);
    const response = await get(preloaded);
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });

  it('has no srcset for a picture that is not stored', () => {
    expect(pictureSrcset('blob:http://localhost/x')).toBeNull();
  });
});

describe('acceptsWebp', () => {
  it.each([
    [BROWSER_IMAGE_ACCEPT, true],
    ['image/webp', true],
    ['IMAGE/WEBP;q=0.5', true],
    [NO_WEBP_ACCEPT, false],
    ['*/*', false],
    ['image/webp;q=0', false],
    ['image/webp;q=0.000', false],
    [undefined, false],
  ] as const)('%s → %s', (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });
});

describe('FileStorage.writeAllAtomic', () => {
  it('writes every file, or removes those it wrote when one fails', async () => {
    const storage = new FileStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-storage-')));
    await storage.writeAllAtomic('puzzles', [
      { name: 'a.jpg', data: Buffer.from('a') },
      { name: 'a-w480.webp', data: Buffer.from('b') },
    ]);
    expect(await storedNames(storage, 'puzzles')).toEqual(['a-w480.webp', 'a.jpg']);
    const failing = storage.writeAllAtomic('puzzles', [
      { name: 'b.jpg', data: Buffer.from('a') },
      { name: 'b-w480.webp', data: Buffer.from('b') },
      { name: '../escape.webp', data: Buffer.from('c') },
    ]);
    await expect(failing).rejects.toThrow(/unsafe/);
    expect(await storedNames(storage, 'puzzles')).toEqual(['a-w480.webp', 'a.jpg']);
    expect(fs.readdirSync(path.join(storage.root, 'puzzles')).sort()).toEqual(['a-w480.webp', 'a.jpg']); // no temp files
    fs.rmSync(storage.root, { recursive: true, force: true });
  });
});

describe('a gift whose transaction fails', () => {
  it('leaves neither the photo nor its copies behind', async () => {
    const t = await buildTestApp();
    try {
      await breakOutbox(t.app.db);
      const response = await t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields(), { data: await photo(1200, 900) }) });
      expect(response.statusCode).toBe(500);
      expect(await uploads(t, 'puzzles')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { processImage, PUZZLE_PHOTO_OPTIONS } from '../../server/images/process';
import { FileStorage, randomFileName } from '../../server/plugins/storage';
import { buildTestApp, type TestApp } from './helpers/app';
import { jpegWithGps, pngBomb, solidPng, twelveMegapixelJpeg } from './helpers/images';
import { createPuzzle, getBoard } from './helpers/puzzles';
import { storedNames } from './helpers/storage';

describe('GET /media/:folder/:file', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('serves a stored puzzle photo as an immutable, non-sniffable JPEG', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t);
    const board: PuzzleBoard = await getBoard(t, id);
    const response = await t.request({ method: 'GET', url: board.imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const onDisk = fs.readFileSync(path.join(t.dataDir, 'uploads', board.imageUrl.replace('/media/', '')));
    expect(response.rawPayload.equals(onDisk)).toBe(true);
    expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('answers 404 JSON for a file that does not exist', async () => {
    t = await buildTestApp();
    const response = await t.request({ method: 'GET', url: '/media/puzzles/AAAAAAAAAAAAAAAAAAAAAA.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'media-not-found', message: 'Image not found.' });
  });

  it('serves nothing outside the uploads and no unsafe names', async () => {
    t = await buildTestApp();
    await createPuzzle(t);
    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'puzzles', 'note.txt'), 'secret');
    const secret = fs.readFileSync(path.join(t.dataDir, 'puzzle-gift.sqlite'));
    for (const url of [
      '/media/puzzles/..%2F..%2Fpuzzle-gift.sqlite',
      '/media/..%2F..%2Fetc/passwd',
      '/media/puzzles/%2E%2E%2Fpuzzle-gift.sqlite',
      '/media/puzzles/note.txt',
      '/media/puzzles/x.jpg.1234.tmp',
      '/media/Puzzles/x.jpg',
      '/media/puzzles/.hidden.jpg',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
      expect(response.rawPayload.includes(secret.subarray(0, 16)), url).toBe(false);
    }
  });
});

describe('FileStorage', () => {
  const root = () => fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-storage-'));

  it('writes atomically (no temp file left), lists, removes, and tolerates removing twice', async () => {
    const storage = new FileStorage(root());
    const name = randomFileName('jpg');
    expect(name).toMatch(/^[A-Za-z0-9_-]{22}\.jpg$/);
    await storage.writeAtomic('daily', name, Buffer.from('picture'));
    expect(fs.readdirSync(path.join(storage.root, 'daily'))).toEqual([name]);
    expect(await storedNames(storage, 'daily')).toEqual([name]);
    expect(await storage.stat('daily', name)).toEqual({ path: path.join(storage.root, 'daily', name), size: 7 });
    await storage.remove('daily', name);
    await storage.remove('daily', name);
    expect(await storedNames(storage, 'daily')).toEqual([]);
    expect(await storage.stat('daily', name)).toBeNull();
  });

  it('refuses folder and file names that could leave its root', async () => {
    const storage = new FileStorage(root());
    for (const [folder, name] of [
      ['puzzles', '../escape.jpg'],
      ['../puzzles', 'a.jpg'],
      ['puzzles', 'a/b.jpg'],
      ['puzzles', '..'],
      ['puzzles', 'a.jpg\u0000.txt'],
      ['', 'a.jpg'],
    ] as const) {
      expect(() => storage.pathOf(folder, name)).toThrow(/unsafe/);
      await expect(storage.writeAtomic(folder, name, Buffer.from('x'))).rejects.toThrow(/unsafe/);
      expect(await storage.stat(folder, name)).toBeNull();
    }
  });
});

describe('processImage', () => {
  it('takes other limits, as the daily pictures need (800x600, quality 70)', async () => {
    const daily = { ...PUZZLE_PHOTO_OPTIONS, maxWidth: 800, maxHeight: 600, quality: 70 };
    const photo = await twelveMegapixelJpeg();
    const result = await processImage(photo, daily);
    expect(result).toMatchObject({ width: 800, height: 600, extension: 'jpg', contentType: 'image/jpeg' });
    const lowerQuality = await processImage(photo, { ...daily, quality: 30 });
    expect(lowerQuality.data.length).toBeLessThan(result.data.length);
  });

  it('auto-orients and strips EXIF and GPS', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined(); // the fixture really carries EXIF
    const result = await processImage(input, PUZZLE_PHOTO_OPTIONS);
    const metadata = await sharp(result.data).metadata();
    expect([result.width, result.height, metadata.width, metadata.height]).toEqual([200, 400, 200, 400]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
  });

  it('applies its pixel limit from the header, whatever the limit', async () => {
    await expect(processImage(pngBomb(), PUZZLE_PHOTO_OPTIONS)).rejects.toMatchObject({ statusCode: 413 });
    const tiny = { ...PUZZLE_PHOTO_OPTIONS, maxInputPixels: 10_000 };
    await expect(processImage(await solidPng(200, 200), tiny)).rejects.toMatchObject({
      statusCode: 413,
      code: 'image-too-many-pixels',
    });
    await expect(processImage(await solidPng(100, 100), tiny)).resolves.toMatchObject({ width: 100, height: 100 });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PictureWorker } from '../../server/images/worker/client';
import { buildTestApp, OWN_PICTURE_WORKER, type TestApp } from './helpers/app';
import { solidJpeg, twelveMegapixelJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields, type PhotoPart } from './helpers/multipart';
import { tempFilesOf } from './helpers/temp-uploads';

const puzzlesDir = (t: TestApp) => path.join(t.dataDir, 'uploads', 'puzzles');
const uploadsOf = (t: TestApp) => (fs.existsSync(puzzlesDir(t)) ? fs.readdirSync(puzzlesDir(t)) : []);
const puzzleRows = (t: TestApp) => t.app.db.selectFrom('puzzles').select('id').execute();
const outboxRows = (t: TestApp) => t.app.db.selectFrom('outbox').select('id').execute();
const send = (t: TestApp, photo: PhotoPart) => t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields(), photo) });

/** Nothing of a refused request may remain: no row, no file, no temp file, no mail. */
async function expectNothingStored(t: TestApp) {
  expect(await puzzleRows(t)).toEqual([]);
  expect(uploadsOf(t)).toEqual([]);
  expect(tempFilesOf(t)).toEqual([]);
  expect(await outboxRows(t)).toEqual([]);
}

/**
 * POST /api/puzzles never holds the photo in the API process: the file part is streamed to the
 * app's temp folder, the picture worker gets its path, and whatever happens the temp files go.
 * (The refusals of puzzles-create.test.ts check the temp folder too.)
 */
describe('POST /api/puzzles: the photo as temp files', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('streams the photo to a temp file and hands the worker its path, never its bytes', async () => {
    t = await buildTestApp({}, OWN_PICTURE_WORKER);
    const photo = await solidJpeg(1200, 900);
    const worker = t.app.pictures as PictureWorker;
    const seen: { dir: string; size: number }[] = [];
    const processPicture = worker.process.bind(worker);
    vi.spyOn(worker, 'process').mockImplementation((input, options) => {
      seen.push({ dir: path.dirname(input), size: fs.statSync(input).size });
      return processPicture(input, options);
    });
    const response = await send(t, { data: photo });
    expect(response.statusCode, response.body).toBe(201);
    expect(seen).toEqual([{ dir: t.app.uploadTempDir, size: photo.length }]); // the whole upload, in the app's temp folder
    expect(path.relative(path.join(t.dataDir, 'uploads'), t.app.uploadTempDir)).toBe('.incoming'); // /media never serves it
    const stored = uploadsOf(t);
    expect(stored).toHaveLength(3); // the JPEG and its 480 and 960 WebP copies, moved in
    expect(tempFilesOf(t)).toEqual([]);
  });

  it('answers 422 and leaves nothing behind when the worker dies on the photo', async () => {
    t = await buildTestApp({}, OWN_PICTURE_WORKER);
    expect((await send(t, { data: await solidJpeg() })).statusCode).toBe(201); // the worker runs
    await t.app.db.deleteFrom('puzzles').execute();
    await t.app.db.deleteFrom('outbox').execute();
    for (const file of uploadsOf(t)) fs.rmSync(path.join(t.dataDir, 'uploads', 'puzzles', file));
    const worker = t.app.pictures as PictureWorker;
    const processPicture = worker.process.bind(worker);
    vi.spyOn(worker, 'process').mockImplementation((input, options) => {
      const inWork = processPicture(input, options);
      setImmediate(() => process.kill(worker.pid!, 'SIGKILL')); // as a decoder crash would, mid-picture
      return inWork;
    });
    const response = await send(t, { data: await twelveMegapixelJpeg() });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ message: 'We could not read that image.' });
    await expectNothingStored(t);
  }, 20_000); // a worker starts and a 12 MP photo is made: slow on a busy machine

  it("answers 500, not a refusal of the photo, when the upload cannot be written to the app's temp folder", async () => {
    t = await buildTestApp({}, OWN_PICTURE_WORKER);
    fs.rmSync(t.app.uploadTempDir, { recursive: true }); // the server's disk problem, not the sender's
    const response = await send(t, { data: await solidJpeg() });
    expect(response.statusCode).toBe(500);
    expect(await puzzleRows(t)).toEqual([]);
    expect(uploadsOf(t)).toEqual([]);
  });
});

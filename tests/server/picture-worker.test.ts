import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http-error';
import { IMAGE_MESSAGES, PUZZLE_PHOTO_OPTIONS } from '../../server/images/process';
import { PictureWorker } from '../../server/images/worker/client';
import { workerNiceness } from '../../server/images/worker/protocol';
import { HTML_PAGE, solidJpeg, twelveMegapixelJpeg } from './helpers/images';

/** The niceness of each thread of process `pid` (field 19 of /proc/<pid>/task/<tid>/stat, after the command's parentheses). */
function threadNiceness(pid: number): number[] {
  const tasks = `/proc/${pid}/task`;
  return fs.readdirSync(tasks).map((tid) => {
    const stat = fs.readFileSync(`${tasks}/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the picture worker', () => {
  const workers: PictureWorker[] = [];
  const logged: object[] = [];
  const newWorker = () => {
    const worker = new PictureWorker({ error: (details: object, message: string) => logged.push({ ...details, message }) });
    workers.push(worker);
    return worker;
  };
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
    logged.length = 0;
  });

  it('makes a photo safe in another process, and answers the same picture as bytes', async () => {
    const worker = newWorker();
    const image = await worker.process(await solidJpeg(2400, 1800), PUZZLE_PHOTO_OPTIONS);
    expect(worker.pid).toBeGreaterThan(0);
    expect(worker.pid).not.toBe(process.pid);
    expect(Buffer.isBuffer(image.data)).toBe(true);
    expect(await sharp(image.data).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(image.variants.map((variant) => variant.width)).toEqual([480, 960]);
    expect(await sharp(image.variants[0]!.data).metadata()).toMatchObject({ format: 'webp', width: 480 });
  });

  it.runIf(process.platform === 'linux')('runs every thread at a lower priority than the API', async () => {
    const worker = newWorker();
    await worker.process(await solidJpeg(), PUZZLE_PHOTO_OPTIONS); // its threadpool and libvips' threads exist now
    const expected = workerNiceness(os.getPriority());
    expect(expected).toBeGreaterThan(os.getPriority());
    const niceness = threadNiceness(worker.pid!);
    expect(niceness.length).toBeGreaterThan(1);
    expect(niceness.every((value) => value === expected)).toBe(true);
  });

  it("answers a refusal as the uploader's own error, with its status and sentence", async () => {
    const refusal = await newWorker().process(HTML_PAGE, PUZZLE_PHOTO_OPTIONS).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 415, message: IMAGE_MESSAGES.unsupported, code: 'unsupported-image' });
  });

  it('refuses the picture in work when the worker dies, and starts a new worker for the next', async () => {
    const worker = newWorker();
    await worker.process(await solidJpeg(), PUZZLE_PHOTO_OPTIONS);
    const first = worker.pid!;
    const inWork = worker.process(await twelveMegapixelJpeg(), PUZZLE_PHOTO_OPTIONS).catch((error: unknown) => error);
    await new Promise((resolve) => setImmediate(resolve)); // the request is in the pipe
    process.kill(first, 'SIGKILL'); // as a decoder crash would
    expect(await inWork).toMatchObject({ statusCode: 422, message: IMAGE_MESSAGES.unreadable });
    expect(logged).toEqual([expect.objectContaining({ signal: 'SIGKILL', pictures: 1, message: expect.stringMatching(/died/) })]);

    const next = await worker.process(await solidJpeg(800, 600), PUZZLE_PHOTO_OPTIONS);
    expect(next.width).toBe(800);
    expect(worker.pid).not.toBe(first);
  });

  it('is stopped by close, and refuses work after it', async () => {
    const worker = newWorker();
    await worker.process(await solidJpeg(), PUZZLE_PHOTO_OPTIONS);
    const pid = worker.pid!;
    await worker.close();
    expect(alive(pid)).toBe(false);
    await expect(worker.process(await solidJpeg(), PUZZLE_PHOTO_OPTIONS)).rejects.toThrow(/closed/);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http-error';
import { IMAGE_MESSAGES, PUZZLE_PHOTO_OPTIONS } from '../../server/images/process';
import { outputPaths } from '../../server/images/process-file';
import { PictureWorker } from '../../server/images/worker/client';
import { workerNiceness } from '../../server/images/worker/protocol';
import { HTML_PAGE, solidJpeg, truncatedJpeg, twelveMegapixelJpeg } from './helpers/images';
import { tempUploads } from './helpers/temp-uploads';

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
  let uploads: ReturnType<typeof tempUploads>;
  const newWorker = () => {
    const worker = new PictureWorker({ error: (details: object, message: string) => logged.push({ ...details, message }) });
    workers.push(worker);
    return worker;
  };
  beforeEach(() => {
    uploads = tempUploads();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
    logged.length = 0;
    uploads.remove();
  });

  it('reads the upload from its path in another process, and writes the safe picture and its copies beside it', async () => {
    const worker = newWorker();
    const input = uploads.write(await solidJpeg(2400, 1800));
    const picture = await worker.process(input, PUZZLE_PHOTO_OPTIONS);
    expect(worker.pid).toBeGreaterThan(0);
    expect(worker.pid).not.toBe(process.pid);
    expect(path.dirname(picture.path)).toBe(uploads.dir);
    expect(picture).toMatchObject({ width: 1600, height: 1200, size: fs.statSync(picture.path).size });
    expect(await sharp(picture.path).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(picture.variants.map((variant) => variant.width)).toEqual([480, 960]);
    expect(await sharp(picture.variants[0]!.path).metadata()).toMatchObject({ format: 'webp', width: 480 });
    // The upload stays its caller's; the results are the files the answer names, nothing else.
    const names = [picture.path, ...picture.variants.map((variant) => variant.path)].map((file) => path.basename(file));
    expect(uploads.files()).toEqual([path.basename(input), ...names].sort());
  });

  it.runIf(process.platform === 'linux')('runs every thread at a lower priority than the API', async () => {
    const worker = newWorker();
    await worker.process(uploads.write(await solidJpeg()), PUZZLE_PHOTO_OPTIONS); // its threadpool and libvips' threads exist now
    const expected = workerNiceness(os.getPriority());
    expect(expected).toBeGreaterThan(os.getPriority());
    const niceness = threadNiceness(worker.pid!);
    expect(niceness.length).toBeGreaterThan(1);
    expect(niceness.every((value) => value === expected)).toBe(true);
  });

  it("answers a refusal as the uploader's own error, with its status and sentence, and leaves no result behind", async () => {
    const worker = newWorker();
    const page = uploads.write(HTML_PAGE);
    const refusal = await worker.process(page, PUZZLE_PHOTO_OPTIONS).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 415, message: IMAGE_MESSAGES.unsupported, code: 'unsupported-image' });
    const truncated = uploads.write(await truncatedJpeg()); // refused while decoding, not from its header
    await expect(worker.process(truncated, PUZZLE_PHOTO_OPTIONS)).rejects.toMatchObject({ statusCode: 422 });
    expect(uploads.files()).toEqual([page, truncated].map((file) => path.basename(file)).sort());
  });

  it('refuses the picture in work when the worker dies, removes what it was writing, and starts a new worker for the next', async () => {
    const worker = newWorker();
    const warmUp = await worker.process(uploads.write(await solidJpeg()), PUZZLE_PHOTO_OPTIONS);
    const first = worker.pid!;
    const input = uploads.write(await twelveMegapixelJpeg());
    const inWork = worker.process(input, PUZZLE_PHOTO_OPTIONS).catch((error: unknown) => error);
    await new Promise((resolve) => setImmediate(resolve)); // the request is in the pipe
    // A half-written result, as a worker killed mid-write leaves it.
    fs.writeFileSync(outputPaths(input, PUZZLE_PHOTO_OPTIONS)[1]!, 'half a WebP');
    process.kill(first, 'SIGKILL'); // as a decoder crash would
    expect(await inWork).toMatchObject({ statusCode: 422, message: IMAGE_MESSAGES.unreadable });
    expect(logged).toEqual([expect.objectContaining({ signal: 'SIGKILL', pictures: 1, message: expect.stringMatching(/died/) })]);
    const left = uploads.files();
    expect(left).toContain(path.basename(input)); // the upload stays its caller's
    expect(left.filter((name) => name.startsWith(`${path.basename(input)}.`))).toEqual([]); // nothing written for it remains
    expect(left).toContain(path.basename(warmUp.path)); // results already answered are the caller's too

    const next = await worker.process(uploads.write(await solidJpeg(800, 600)), PUZZLE_PHOTO_OPTIONS);
    expect(next.width).toBe(800);
    expect(worker.pid).not.toBe(first);
  }, 20_000); // two workers start, and a 12 MP photo is made: slow on a busy machine

  it('is stopped by close, and refuses work after it', async () => {
    const worker = newWorker();
    await worker.process(uploads.write(await solidJpeg()), PUZZLE_PHOTO_OPTIONS);
    const pid = worker.pid!;
    await worker.close();
    expect(alive(pid)).toBe(false);
    await expect(worker.process(uploads.write(await solidJpeg()), PUZZLE_PHOTO_OPTIONS)).rejects.toThrow(/closed/);
  });
});

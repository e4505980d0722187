import sharp from 'sharp';

/** Runs a task when a slot is free; tasks start in the order they were given. */
export interface Limit {
  <T>(task: () => Promise<T>): Promise<T>;
  readonly active: number; // tasks running now
  readonly waiting: number; // tasks queued behind them
}

/** A first-in, first-out semaphore: at most `concurrency` tasks run at once. */
export function createLimit(concurrency: number): Limit {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a whole number >= 1, not ${concurrency}`);
  let active = 0;
  const queue: (() => void)[] = [];

  const startNext = () => {
    if (active >= concurrency) return;
    const start = queue.shift();
    if (!start) return;
    active++;
    start();
  };

  const limit = <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => {
        // Through a promise, so a task that throws at once frees its slot like one that rejects.
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            active--;
            startNext();
          });
      });
      startNext();
    });

  return Object.defineProperties(limit, {
    active: { get: () => active },
    waiting: { get: () => queue.length },
  }) as Limit;
}

/**
 * How many pictures are decoded, resized and encoded at once, process-wide. sharp works on libuv's
 * threadpool (4 threads, shared with fs and dns) and a 12-megapixel photo keeps a core busy for a
 * few hundred milliseconds; uploads back to back must not take both cores of a small server from the
 * requests the event loop is answering (GET /api/puzzles/:id: p99 <= 10 ms at 2,000 req/s while
 * photos are uploaded). One at a time, with configureSharp's one thread per picture, leaves the
 * event loop a core and the threadpool three threads; further pictures wait their turn in order.
 * Uploads run it in the picture worker's process (worker/), card pictures in the API's.
 */
export const IMAGE_WORK_AT_ONCE = 1;

/** Every decode/resize/encode of a picture in this process goes through this queue (process.ts, the card pictures). */
export const limitImageWork = createLimit(IMAGE_WORK_AT_ONCE);

/**
 * Set once at start-up (the storage plugin): one libvips thread per picture, so a picture takes one
 * core (limitImageWork bounds how many). sharp's default is one thread per core, except on glibc
 * Linux without jemalloc, where it is already 1: set here so the bound never depends on the
 * allocator. And no operation cache: every upload is a new picture, so caching only holds memory.
 */
export function configureSharp(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}

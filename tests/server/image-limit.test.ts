import { describe, expect, it } from 'vitest';
import { createLimit, IMAGE_WORK_AT_ONCE, limitImageWork } from '../../server/images/limit';

/** A promise the test settles by hand: no sleeps, no timers. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every queued promise callback run (the limiter starts and frees tasks in promise callbacks). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createLimit', () => {
  it('runs at most N tasks at once and starts the others in the order they came', async () => {
    const limit = createLimit(2);
    const gates = Array.from({ length: 5 }, () => deferred<string>());
    const started: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const results = gates.map((gate, i) =>
      limit(async () => {
        started.push(i);
        mostAtOnce = Math.max(mostAtOnce, ++running);
        try {
          return await gate.promise;
        } finally {
          running--;
        }
      }),
    );
    const outcomes = Promise.allSettled(results); // observed from the start: a rejection is never unhandled

    await settle();
    expect(started).toEqual([0, 1]);
    expect([limit.active, limit.waiting]).toEqual([2, 3]);

    gates[1]!.resolve('one'); // the second finishes first: the third takes its slot
    await settle();
    expect(started).toEqual([0, 1, 2]);

    gates[0]!.reject(new Error('zero failed')); // a failure frees its slot too
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);

    gates[2]!.resolve('two');
    gates[3]!.resolve('three');
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[4]!.resolve('four');

    expect(await outcomes).toEqual([
      { status: 'rejected', reason: new Error('zero failed') },
      { status: 'fulfilled', value: 'one' },
      { status: 'fulfilled', value: 'two' },
      { status: 'fulfilled', value: 'three' },
      { status: 'fulfilled', value: 'four' },
    ]);
    expect(mostAtOnce).toBe(2);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that throws before it returns a promise', async () => {
    const limit = createLimit(1);
    const thrown = limit(() => {
      throw new Error('at once');
    });
    await expect(thrown).rejects.toThrow('at once');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a concurrency that is not a whole number from 1', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => createLimit(bad)).toThrow(RangeError);
  });

  it('image work runs one picture at a time, process-wide', async () => {
    expect(IMAGE_WORK_AT_ONCE).toBe(1);
    const first = deferred();
    const order: string[] = [];
    const a = limitImageWork(async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = limitImageWork(async () => {
      order.push('b starts');
    });
    await settle();
    expect(order).toEqual(['a starts']);
    first.resolve();
    await Promise.all([a, b]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts']);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { countRows } from './helpers/db';

const LIMIT = 30; // puzzles per address per hour

describe('POST /api/puzzles is throttled per address (each one sends mail)', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it(`refuses the ${LIMIT + 1}th puzzle within an hour with 429 and Retry-After, and accepts again later`, async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const photo = { data: await solidJpeg(60, 40) };
    const create = (ip: string) =>
      t.request({ method: 'POST', url: '/api/puzzles', remoteAddress: ip, payload: puzzleForm(validPuzzleFields(), photo) });

    for (let i = 0; i < LIMIT; i++) {
      expect((await create('203.0.113.7')).statusCode).toBe(201);
      clock.advance(1000);
    }
    const refused = await create('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too-many-attempts' });
    expect(refused.json().message).toMatch(/^You have sent many puzzles in a short time\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const count = () => countRows(t.app.db, 'puzzles');
    expect(await count()).toBe(LIMIT);

    expect((await create('198.51.100.9')).statusCode).toBe(201); // another address is not affected
    clock.advance(60 * 60_000);
    expect((await create('203.0.113.7')).statusCode).toBe(201); // the window moved on
  });

  it('does not count refused uploads', async () => {
    t = await buildTestApp();
    for (let i = 0; i < LIMIT + 2; i++) {
      const bad = await t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields({ consent: undefined }), null) });
      expect(bad.statusCode).toBe(400);
    }
    const photo = { data: await solidJpeg(60, 40) };
    const good = await t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields(), photo) });
    expect(good.statusCode).toBe(201);
  });
});

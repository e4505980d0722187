import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildTestApp, type TestApp } from './helpers/app';
import { createPuzzle, getBoard } from './helpers/puzzles';

describe('the read cache of boards', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** Another process solves the puzzle: the row changes, and this process hears nothing. */
  const solveElsewhere = (id: string) => t.app.db.updateTable('puzzles').set({ solved_at: 1 }).where('id', '=', id).execute();

  it('keeps a board in memory by default: a change it was not told of stays unseen', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t);
    expect((await getBoard(t, id)).solved).toBe(false);
    await solveElsewhere(id);
    expect((await getBoard(t, id)).solved).toBe(false);
  });

  it('with READ_CACHE_SIZE=0 reads every board from the database', async () => {
    t = await buildTestApp({ READ_CACHE_SIZE: '0' });
    const { id } = await createPuzzle(t);
    expect((await getBoard(t, id)).solved).toBe(false);
    await solveElsewhere(id);
    expect((await getBoard(t, id)).solved).toBe(true);
  });

  it('applies news of a solve that arrived while the board was being read', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t);
    t.app.puzzles.context.cache.noteSolved(id, Date.UTC(2026, 10, 21)); // heard of before any load finished
    expect((await getBoard(t, id)).solved).toBe(true);
  });

  it('refuses a READ_CACHE_SIZE that is not a whole number', () => {
    expect(() => loadConfig({ READ_CACHE_SIZE: '-1' })).toThrow('READ_CACHE_SIZE must be a whole number, 0 or more, got "-1"');
    expect(() => loadConfig({ READ_CACHE_SIZE: 'lots' })).toThrow(/READ_CACHE_SIZE/);
    expect(loadConfig({}).readCacheSize).toBe(5_000);
  });
});

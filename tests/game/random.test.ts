import { describe, expect, it } from 'vitest';
import { seededRandom, seedFromString } from '../../game/rules/random';

describe('seededRandom', () => {
  it.each([0, 1, 42, 2 ** 31, 2 ** 32 - 1])('seed %i repeats its sequence', (seed) => {
    const a = seededRandom(seed);
    const b = seededRandom(seed);
    const first = Array.from({ length: 50 }, () => a());
    expect(Array.from({ length: 50 }, () => b())).toEqual(first);
  });

  it.each([0, 7, 123456])('seed %i stays in [0, 1) and spreads over the range', (seed) => {
    const random = seededRandom(seed);
    const draws = Array.from({ length: 10_000 }, () => random());
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    const buckets = new Array<number>(10).fill(0);
    for (const x of draws) buckets[Math.floor(x * 10)]! += 1;
    for (const count of buckets) expect(count).toBeGreaterThan(800); // ~1000 each if uniform
  });

  it('different seeds give different sequences', () => {
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => seededRandom(seed)()));
    expect(firsts.size).toBe(8);
  });

  it('a seed is taken as an unsigned 32-bit integer', () => {
    expect(seededRandom(-1)()).toBe(seededRandom(2 ** 32 - 1)());
    expect(seededRandom(2 ** 32 + 5)()).toBe(seededRandom(5)());
  });
});

describe('seedFromString', () => {
  it.each([
    { text: '', seed: 0x811c9dc5 }, // FNV-1a offset basis
    { text: 'a', seed: 0xe40c292c }, // published FNV-1a 32-bit test vector
    { text: 'foobar', seed: 0xbf9cf968 },
  ])('"$text" folds to $seed', ({ text, seed }) => {
    expect(seedFromString(text)).toBe(seed);
  });

  it('is stable and separates nearby inputs', () => {
    expect(seedFromString('2024-05-01')).toBe(seedFromString('2024-05-01'));
    expect(seedFromString('2024-05-01')).not.toBe(seedFromString('2024-05-02'));
    const seed = seedFromString('puzzle-123');
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });
});

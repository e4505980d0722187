import { describe, expect, it } from 'vitest';
import { growthOf, judgeGrowth, parseSizes, sizeLabel, type FigureGrowth } from '../../bench/lib/growth-judge';

// The growth bench's judgement (bench/lib/growth-judge.ts): the bench itself is run by `npm run bench -- growth`.
const figure = (measure: string, ...spreads: [number, number][]): FigureGrowth => ({ measure, spreads: spreads.map(([p50, p99]) => ({ p50, p99 })) });

describe('growthOf', () => {
  it.each([
    ['flat', figure('a', [1, 10], [1, 10]), 1],
    ['p50 doubles', figure('a', [1, 10], [2, 10]), 2],
    ['p99 triples while p50 shrinks', figure('a', [2, 10], [1, 30]), 3],
    ['middle sizes do not count', figure('a', [1, 10], [50, 500], [1.5, 10]), 1.5],
    ['one size only', figure('a', [1, 10]), 1],
  ])('%s', (_name, input, expected) => {
    expect(growthOf(input)).toBeCloseTo(expected);
  });

  it('is NaN with nothing measured', () => {
    expect(growthOf(figure('a'))).toBeNaN();
  });
});

describe('judgeGrowth', () => {
  it('names the worst figure and holds at exactly 2x', () => {
    expect(judgeGrowth([figure('read', [1, 4], [1.5, 4]), figure('claim', [1, 2], [2, 4])])).toEqual({ ratio: 2, ok: true, worst: 'claim' });
  });

  it('fails past 2x', () => {
    expect(judgeGrowth([figure('read', [1, 4], [1, 9])])).toMatchObject({ ok: false, worst: 'read', ratio: 2.25 });
  });

  it('fails when a figure was not measured or nothing was', () => {
    expect(judgeGrowth([figure('read', [1, 4], [1, 4]), figure('claim')])).toMatchObject({ ok: false, worst: 'claim' });
    expect(judgeGrowth([]).ok).toBe(false);
  });
});

describe('sizes', () => {
  it.each([
    [undefined, [10_000, 100_000, 1_000_000]],
    ['', [10_000, 100_000, 1_000_000]],
    ['1000, 10000', [1_000, 10_000]],
  ])('GROWTH_SIZES %j', (raw, expected) => {
    expect(parseSizes(raw)).toEqual(expected);
  });

  it.each(['1000', '1000,abc', '10000,1000', '50,1000', '1000,1000'])('refuses GROWTH_SIZES %j', (raw) => {
    expect(() => parseSizes(raw)).toThrow(/GROWTH_SIZES/);
  });

  it.each([
    [10_000, '10 k'],
    [1_000_000, '1 M'],
    [1_500, '1500'],
    [250_000, '250 k'],
  ])('labels %i as %s', (count, label) => {
    expect(sizeLabel(count)).toBe(label);
  });
});

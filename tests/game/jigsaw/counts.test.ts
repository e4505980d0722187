import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JIGSAW_COUNT,
  gridFor,
  isJigsawCount,
  isPuzzleType,
  JIGSAW_COUNTS,
  MIN_PIECE_PX,
  offeredCounts,
  pieceCount,
} from '../../../game/rules/jigsaw';

const PICTURES = [
  { shape: '4:3', width: 1600, height: 1200 },
  { shape: '3:4', width: 1200, height: 1600 },
  { shape: 'square', width: 1000, height: 1000 },
  { shape: '16:9', width: 1920, height: 1080 },
  { shape: 'panoramic 3:1', width: 3000, height: 1000 },
  { shape: 'tall 1:3', width: 1000, height: 3000 },
  { shape: 'tiny', width: 13, height: 11 },
];

/** A piece's width over its height on a picture of this size. */
const pieceShape = (width: number, height: number, rows: number, columns: number) => (width / columns) / (height / rows);

describe('gridFor', () => {
  it.each([
    // The exact grids the forms, the scene and the server must agree on.
    { count: 12, width: 1600, height: 1200, rows: 3, columns: 4 },
    { count: 24, width: 1600, height: 1200, rows: 4, columns: 6 },
    { count: 48, width: 1600, height: 1200, rows: 6, columns: 8 },
    { count: 300, width: 1600, height: 1200, rows: 15, columns: 20 },
    { count: 24, width: 1200, height: 1600, rows: 6, columns: 4 },
    { count: 300, width: 1200, height: 1600, rows: 20, columns: 15 },
    { count: 24, width: 1000, height: 1000, rows: 5, columns: 5 },
    { count: 96, width: 1000, height: 1000, rows: 10, columns: 10 },
    { count: 150, width: 1920, height: 1080, rows: 9, columns: 16 },
    { count: 12, width: 3000, height: 1000, rows: 2, columns: 6 },
    { count: 300, width: 3000, height: 1000, rows: 10, columns: 30 },
    { count: 12, width: 1000, height: 3000, rows: 6, columns: 2 },
  ])('$count pieces on $width x $height is $rows x $columns', ({ count, width, height, rows, columns }) => {
    expect(gridFor(count, width, height)).toEqual({ rows, columns });
  });

  describe.each(PICTURES)('on a $shape picture ($width x $height)', ({ width, height }) => {
    it.each([...JIGSAW_COUNTS])('%i pieces: a count within 10%% of the chosen one, pieces near square', (count) => {
      const grid = gridFor(count, width, height);
      expect(grid.rows).toBeGreaterThanOrEqual(2);
      expect(grid.columns).toBeGreaterThanOrEqual(2);
      expect(Math.abs(pieceCount(grid) - count) / count).toBeLessThanOrEqual(0.1);
      const shape = pieceShape(width, height, grid.rows, grid.columns);
      expect(shape).toBeGreaterThanOrEqual(0.74);
      expect(shape).toBeLessThanOrEqual(1.34);
    });
  });

  it.each([
    { width: 0, height: 0 },
    { width: -5, height: 100 },
    { width: 100, height: 0 },
  ])('a picture of no size ($width x $height) is treated as square', ({ width, height }) => {
    expect(gridFor(24, width, height)).toEqual(gridFor(24, 100, 100));
  });

  it('is the same every time (server and browsers derive it independently)', () => {
    for (const { width, height } of PICTURES) for (const count of JIGSAW_COUNTS) expect(gridFor(count, width, height)).toEqual(gridFor(count, width, height));
  });
});

describe('offeredCounts', () => {
  it.each([
    { width: 512, height: 512, offered: [12, 24, 48, 96, 150] }, // a card: up to 150
    { width: 1600, height: 1200, offered: [12, 24, 48, 96, 150, 300] },
    { width: 1200, height: 1600, offered: [12, 24, 48, 96, 150, 300] },
    { width: 400, height: 300, offered: [12, 24, 48] }, // a small photo: few
    { width: 300, height: 300, offered: [12, 24, 48] },
    { width: 80, height: 80, offered: [] }, // too small for even 12 pieces of 40 px
  ])('$width x $height offers $offered', ({ width, height, offered }) => {
    expect(offeredCounts(width, height)).toEqual(offered);
  });

  it.each(PICTURES.filter((picture) => picture.width >= 1000))('every offered count keeps pieces at least MIN_PIECE_PX on $shape', ({ width, height }) => {
    const offered = offeredCounts(width, height);
    expect(offered.length).toBeGreaterThan(0);
    for (const count of offered) {
      const { rows, columns } = gridFor(count, width, height);
      expect(width / columns).toBeGreaterThanOrEqual(MIN_PIECE_PX);
      expect(height / rows).toBeGreaterThanOrEqual(MIN_PIECE_PX);
    }
  });

  it('offers the default count on an ordinary photo', () => {
    expect(offeredCounts(800, 600)).toContain(DEFAULT_JIGSAW_COUNT);
  });
});

describe('isJigsawCount and isPuzzleType', () => {
  it.each([
    { value: 12, ok: true },
    { value: 24, ok: true },
    { value: 150, ok: true },
    { value: 300, ok: true },
    { value: 0, ok: false },
    { value: 25, ok: false },
    { value: 301, ok: false },
    { value: 24.5, ok: false },
    { value: -12, ok: false },
    { value: Number.NaN, ok: false },
  ])('isJigsawCount($value) is $ok', ({ value, ok }) => {
    expect(isJigsawCount(value)).toBe(ok);
  });

  it.each([
    { value: 'swap', ok: true },
    { value: 'jigsaw', ok: true },
    { value: 'Jigsaw', ok: false },
    { value: '', ok: false },
    { value: 'tracing', ok: false },
  ])('isPuzzleType($value) is $ok', ({ value, ok }) => {
    expect(isPuzzleType(value)).toBe(ok);
  });
});

/**
 * What a creator may choose for a jigsaw: the piece counts on offer, and the
 * grid each count becomes on a picture of a given shape. Shared by the forms,
 * the scene and the server, which derive the same grid from the same numbers.
 */
import type { JigsawGrid } from './grid';

/** The two kinds of board a gift or card can be. */
export const PUZZLE_TYPES = ['swap', 'jigsaw'] as const;
export type PuzzleType = (typeof PUZZLE_TYPES)[number];

export const JIGSAW_COUNTS = [12, 24, 48, 96, 150, 300] as const;
export type JigsawCount = (typeof JIGSAW_COUNTS)[number];
export const DEFAULT_JIGSAW_COUNT: JigsawCount = 24;

/** A piece narrower than this on the stored picture is too small to see or hold: its count is not offered. */
export const MIN_PIECE_PX = 40;

export function isJigsawCount(value: number): value is JigsawCount {
  return (JIGSAW_COUNTS as readonly number[]).includes(value);
}

export function isPuzzleType(value: string): value is PuzzleType {
  return (PUZZLE_TYPES as readonly string[]).includes(value);
}

const COUNT_WEIGHT = 2; // how much a count off the chosen one costs against pieces off square

/**
 * The grid for about `count` pieces on a picture `width` x `height`: of all grids of at
 * least 2 x 2, the one that best balances a piece count close to the chosen one with
 * square pieces (a 4:3 photo's 24 is 4 x 6, exactly; a square photo's 24 is 5 x 5).
 */
export function gridFor(count: number, width: number, height: number): JigsawGrid {
  const aspect = width > 0 && height > 0 ? width / height : 1;
  let best: JigsawGrid = { rows: 2, columns: 2 };
  let bestScore = Infinity;
  for (let columns = 2; columns <= count; columns++) {
    for (let rows = 2; rows * columns <= count * 2; rows++) {
      const pieceShape = (aspect * rows) / columns; // a piece's width over its height
      const score = COUNT_WEIGHT * Math.abs(Math.log((rows * columns) / count)) + Math.abs(Math.log(pieceShape));
      if (score < bestScore - 1e-9) {
        bestScore = score;
        best = { rows, columns };
      }
    }
  }
  return best;
}

/** The counts whose pieces stay at least MIN_PIECE_PX wide and tall on a stored picture of this size. */
export function offeredCounts(width: number, height: number): JigsawCount[] {
  return JIGSAW_COUNTS.filter((count) => {
    const { rows, columns } = gridFor(count, width, height);
    return width / columns >= MIN_PIECE_PX && height / rows >= MIN_PIECE_PX;
  });
}

/**
 * The solve distribution of a daily game, as the account keeps it: how many days were
 * solved in how many swaps, in a few buckets (as Wordle shows guesses per solve).
 */

export const SOLVE_BUCKETS = ['1-5', '6-10', '11-20', '21-40', '41+'] as const;
export type SolveBucket = (typeof SOLVE_BUCKETS)[number];
const UPPER_BOUNDS = [5, 10, 20, 40, Infinity];

/** Counts per bucket, in SOLVE_BUCKETS order. */
export type SolveDistribution = readonly number[];
export const EMPTY_DISTRIBUTION: SolveDistribution = SOLVE_BUCKETS.map(() => 0);

/** The bucket index of a solve in `swaps` swaps (0 swaps, a board dealt solved, counts as the first). */
export function bucketOf(swaps: number): number {
  return UPPER_BOUNDS.findIndex((bound) => swaps <= bound);
}

export function addSolve(distribution: SolveDistribution, swaps: number): number[] {
  const next = distributionFrom(distribution).slice();
  const index = bucketOf(Math.max(0, Math.floor(swaps)));
  next[index] = (next[index] ?? 0) + 1;
  return next;
}

/** A stored distribution (JSON.parse output); anything malformed counts as empty. */
export function distributionFrom(value: unknown): number[] {
  if (!Array.isArray(value) || value.length !== SOLVE_BUCKETS.length) return EMPTY_DISTRIBUTION.slice();
  if (!value.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0)) return EMPTY_DISTRIBUTION.slice();
  return value.slice() as number[];
}

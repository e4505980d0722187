import { shuffleForSeed } from '../../game/rules/board';
import { seedFromString } from '../../game/rules/random';

/** The seed of one grid side: every side gets its own, repeatable shuffle from the puzzle's secret seed. */
export function seedFor(shuffleSeed: number, side: number): number {
  return seedFromString(`${shuffleSeed}:${side}`);
}

/** The start order the server issues for a side, and replays moves against. */
export function issuedShuffle(shuffleSeed: number, side: number): number[] {
  return shuffleForSeed(side * side, seedFor(shuffleSeed, side));
}

/**
 * The seed of a jigsaw's cut and first deal, from the puzzle's secret seed like each side's
 * shuffle: the same on every device, and no clue to the seeds of the swap shuffles.
 */
export function jigsawSeed(shuffleSeed: number): number {
  return seedFromString(`${shuffleSeed}:jigsaw`);
}

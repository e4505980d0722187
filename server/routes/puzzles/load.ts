import type { Db } from '../../db/open';
import { notFound } from '../../http-error';
import { findPuzzle, type PuzzleRow } from '../../repos/puzzles';

export const PUZZLE_NOT_FOUND = 'Puzzle not found!';

/** The puzzle or a 404 'puzzle-not-found' with the product's wording. */
export function loadPuzzle(db: Db, id: string): PuzzleRow {
  const puzzle = findPuzzle(db, id);
  if (!puzzle) throw notFound(PUZZLE_NOT_FOUND, 'puzzle-not-found');
  return puzzle;
}

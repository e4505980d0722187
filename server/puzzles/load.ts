import { PUZZLE_NOT_FOUND } from '../../contract/puzzles';
import type { Db } from '../db/open';
import { notFound } from '../http-error';
import { findPuzzle, type Puzzle } from '../repos/puzzles';

/** 404 'puzzle-not-found' with the product's wording. */
export const puzzleNotFound = () => notFound(PUZZLE_NOT_FOUND, 'puzzle-not-found');

/** The puzzle, or a 404. */
export async function loadPuzzle(db: Db, id: string): Promise<Puzzle> {
  const puzzle = await findPuzzle(db, id);
  if (!puzzle) throw puzzleNotFound();
  return puzzle;
}

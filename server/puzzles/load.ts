import { PUZZLE_NOT_FOUND } from '../../contract/puzzles';
import type { Db } from '../db/open';
import { DELIVERY_MESSAGES } from '../../contract/delivery';
import type { PuzzleType } from '../../game/rules/jigsaw/counts';
import { badRequest, HttpError, notFound } from '../http-error';
import { findPuzzle, type Puzzle } from '../repos/puzzles';
import { assertNotRemoved } from '../moderation/removed';
import { assertNotExpired } from '../retention/expired';

/** 404 'puzzle-not-found' with the product's wording. */
export const puzzleNotFound = () => notFound(PUZZLE_NOT_FOUND, 'puzzle-not-found');

/** 410 'gift-cancelled': the sender withdrew it before it went out. */
export const giftCancelled = () => new HttpError(410, DELIVERY_MESSAGES.cancelled, 'gift-cancelled');

/** The puzzle, or a 404 (410 once its sender cancelled it or an admin took it down). */
export async function loadPuzzle(db: Db, id: string): Promise<Puzzle> {
  const puzzle = await findPuzzle(db, id);
  if (!puzzle) throw puzzleNotFound();
  if (puzzle.cancelledAt !== null) throw giftCancelled();
  return assertNotExpired(assertNotRemoved(puzzle)); // 410 'gift-removed' once an admin took it down, 'gift-expired' once retention swept it
}

const WRONG_PLAY: Record<PuzzleType, () => HttpError> = {
  swap: () => badRequest('This puzzle is a jigsaw: its play is reported as joins.', 'not-a-swap-board'),
  jigsaw: () => badRequest('This puzzle is a tile swap: its play is reported as moves.', 'not-a-jigsaw'),
};

/** The puzzle when it is played as `type` says (a tile swap's moves, a jigsaw's joins); else a 400 naming the other. */
export async function loadPuzzleOfType(db: Db, id: string, type: PuzzleType): Promise<Puzzle> {
  const puzzle = await loadPuzzle(db, id);
  if (puzzle.puzzleType !== type) throw WRONG_PLAY[type]();
  return puzzle;
}

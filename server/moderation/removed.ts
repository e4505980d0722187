import { MODERATION_MESSAGES } from '../../contract/moderation';
import { HttpError } from '../http-error';
import type { Puzzle } from '../repos/puzzles';

/** 410 'gift-removed': an admin took it down after a report. */
export const giftRemoved = () => new HttpError(410, MODERATION_MESSAGES.removed, 'gift-removed');

/** The puzzle, unless an admin took it down (then its 410). */
export function assertNotRemoved<T extends Pick<Puzzle, 'removedAt'>>(puzzle: T): T {
  if (puzzle.removedAt !== null) throw giftRemoved();
  return puzzle;
}

import { expiredGiftMessage } from '../../contract/retention';
import { HttpError } from '../http-error';
import type { Puzzle } from '../repos/puzzles';

/** 410 'gift-expired': solved more than `days` days ago, its photo and message removed (RETENTION_DAYS). */
export const giftExpired = (days: number) => new HttpError(410, expiredGiftMessage(days), 'gift-expired');

/** The puzzle, unless retention removed its photo and message (then its 410, naming the days then in force). */
export function assertNotExpired<T extends Pick<Puzzle, 'expiredAt' | 'keptDays'>>(puzzle: T): T {
  if (puzzle.expiredAt !== null) throw giftExpired(puzzle.keptDays ?? 1);
  return puzzle;
}

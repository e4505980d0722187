import { ACCOUNT_MESSAGES } from '../../contract/account';
import { MODERATION_MESSAGES } from '../../contract/moderation';
import { HttpError } from '../http-error';
import type { Puzzle } from '../repos/puzzles';

/** 410 'gift-removed': an admin took it down after a report. */
export const giftRemoved = () => new HttpError(410, MODERATION_MESSAGES.removed, 'gift-removed');

/** 410 'sender-deleted-account': its sender deleted their account, which removed it (server/account/delete.ts). */
export const senderDeletedAccount = () => new HttpError(410, ACCOUNT_MESSAGES.senderDeleted, 'sender-deleted-account');

/** The puzzle, unless it was removed: by an admin, or with its sender's account (then its 410). */
export function assertNotRemoved<T extends Pick<Puzzle, 'removedAt'> & Partial<Pick<Puzzle, 'senderDeletedAt'>>>(puzzle: T): T {
  if (puzzle.removedAt !== null) throw puzzle.senderDeletedAt ? senderDeletedAccount() : giftRemoved();
  return puzzle;
}

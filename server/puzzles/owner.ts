import type { Puzzle } from '../repos/puzzles';
import { watchTokenMatches } from './tokens';

/**
 * Who may follow a puzzle as its sender: whoever shows its watch token (the link
 * from the thank-you page), or the signed-in account that owns it (a gift made
 * while signed in, or claimed later), which "My gifts" links to without the token.
 */
export function mayWatch(puzzle: Pick<Puzzle, 'watchTokenHash' | 'ownerUserId'>, watchToken: string | undefined, userId: string | undefined): boolean {
  if (watchToken !== undefined && watchTokenMatches(watchToken, puzzle.watchTokenHash)) return true;
  return userId !== undefined && puzzle.ownerUserId === userId;
}

import type { WatchSnapshot } from '../../contract/realtime';
import { findPuzzle } from '../repos/puzzles';
import { kindOf, type PuzzleContext } from './context';
import { puzzleEvents } from './milestones';
import { watchTokenMatches } from './tokens';

/**
 * The sender's view of a puzzle (no message, no addresses) with every milestone
 * so far, for the puzzle's watch token only; null otherwise. `join` (into the
 * puzzle's room) runs once the token matched, before the milestones are read.
 */
export function watchSnapshot(ctx: PuzzleContext, puzzleId: string, watchToken: string, join: () => void): WatchSnapshot | null {
  const puzzle = findPuzzle(ctx.db, puzzleId);
  // Unknown puzzle and wrong token answer alike: the answer tells nothing about which ids exist.
  if (!puzzle || !watchTokenMatches(watchToken, puzzle.watchTokenHash)) return null;
  // Join and read in the same tick: an event is either in the snapshot or delivered to the room, never lost.
  join();
  const kind = kindOf(ctx, puzzle);
  return {
    puzzleId: puzzle.id,
    kind: puzzle.kind,
    cardType: kind.cardType(ctx.db, puzzle.id),
    rsvp: kind.rsvp(ctx.db, puzzle.id),
    senderName: puzzle.senderName,
    recipientName: puzzle.recipientName,
    createdAt: new Date(puzzle.createdAt).toISOString(),
    events: puzzleEvents(ctx.db, puzzle.id),
  };
}

import type { WatchSnapshot } from '../../contract/realtime';
import { findPuzzle } from '../repos/puzzles';
import { kindOf, type PuzzleContext } from './context';
import { puzzleEvents } from './milestones';
import { mayWatch } from './owner';

/**
 * The sender's view of a puzzle (no message, no addresses) with every milestone
 * so far, for the puzzle's watch token or the signed-in account that owns it;
 * null otherwise. `join` (into the puzzle's room) runs once it is let in, before
 * the milestones are read.
 */
export async function watchSnapshot(
  ctx: PuzzleContext,
  puzzleId: string,
  watchToken: string | undefined,
  userId: string | undefined,
  join: () => void,
): Promise<WatchSnapshot | null> {
  const puzzle = await findPuzzle(ctx.db, puzzleId);
  // Unknown puzzle and wrong token answer alike: the answer tells nothing about which ids exist.
  if (!puzzle || !mayWatch(puzzle, watchToken, userId)) return null;
  // Join before reading: an event is in the snapshot or delivered to the room (or both: the page
  // keeps each milestone once), never lost, whichever process records it.
  join();
  const kind = kindOf(ctx, puzzle);
  const [cardType, rsvp, events] = await Promise.all([kind.cardType(ctx.db, puzzle.id), kind.rsvp(ctx.db, puzzle.id), puzzleEvents(ctx.db, puzzle.id)]);
  return {
    puzzleId: puzzle.id,
    kind: puzzle.kind,
    cardType,
    rsvp,
    senderName: puzzle.senderName,
    recipientName: puzzle.recipientName,
    createdAt: new Date(puzzle.createdAt).toISOString(),
    events,
  };
}

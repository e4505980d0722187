import { Compile } from 'typebox/compile';
import { PuzzleId } from '../../contract/schemas/ids';
import { readPuzzle } from '../puzzles/board';
import { boardImageUrl } from '../puzzles/board-image';
import { kindOf, type PuzzleContext } from '../puzzles/context';

/** The same check the API applies to a puzzle id, so a malformed one costs no lookup. */
const puzzleId = Compile(PuzzleId);

/** What a puzzle's page says of it to link previews, and the picture its board is cut from. */
export interface PuzzlePreview {
  title: string; // "A puzzle gift for Sam from Alex": names only
  description: string; // generic: the message never leaves the server before a replayed solve
  path: string; // the page this kind of puzzle is played on (a card's link to /play/ is sent on by the client)
  boardImage: string; // the private picture: only ever preloaded, never in a preview tag
}

/**
 * The preview of puzzle `id`, or null when there is none. Reads through the puzzle service's
 * cache, as the board load that follows does (this lookup warms it for that load). It records
 * nothing: chat apps fetch the page to draw a link's preview, and that is not the recipient opening it.
 */
export async function puzzlePreview(ctx: PuzzleContext, id: string): Promise<PuzzlePreview | null> {
  if (!puzzleId.Check(id)) return null;
  const entry = await readPuzzle(ctx, id); // loadBoard's read: the cached entry serves both
  if (!entry || entry.puzzle.removedAt !== null) return null; // taken down: no names, no picture to preload
  if (entry.puzzle.expiredAt !== null) return null; // retention removed its picture: none to preload
  const { puzzle } = entry;
  const card = puzzle.kind === 'card';
  return {
    title: `A puzzle ${card ? 'card' : 'gift'} for ${puzzle.recipientName} from ${puzzle.senderName}`,
    description: card ? 'Swap the tiles to reveal the picture and open the card.' : 'Swap the tiles to reveal the picture and the message.',
    path: kindOf(ctx, puzzle).playPath(puzzle.id),
    boardImage: boardImageUrl(ctx, puzzle),
  };
}

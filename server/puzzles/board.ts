import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { kindOf, type PuzzleContext } from './context';
import { puzzleNotFound } from './load';
import { recordMilestones } from './milestones';
import { PuzzleReadCache } from './read-cache';

/**
 * Everything the board needs except the message, with the server-issued shuffle
 * for `gridSize` (the sender's side when none is asked for). Reads through the
 * cache; the first load records and emits 'opened'.
 */
export function loadBoard(ctx: PuzzleContext, id: string, gridSize?: number): PuzzleBoard {
  const entry = ctx.cache.load(ctx.db, id, (puzzle) => kindOf(ctx, puzzle).cardType(ctx.db, puzzle.id));
  if (!entry) throw puzzleNotFound();
  const { puzzle } = entry;
  const side = gridSize ?? puzzle.gridSize;
  if (!entry.opened) {
    recordMilestones(ctx.db, puzzle.id, ['opened'], ctx.clock()).forEach((event) => ctx.emitEvent(event));
    ctx.cache.noteOpened(puzzle.id);
  }
  return {
    id: puzzle.id,
    kind: puzzle.kind,
    cardType: entry.cardType,
    imageUrl: `/media/${kindOf(ctx, puzzle).folder}/${puzzle.imageFile}`,
    width: puzzle.width,
    height: puzzle.height,
    gridSize: side,
    fontStyle: puzzle.fontStyle,
    isPublic: puzzle.isPublic,
    senderName: puzzle.senderName,
    recipientName: puzzle.recipientName,
    shuffle: PuzzleReadCache.shuffleOf(entry, side),
    solved: puzzle.solvedAt !== null,
  };
}

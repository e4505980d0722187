import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { badRequest } from '../http-error';
import { findJigsawSave, findProgress } from '../repos/puzzle-progress';
import { boardImageUrl } from './board-image';
import { jigsawBoardInfo } from './jigsaw';
import { kindOf, type PuzzleContext } from './context';
import { giftCancelled, puzzleNotFound } from './load';
import { assertNotRemoved } from '../moderation/removed';
import { assertNotExpired } from '../retention/expired';
import { recordMilestones } from './milestones';
import { PuzzleReadCache, type Entry } from './read-cache';
import { savedBoard } from './resume';

/** Puzzle `id` through the read cache (with a card's type), or null; it records nothing. */
export function readPuzzle(ctx: PuzzleContext, id: string): ReturnType<PuzzleReadCache['load']> {
  return ctx.cache.load(ctx.db, id, (puzzle) => kindOf(ctx, puzzle).cardType(ctx.db, puzzle.id));
}

/**
 * Everything the board needs except the message, with the server-issued shuffle
 * for `gridSize` and the moves kept for it. With no side asked for, the board in
 * progress continues at its side (else the sender's). The puzzle is read through
 * the cache, its progress per request (when it has any); the first load records and emits 'opened'.
 */
export async function loadBoard(ctx: PuzzleContext, id: string, gridSize?: number): Promise<PuzzleBoard> {
  const entry = await readPuzzle(ctx, id);
  if (!entry) throw puzzleNotFound();
  if (entry.puzzle.cancelledAt !== null) throw giftCancelled();
  assertNotRemoved(entry.puzzle);
  assertNotExpired(entry.puzzle);
  if (entry.puzzle.puzzleType === 'jigsaw' && gridSize !== undefined) {
    throw badRequest("A jigsaw's piece count is fixed by its creator.", 'invalid-field');
  }
  if (!entry.opened) {
    (await recordMilestones(ctx.db, entry.puzzle.id, ['opened'], ctx.clock())).forEach((event) => ctx.emitEvent(event));
    ctx.cache.noteOpened(entry.puzzle.id);
  }
  return boardOf(ctx, entry, gridSize);
}

/**
 * What loadBoard answers for puzzle `id` (a jigsaw ignores `gridSize`), or null when there is none, recording nothing: the
 * server writes it into the puzzle's page (server/pages/puzzle-screen.ts), and a page fetched by a
 * chat app for a link preview is not the recipient opening the gift. The page's own API call records it.
 */
export async function peekBoard(ctx: PuzzleContext, id: string, gridSize?: number): Promise<PuzzleBoard | null> {
  const entry = await readPuzzle(ctx, id);
  return entry && entry.puzzle.cancelledAt === null && entry.puzzle.removedAt === null && entry.puzzle.expiredAt === null ? boardOf(ctx, entry, gridSize) : null;
}

async function boardOf(ctx: PuzzleContext, entry: Entry, gridSize: number | undefined): Promise<PuzzleBoard> {
  const { puzzle } = entry;
  if (puzzle.puzzleType === 'jigsaw') {
    const kept = entry.mayHaveProgress ? await findJigsawSave(ctx.db, puzzle.id) : null;
    // A tile swap's fields stay as they are for a swap at the creator's side, never played.
    return { ...commonBoard(ctx, entry, puzzle.gridSize), resume: null, puzzleType: 'jigsaw', jigsaw: jigsawBoardInfo(puzzle, kept) };
  }
  const saved = entry.mayHaveProgress ? savedBoard(entry, await findProgress(ctx.db, puzzle.id)) : null;
  const side = gridSize ?? saved?.gridSize ?? puzzle.gridSize;
  return {
    ...commonBoard(ctx, entry, side),
    resume: saved && saved.gridSize === side ? { moves: saved.moves } : null,
    puzzleType: 'swap',
    jigsaw: null,
  };
}

/** What every board answers, with a tile swap's shuffle for `side`. */
function commonBoard(ctx: PuzzleContext, entry: Entry, side: number): Omit<PuzzleBoard, 'resume' | 'puzzleType' | 'jigsaw'> {
  const { puzzle } = entry;
  return {
    id: puzzle.id,
    kind: puzzle.kind,
    cardType: entry.cardType,
    imageUrl: boardImageUrl(ctx, puzzle),
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

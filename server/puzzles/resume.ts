import { isGridSide } from '../../game/rules/gift';
import { resumeFrom } from '../../game/rules/resume';
import type { MovesBody } from '../../contract/schemas/puzzles';
import type { Db } from '../db/open';
import { clearProgress, hasProgress, saveProgress, type PuzzleProgress } from '../repos/puzzle-progress';
import { PuzzleReadCache, type Entry } from './read-cache';

/**
 * Keeps a board in progress with `write`, so another device continues it; null (Start over)
 * forgets the kept one instead. Call inside the transaction of the change. Answers whether the
 * puzzle has progress kept now and had none before: then read caches must learn it
 * (`boardChanged` after the commit), as they skip the progress query for boards that had none.
 */
export async function keepProgress(db: Db, puzzleId: string, write: (() => Promise<void>) | null): Promise<boolean> {
  if (!write) {
    await clearProgress(db, puzzleId);
    return false;
  }
  const began = !(await hasProgress(db, puzzleId));
  await write();
  return began;
}

/** Keeps the moves a report or solve just replayed; an empty list (Start over) forgets them. See keepProgress. */
export function keepMoves(db: Db, puzzleId: string, body: MovesBody, at: number): Promise<boolean> {
  return keepProgress(db, puzzleId, body.moves.length === 0 ? null : () => saveProgress(db, puzzleId, body.gridSize, body.moves, at));
}

/** The kept board when its moves are legal on the shuffle issued for their side; anything else is never served. */
export function savedBoard(entry: Entry, progress: PuzzleProgress | null): PuzzleProgress | null {
  if (!progress || !isGridSide(progress.gridSize)) return null;
  return resumeFrom(PuzzleReadCache.shuffleOf(entry, progress.gridSize), progress.moves) ? progress : null;
}

import { inPlaceCount } from '../../game/rules/board';
import type { PuzzleEventKind } from '../../game/rules/gift';
import type { MovesBody, ProgressBody } from '../../contract/schemas/puzzles';
import type { Db } from '../db/open';
import { boardChanged, type PuzzleContext } from './context';
import { loadPuzzleOfType } from './load';
import { recordMilestones } from './milestones';
import { progressMilestones, replayIssued } from './replay';
import { keepMoves } from './resume';

/** Keeps a board in progress inside the change's transaction; answers keepProgress's "began" (server/puzzles/resume.ts). */
export type KeepBoard = (trx: Db, now: number) => Promise<boolean>;

/**
 * Progress while playing: replays the moves so far, keeps them (any device
 * continues from them; an empty list starts over) and records the milestones
 * they reached (once each), emitting them to the watchers after commit.
 */
export async function reportProgress(ctx: PuzzleContext, id: string, body: MovesBody): Promise<ProgressBody> {
  const puzzle = await loadPuzzleOfType(ctx.db, id, 'swap');
  const order = replayIssued(puzzle, body);
  await commitProgress(ctx, puzzle.id, progressMilestones(order, body.moves.length), (trx, now) => keepMoves(trx, puzzle.id, body, now));
  return { inPlace: inPlaceCount(order), total: order.length };
}

/**
 * What every kind of board does with checked progress: keeps the board and records the
 * milestones reached in one transaction, then tells the read caches (when the puzzle has
 * progress kept for the first time) and emits the new milestones, after commit.
 */
export async function commitProgress(ctx: PuzzleContext, puzzleId: string, reached: readonly PuzzleEventKind[], keep: KeepBoard): Promise<void> {
  const now = ctx.clock();
  const { began, events } = await ctx.db.transaction().execute(async (trx) => ({
    began: await keep(trx, now),
    events: await recordMilestones(trx, puzzleId, reached, now),
  }));
  if (began) boardChanged(ctx, puzzleId);
  events.forEach((event) => ctx.emitEvent(event));
}

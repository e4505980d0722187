import { inPlaceCount } from '../../game/rules/board';
import type { MovesBody, ProgressBody } from '../../contract/schemas/puzzles';
import { boardChanged, type PuzzleContext } from './context';
import { loadPuzzle } from './load';
import { recordMilestones } from './milestones';
import { progressMilestones, replayIssued } from './replay';
import { keepMoves } from './resume';

/**
 * Progress while playing: replays the moves so far, keeps them (any device
 * continues from them; an empty list starts over) and records the milestones
 * they reached (once each), emitting them to the watchers after commit.
 */
export async function reportProgress(ctx: PuzzleContext, id: string, body: MovesBody): Promise<ProgressBody> {
  const puzzle = await loadPuzzle(ctx.db, id);
  const order = replayIssued(puzzle, body);
  const reached = progressMilestones(order, body.moves.length);
  const now = ctx.clock();
  const { began, events } = await ctx.db.transaction().execute(async (trx) => ({
    began: await keepMoves(trx, puzzle.id, body, now),
    events: await recordMilestones(trx, puzzle.id, reached, now),
  }));
  if (began) boardChanged(ctx, puzzle.id);
  events.forEach((event) => ctx.emitEvent(event));
  return { inPlace: inPlaceCount(order), total: order.length };
}

import { recordMilestones } from '../puzzles/milestones';
import type { PuzzleContext } from '../puzzles/context';
import type { TextSentHook } from './text-worker';

/** The text worker's hook: a recipient's text that went out is the gift's 'delivered' milestone, once (as its mail's is). */
export function recordTextDelivered(ctx: Pick<PuzzleContext, 'emitEvent'>): TextSentHook {
  return async (trx, text, at) => {
    const events = await recordMilestones(trx, text.puzzleId, ['delivered'], at);
    return () => events.forEach((event) => ctx.emitEvent(event));
  };
}

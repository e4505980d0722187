import type { SentHook } from '../mail/outbox-worker';
import type { PuzzleContext } from './context';
import { recordMilestones } from './milestones';

/** The outbox's hook: a recipient's gift or card mail that went out is the 'delivered' milestone, once. */
export function recordDelivered(ctx: PuzzleContext): SentHook {
  return async (trx, queued, at) => {
    if (queued.about?.purpose !== 'gift') return undefined;
    const events = await recordMilestones(trx, queued.about.puzzleId, ['delivered'], at);
    return () => events.forEach((event) => ctx.emitEvent(event));
  };
}

import type { DeliveryFacts } from '../../game/rules/delivery';
import type { PuzzleEventKind } from '../../game/rules/gift';
import type { Db } from '../db/open';
import { listPuzzleEvents } from '../repos/puzzle-events';
import type { Puzzle } from '../repos/puzzles';

/** What the delivery rules (game/rules/delivery.ts) judge a puzzle by: its row and its milestones. */
export type PuzzleDeliveryFacts = DeliveryFacts & Pick<Puzzle, 'remind'> & { remindedAt: number | null };

/** Read within the transaction that acts on them, so the judgement and the change agree. */
export async function deliveryFacts(db: Db, puzzle: Puzzle): Promise<PuzzleDeliveryFacts> {
  const events = await listPuzzleEvents(db, puzzle.id);
  const at = (kind: PuzzleEventKind) => events.find((event) => event.kind === kind)?.at ?? null;
  return {
    sendAt: puzzle.sendAt,
    cancelledAt: puzzle.cancelledAt,
    solvedAt: puzzle.solvedAt,
    remind: puzzle.remind,
    deliveredAt: at('delivered'),
    openedAt: at('opened'),
    remindedAt: at('reminded'),
  };
}

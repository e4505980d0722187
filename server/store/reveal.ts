import type { PresentCard } from '../../contract/schemas/store';
import type { Db } from '../db/open';
import { presentOfPuzzle } from '../repos/presents';
import { toPresentCard } from './service';

/**
 * What a solve answers besides the message: `{ present }` when the sender attached one, else
 * nothing (the field stays absent). Only the solve paths call it, so the board read before the
 * solve never carries the present.
 */
export async function revealedPresent(db: Db, puzzleId: string): Promise<{ present?: PresentCard }> {
  const present = await presentOfPuzzle(db, puzzleId);
  return present ? { present: toPresentCard(present) } : {};
}

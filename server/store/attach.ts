import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open';
import { requireFeature } from '../flags/plugin';
import { attachPresent } from '../repos/presents';

/**
 * The present a sender chose on a gift or card form, checked before anything is stored: the gift
 * store must be open to them (403 'feature-off') and the present offered (404 'present-not-found').
 * Answers the id, or undefined when none was chosen.
 */
export async function checkedPresentChoice(request: FastifyRequest, presentId: string | undefined): Promise<string | undefined> {
  const chosen = presentId?.trim() || undefined;
  if (!chosen) return undefined;
  await requireFeature(request, 'gift-store');
  await request.server.store.assertOffered(chosen);
  return chosen;
}

/** Links the chosen present to the new puzzle; call in the puzzle's create transaction (both or neither). */
export async function attachChosenPresent(trx: Db, puzzleId: string, presentId: string | undefined): Promise<void> {
  if (presentId) await attachPresent(trx, puzzleId, presentId);
}

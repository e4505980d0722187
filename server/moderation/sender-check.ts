import { MODERATION_MESSAGES } from '../../contract/moderation';
import type { Db } from '../db/open';
import { forbidden } from '../http-error';
import { isBlocked } from '../repos/blocked-senders';
import { senderEmailHash } from './hashes';

/**
 * 403 'sender-blocked' when an admin blocked this sender: their address (in any letter case)
 * or their account. Called where every gift and card is stored (server/puzzles/create.ts
 * commitPuzzle), inside its transaction.
 */
export async function assertSenderNotBlocked(db: Db, secret: Buffer, senderEmail: string, userId: string | null): Promise<void> {
  if (await isBlocked(db, senderEmailHash(secret, senderEmail), userId)) throw forbidden(MODERATION_MESSAGES.blocked, 'sender-blocked');
}

import { TEXT_MESSAGES } from '../../contract/texts';
import { unsubscribePath } from '../../contract/unsubscribe';
import { isRecipientSuppressed, phoneRecipient } from '../consent/check';
import { consentKeys, recipientHash } from '../consent/keys';
import { unsubscribeToken } from '../consent/token';
import type { Db } from '../db/open';
import { findPuzzle } from '../repos/puzzles';
import type { PrepareText } from './text-worker';

export interface PrepareTextDeps {
  db: Db;
  secret: Buffer; // server/secret.ts: the unsubscribe link and the suppression hash derive from it
  publicUrl: string;
  clock: () => number;
}

/**
 * The worker's last look at a text, so what the sender changed since it was queued holds: a gift
 * withdrawn, taken down or expired is never texted; one moved to a later time waits for it; a
 * number that said no since is dropped. What goes out ends with the opt-out line, a link to the
 * same unsubscribe page a mail carries, for the number's keyed hash.
 */
export function prepareRecipientText(deps: PrepareTextDeps): PrepareText {
  const keys = consentKeys(deps.secret);
  return async (text) => {
    const puzzle = await findPuzzle(deps.db, text.puzzleId);
    if (!puzzle || puzzle.cancelledAt !== null || puzzle.removedAt !== null || puzzle.expiredAt !== null) return { drop: 'its gift was withdrawn' };
    if (puzzle.sendAt > deps.clock()) return { deferTo: puzzle.sendAt };
    const recipient = phoneRecipient(text.to);
    if (await isRecipientSuppressed(deps.db, keys, recipient)) return { drop: 'its recipient asked for no puzzle gifts' };
    const link = `${deps.publicUrl}${unsubscribePath(unsubscribeToken(keys, recipientHash(keys, recipient)))}`;
    return { send: `${text.body}\n${TEXT_MESSAGES.optOut(link)}` };
  };
}

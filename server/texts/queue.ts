import { invitationText } from '../../contract/texts';
import { textWithLink } from '../../game/rules/sms-link';
import { admitRecipient, DEFAULT_RECIPIENT_DAILY_LIMIT, phoneRecipient } from '../consent/check';
import { consentKeys } from '../consent/keys';
import type { Db } from '../db/open';
import type { NewPuzzle } from '../repos/puzzles';
import { enqueueText, setRecipientPhone } from '../repos/texts';

/** A new puzzle's text to its recipient: the number (E.164) and the words with the link. */
export interface RecipientText {
  phone: string;
  body: string;
}

/** What the text says: who sent what, and the link to play it. */
export function recipientText(phone: string, puzzle: Pick<NewPuzzle, 'senderName' | 'kind'>, playLink: string): RecipientText {
  return { phone, body: textWithLink(invitationText(puzzle.senderName, puzzle.kind), playLink) };
}

export interface TextQueueContext {
  secret: Buffer;
  recipientDailyLimit?: number;
  sendsTexts?: boolean; // SMS_URL is set: the server sends the text itself (else the sender does, from their phone)
}

/**
 * In the create's transaction: the number is admitted as an address is (422 once it said no, 429
 * past its daily limit, counted with the puzzle), kept on the puzzle, and, when the server sends
 * texts, its text queued for the puzzle's send time. Answers whether the server will send it.
 */
export async function queueRecipientText(trx: Db, ctx: TextQueueContext, puzzle: NewPuzzle, text: RecipientText): Promise<boolean> {
  const limit = ctx.recipientDailyLimit ?? DEFAULT_RECIPIENT_DAILY_LIMIT;
  await admitRecipient(trx, consentKeys(ctx.secret), phoneRecipient(text.phone), puzzle.createdAt, limit);
  await setRecipientPhone(trx, puzzle.id, text.phone);
  if (!ctx.sendsTexts) return false;
  await enqueueText(trx, { puzzleId: puzzle.id, to: text.phone, body: text.body }, puzzle.createdAt, puzzle.sendAt);
  return true;
}

import type { Db } from '../db/open';
import { upsertSentContact } from '../repos/contacts';
import { newContactId } from './fields';

/** What a send tells about its recipient. */
export interface SentTo {
  ownerUserId: string | null; // the signed-in sender
  replyTo: string | null; // a reply's recipient is the answered gift's sender, whose address its replier never sees
  recipientName: string;
  recipientEmail: string; // '' when it went by text only
  createdAt: number;
}

/**
 * Saves or updates the recipient of a member's gift or card as their contact. Call in the send's
 * transaction: the contact is saved exactly when the send is. Signed out, a reply, or no address: nothing.
 */
export async function saveRecipientAsContact(trx: Db, sent: SentTo): Promise<void> {
  const email = sent.recipientEmail.trim();
  if (!sent.ownerUserId || sent.replyTo || email === '') return;
  const name = sent.recipientName.trim() || email;
  await upsertSentContact(trx, sent.ownerUserId, newContactId(), { name, email, phone: null }, sent.createdAt);
}

import { UNSUBSCRIBE_MESSAGES } from '../../contract/unsubscribe';
import type { Db } from '../db/open';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { isSuppressed, lockRecipient, recordSend, sendTimesSince } from '../repos/suppressions';
import { normalizedAddress, recipientHash, type ConsentKeys } from './keys';

/** RECIPIENT_DAILY_LIMIT's default: gifts and cards one address receives in 24 hours from all senders. */
export const DEFAULT_RECIPIENT_DAILY_LIMIT = 5;

/** The window of the per-recipient limit: a rolling 24 hours, the same for every time zone. */
export const RECIPIENT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * 422, not 409: the request is well formed but this recipient refuses it, and it stays
 * refused whatever the sender changes about the gift (409 here means "the gift's own
 * state changed", as with 'already-sent', which another try may get past).
 */
export const recipientRefused = () => new HttpError(422, UNSUBSCRIBE_MESSAGES.refused, 'recipient-unsubscribed');

/**
 * The one check before anything is sent to someone other than its sender: gifts, cards and
 * resends, reminders (when they would be sent) and texts once they exist. Answers whether
 * the address asked for no puzzle gifts.
 */
export async function isRecipientSuppressed(db: Db, keys: ConsentKeys, address: string): Promise<boolean> {
  return isSuppressed(db, recipientHash(keys, address));
}

/**
 * A phone number as the consent tables know it: its E.164 with a 'tel:' prefix, passed wherever an
 * address goes (isRecipientSuppressed, admitRecipient, the unsubscribe token), so a number is
 * suppressed, limited and unsubscribed by its keyed hash exactly as an address is, and its hash can
 * never equal an address's.
 */
export const phoneRecipient = (e164: string) => `tel:${e164}`;

/** The same check for a sender who is sending now: 422 with the recipient's refusal. */
export async function assertRecipientAccepts(db: Db, keys: ConsentKeys, address: string): Promise<void> {
  if (await isRecipientSuppressed(db, keys, address)) throw recipientRefused();
}

/**
 * Admits one new gift or card for an address, inside the create's transaction: 422 when the
 * address is suppressed, 429 when it already had `dailyLimit` in the last 24 hours (from all
 * senders together), else the send is counted with the create, or not at all.
 */
export async function admitRecipient(db: Db, keys: ConsentKeys, address: string, now: number, dailyLimit: number): Promise<void> {
  const hash = recipientHash(keys, address);
  await inTransaction(db, async (trx) => {
    await lockRecipient(trx, hash);
    if (await isSuppressed(trx, hash)) throw recipientRefused();
    if (dailyLimit === 0) return; // RECIPIENT_DAILY_LIMIT=0: no limit
    const since = now - RECIPIENT_WINDOW_MS;
    const times = await sendTimesSince(trx, hash, since);
    if (times.length >= dailyLimit) {
      // Free again when the oldest send of the window turns 24 hours old.
      const oldest = times[times.length - dailyLimit] ?? now;
      const retryAfterS = Math.max(1, Math.ceil((oldest + RECIPIENT_WINDOW_MS - now) / 1000));
      throw new HttpError(429, UNSUBSCRIBE_MESSAGES.dailyLimit(dailyLimit), 'recipient-daily-limit', { 'Retry-After': String(retryAfterS) });
    }
    await recordSend(trx, hash, now, since);
  });
}

/**
 * A gift's recipient changed before it went out, or its link sent again to a corrected address:
 * a new address is admitted (and counted) as a new gift's would be; the same address is only checked.
 */
export async function admitChangedRecipient(db: Db, keys: ConsentKeys, previous: string, address: string, now: number, dailyLimit: number): Promise<void> {
  if (normalizedAddress(previous) === normalizedAddress(address)) return assertRecipientAccepts(db, keys, address);
  return admitRecipient(db, keys, address, now, dailyLimit);
}

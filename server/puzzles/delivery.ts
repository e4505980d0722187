import {
  EDIT_CUTOFF_MS,
  formatArrival,
  giftState,
  instantToZonedTime,
  isChangeable,
  notOpenedYet,
} from '../../game/rules/delivery';
import { DELIVERY_MESSAGES } from '../../contract/delivery';
import type { DeliveryChanges, DeliveryView } from '../../contract/schemas/delivery';
import { assertNotThrottled, countAttempt } from '../auth/throttle';
import { admitChangedRecipient, DEFAULT_RECIPIENT_DAILY_LIMIT } from '../consent/check';
import { consentKeys } from '../consent/keys';
import type { Db } from '../db/open';
import { badRequest, conflict } from '../http-error';
import { assertSenderNotBlocked } from '../moderation/sender-check';
import { enqueueMail, rescheduleMail, withdrawMail } from '../repos/outbox';
import { findPuzzle, markPuzzleCancelled, setGiftMail, updatePuzzle, type Puzzle } from '../repos/puzzles';
import { boardChanged, kindOf, playLink, type PuzzleContext } from './context';
import { deliveryFacts } from './delivery-facts';
import { knownTimeZone, resolveSendAt } from './delivery-choice';
import { puzzleNotFound } from './load';
import { mayWatch } from './owner';
import { rescheduleTexts } from '../repos/texts';

/**
 * What the sender does with a gift or card after pressing Send, the watch
 * token (or the account that owns it) being their key: see when it goes out, change it or cancel it until
 * then, and send the link again to a corrected address afterwards. Each change
 * is one transaction over the puzzle and its mail in the outbox.
 */

/** How a sender shows it is theirs: the watch token, or the signed-in account that owns it. */
export interface SenderKey {
  watchToken: string | undefined;
  userId: string | undefined;
}

/** The puzzle for its sender; 404 for a wrong key as for an unknown id. */
async function senderPuzzle(db: Db, id: string, key: SenderKey): Promise<Puzzle> {
  const puzzle = await findPuzzle(db, id);
  if (!puzzle || !mayWatch(puzzle, key.watchToken, key.userId)) throw puzzleNotFound();
  return puzzle;
}

async function viewOf(ctx: PuzzleContext, db: Db, puzzle: Puzzle): Promise<DeliveryView> {
  const facts = await deliveryFacts(db, puzzle);
  const now = ctx.clock();
  return {
    kind: puzzle.kind,
    state: giftState(facts),
    sendAt: new Date(puzzle.sendAt).toISOString(),
    timeZone: puzzle.timeZone,
    localSendAt: instantToZonedTime(puzzle.sendAt, puzzle.timeZone),
    arrival: formatArrival(puzzle.sendAt, puzzle.timeZone),
    changeable: isChangeable(facts, now),
    deliveredAt: facts.deliveredAt === null ? null : new Date(facts.deliveredAt).toISOString(),
    notOpenedYet: notOpenedYet(facts, now),
    remind: puzzle.remind,
    recipientName: puzzle.recipientName,
    recipientEmail: puzzle.replyTo === null ? puzzle.recipientEmail : null,
    message: puzzle.message,
    playLink: playLink(ctx, puzzle),
  };
}

/**
 * A gift aimed at a new address is admitted like a new gift: 403 once an admin blocked its
 * sender, 422 for a recipient who said no; the new address is counted towards its daily limit (429 past it).
 */
async function admitNewRecipient(ctx: PuzzleContext, trx: Db, before: Puzzle, after: Puzzle, now: number): Promise<void> {
  await assertSenderNotBlocked(trx, ctx.secret, before.senderEmail, before.ownerUserId);
  const limit = ctx.recipientDailyLimit ?? DEFAULT_RECIPIENT_DAILY_LIMIT;
  return admitChangedRecipient(trx, consentKeys(ctx.secret), before.recipientEmail, after.recipientEmail, now, limit);
}

/** The sender's view of the delivery. */
export async function deliveryOf(ctx: PuzzleContext, id: string, key: SenderKey): Promise<DeliveryView> {
  return viewOf(ctx, ctx.db, await senderPuzzle(ctx.db, id, key));
}

/**
 * Changes a gift that has not gone out: its recipient, message or time. The
 * recipient's mail in the outbox is rewritten with it; 409 'already-sent' once
 * the mail is due or sent (no worker can hold it before then).
 */
export async function changeDelivery(ctx: PuzzleContext, id: string, key: SenderKey, changes: DeliveryChanges): Promise<DeliveryView> {
  const now = ctx.clock();
  const view = await ctx.db.transaction().execute(async (trx) => {
    const puzzle = await senderPuzzle(trx, id, key);
    if (puzzle.cancelledAt !== null) throw conflict(DELIVERY_MESSAGES.cancelled, 'gift-cancelled');
    if (puzzle.replyTo !== null && changes.recipientEmail !== undefined) throw badRequest(DELIVERY_MESSAGES.replyAddress);
    if (!isChangeable(await deliveryFacts(trx, puzzle), now)) throw conflict(DELIVERY_MESSAGES.alreadySent, 'already-sent');
    const timeZone = changes.timeZone === undefined ? puzzle.timeZone : knownTimeZone(changes.timeZone);
    const local = changes.sendAt === undefined ? instantToZonedTime(puzzle.sendAt, timeZone) : changes.sendAt;
    const updated: Puzzle = {
      ...puzzle,
      recipientName: changes.recipientName?.trim() || puzzle.recipientName,
      recipientEmail: changes.recipientEmail?.trim() || puzzle.recipientEmail,
      message: changes.message?.trim() || puzzle.message,
      timeZone,
      sendAt: changes.sendAt === undefined && changes.timeZone === undefined ? puzzle.sendAt : resolveSendAt(local, timeZone, now),
    };
    if (changes.recipientEmail !== undefined) await admitNewRecipient(ctx, trx, puzzle, updated, now);
    const mail = await kindOf(ctx, updated).invitationMail(trx, updated, playLink(ctx, updated));
    // No mail id: it goes by text only. Its text follows the new time (server/texts/).
    const mailed = puzzle.giftMailId === null || (await rescheduleMail(trx, puzzle.giftMailId, mail, updated.sendAt, now + EDIT_CUTOFF_MS));
    if (!mailed) throw conflict(DELIVERY_MESSAGES.alreadySent, 'already-sent');
    await rescheduleTexts(trx, id, updated.sendAt, now + EDIT_CUTOFF_MS);
    const { recipientName, recipientEmail, message, sendAt } = updated;
    await updatePuzzle(trx, id, { recipientName, recipientEmail, message, sendAt, timeZone });
    return viewOf(ctx, trx, updated);
  });
  boardChanged(ctx, id);
  ctx.kickOutbox(); // it may be due now
  return view;
}

/** Withdraws a gift that has not gone out: its mail leaves the outbox and its link stops working. */
export async function cancelDelivery(ctx: PuzzleContext, id: string, key: SenderKey): Promise<DeliveryView> {
  const now = ctx.clock();
  const view = await ctx.db.transaction().execute(async (trx) => {
    const puzzle = await senderPuzzle(trx, id, key);
    if (puzzle.cancelledAt !== null) return viewOf(ctx, trx, puzzle); // twice is once
    // No mail id: it goes by text only, and its text is dropped unsent once the gift is cancelled (server/texts/prepare.ts).
    const withdrawn = puzzle.giftMailId === null || (await withdrawMail(trx, puzzle.giftMailId, now + EDIT_CUTOFF_MS));
    if (!withdrawn || !isChangeable(await deliveryFacts(trx, puzzle), now)) throw conflict(DELIVERY_MESSAGES.alreadySent, 'already-sent');
    await markPuzzleCancelled(trx, id, now);
    return viewOf(ctx, trx, { ...puzzle, cancelledAt: now });
  });
  boardChanged(ctx, id);
  return view;
}

/**
 * After the gift went out: corrects the recipient's address and sends the link
 * again, at once; the link itself stays the same, so the old mail keeps working.
 * Counted like creating a gift, since it mails a typed-in address.
 */
export async function resendGift(ctx: PuzzleContext, id: string, key: SenderKey, recipientEmail: string, ip: string): Promise<DeliveryView> {
  const now = ctx.clock();
  await assertNotThrottled(ctx.db, 'puzzle', ip, now);
  const view = await ctx.db.transaction().execute(async (trx) => {
    const puzzle = await senderPuzzle(trx, id, key);
    const facts = await deliveryFacts(trx, puzzle);
    if (facts.cancelledAt !== null) throw conflict(DELIVERY_MESSAGES.cancelled, 'gift-cancelled');
    if (puzzle.replyTo !== null) throw badRequest(DELIVERY_MESSAGES.replyAddress);
    if (facts.deliveredAt === null) throw conflict(DELIVERY_MESSAGES.notSentYet, 'not-sent-yet');
    const updated: Puzzle = { ...puzzle, recipientEmail: recipientEmail.trim() };
    await admitNewRecipient(ctx, trx, puzzle, updated, now);
    const mail = await kindOf(ctx, updated).invitationMail(trx, updated, playLink(ctx, updated));
    const mailId = await enqueueMail(trx, mail, now, { about: { puzzleId: id, purpose: 'gift' } });
    await updatePuzzle(trx, id, { recipientEmail: updated.recipientEmail });
    await setGiftMail(trx, id, mailId);
    await countAttempt(trx, 'puzzle', ip, now);
    return viewOf(ctx, trx, updated);
  });
  boardChanged(ctx, id);
  ctx.kickOutbox();
  return view;
}

import { reminderEligible, REMINDER_AFTER_MS, REMINDER_GRACE_MS } from '../../game/rules/delivery';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import { isRecipientSuppressed } from '../consent/check';
import { consentKeys } from '../consent/keys';
import { giftReminderMail } from '../mail/templates/gift-reminder';
import { enqueueMail } from '../repos/outbox';
import { puzzlesAwaitingReminder } from '../repos/puzzle-events';
import { findPuzzle } from '../repos/puzzles';
import { playLink, type PuzzleContext } from './context';
import { deliveryFacts } from './delivery-facts';
import { recordMilestones } from './milestones';

const BATCH = 200; // per sweep; a sweep every few minutes keeps up with far more than that

/**
 * The one reminder to recipients who have not opened a gift three days after it
 * arrived, for senders who agreed to it. Each runs in its own transaction that
 * records 'reminded' first: the milestone happens once, so the mail is queued
 * once, whichever process sweeps. Answers how many were queued.
 */
export async function sendDueReminders(ctx: PuzzleContext): Promise<number> {
  const now = ctx.clock();
  const latest = now - REMINDER_AFTER_MS; // delivered at least three days ago…
  const candidates = await puzzlesAwaitingReminder(ctx.db, latest - REMINDER_GRACE_MS, latest, BATCH); // …and not long before
  const queued: PuzzleEvent[] = [];
  const keys = consentKeys(ctx.secret);
  for (const id of candidates) {
    const events = await ctx.db.transaction().execute(async (trx) => {
      const puzzle = await findPuzzle(trx, id);
      if (!puzzle || !reminderEligible(await deliveryFacts(trx, puzzle), now)) return [];
      if (!puzzle.recipientEmail) return []; // sent by text only: the reminder is a mail, and there is no address
      if (await isRecipientSuppressed(trx, keys, puzzle.recipientEmail)) return []; // one queued before they said no is dropped by the outbox
      const recorded = await recordMilestones(trx, id, ['reminded'], now);
      if (recorded.length === 0) return []; // another process reminded it meanwhile
      await enqueueMail(trx, giftReminderMail({ ...puzzle, playLink: playLink(ctx, puzzle) }), now, { about: { puzzleId: id, purpose: 'reminder' } });
      return recorded;
    });
    queued.push(...events);
  }
  queued.forEach((event) => ctx.emitEvent(event));
  if (queued.length > 0) ctx.kickOutbox();
  return queued.length;
}

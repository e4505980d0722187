import { createLinkFor } from '../../contract/contacts';
import { dayInZone, dueReminder, monthsToLookAt } from '../../game/rules/occasions';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { enqueueMail } from '../repos/outbox';
import { markReminded, occasionsInMonths, setReminderMail, wasReminded, type OccasionToRemind } from '../repos/occasions';
import { occasionReminderMail } from './reminder-mail';

const PAGE = 500;

export interface OccasionRemindersDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  kickOutbox: () => void;
}

/**
 * Queues the reminder of every occasion due on its member's local day (dueReminder: from
 * days_before days ahead until the day itself). Each runs in its own transaction that marks
 * (occasion, year) first, then queues the mail: the mark's key lets one process through, so the
 * mail is queued exactly once whatever the number of processes sweeping. Answers how many it queued.
 */
export async function sendOccasionReminders(deps: OccasionRemindersDeps): Promise<number> {
  const now = deps.clock();
  const months = monthsToLookAt(now); // only occasions that can be due around now are read
  let queued = 0;
  for (let after = ''; ; ) {
    const page = await occasionsInMonths(deps.db, months, after, PAGE);
    for (const occasion of page) if (await remindOnce(deps, occasion, now)) queued += 1;
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  if (queued > 0) deps.kickOutbox();
  return queued;
}

async function remindOnce(deps: OccasionRemindersDeps, occasion: OccasionToRemind, now: number): Promise<boolean> {
  const due = dueReminder(occasion, dayInZone(now, occasion.timeZone ?? 'UTC')); // UTC until the browser told us the zone
  if (!due || (await wasReminded(deps.db, occasion.id, due.year))) return false; // the common case, without a transaction
  return deps.db.transaction().execute(async (trx) => {
    if (!(await markReminded(trx, occasion.id, due.year, now))) return false; // another process has it
    const mail = occasionReminderMail({
      to: occasion.userEmail,
      contactName: occasion.contactName,
      kind: occasion.kind,
      daysLeft: due.daysLeft,
      createLink: `${deps.publicUrl}${createLinkFor(occasion.contactId)}`,
      contactsLink: `${deps.publicUrl}/contacts`,
    });
    await setReminderMail(trx, occasion.id, due.year, await enqueueMail(trx, mail, now));
    return true;
  });
}

import type { Db } from '../db/open';
import { engineOf } from '../db/engine';
import type { OutboxRow } from '../db/tables';

/** One e-mail as it waits in the outbox. Every mail has a plain-text and an HTML part. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>; // added when it is sent (List-Unsubscribe: server/consent/recipient-mail.ts), never stored
}

/**
 * Why a mail about a puzzle was sent, for mails whose delivery the puzzle records:
 * the recipient's gift or card (its delivery is a milestone) and the one reminder.
 */
export type MailPurpose = 'gift' | 'reminder';

/** When a mail is due and what it is about; by default due at once and about nothing. */
export interface MailOptions {
  dueAt?: number; // ms since epoch; the outbox sends nothing before it
  about?: { puzzleId: string; purpose: MailPurpose };
}

/** A mail in the outbox with its delivery state. */
export interface QueuedMail {
  id: number;
  mail: Mail;
  about: { puzzleId: string; purpose: MailPurpose } | null;
  createdAt: number; // ms since epoch; with the id it makes the mail's stable Message-ID
  attempts: number; // delivery attempts so far (while unsent: the failures)
  nextAttemptAt: number; // ms since epoch
  sentAt: number | null;
  lastError: string | null;
}

function toQueuedMail(row: OutboxRow): QueuedMail {
  return {
    id: row.id,
    mail: { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body },
    about: row.puzzle_id && row.purpose ? { puzzleId: row.puzzle_id, purpose: row.purpose as MailPurpose } : null,
    createdAt: row.created_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
  };
}

/** Call inside the transaction of the change that causes the mail, so both commit or neither. */
export async function enqueueMail(db: Db, mail: Mail, now: number, options: MailOptions = {}): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      ...mailColumns(mail),
      created_at: now,
      next_attempt_at: options.dueAt ?? now,
      puzzle_id: options.about?.puzzleId ?? null,
      purpose: options.about?.purpose ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function mailColumns(mail: Mail) {
  return { to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html };
}

/**
 * Rewrites a mail that is not sent and not due before `notBefore` (so no worker
 * can hold it: a mail is claimed only once due), with new content and due time.
 * Answers whether it did; false means it is sent, due, or gone.
 */
export async function rescheduleMail(db: Db, id: number, mail: Mail, dueAt: number, notBefore: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ ...mailColumns(mail), next_attempt_at: dueAt })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '>', notBefore)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Withdraws a mail on the same terms as rescheduleMail; answers whether it did. */
export async function withdrawMail(db: Db, id: number, notBefore: number): Promise<boolean> {
  const result = await db
    .deleteFrom('outbox')
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '>', notBefore)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/**
 * Takes the next due mail for this worker alone, or answers undefined when none is
 * due. The claim is a lease: the row's next attempt moves `leaseMs` ahead, so no
 * other worker takes it meanwhile, and a worker that dies holding it only delays
 * it. One statement on both engines; PostgreSQL also skips rows that another
 * worker is claiming at this instant instead of waiting for them.
 */
export async function claimDueMail(db: Db, now: number, leaseMs: number): Promise<QueuedMail | undefined> {
  const postgres = engineOf(db) === 'postgres';
  const row = await db
    .updateTable('outbox')
    .set({ next_attempt_at: now + leaseMs })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .$if(postgres, (query) => query.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
  return row && toQueuedMail(row);
}

/**
 * Gives back leases a stopping worker holds: each mail is due again at `now`, for any worker.
 * Only a lease still as it was taken (`leaseEnd`) is given back: one that ran out and was
 * claimed by another worker meanwhile is that worker's.
 */
export async function releaseLeases(db: Db, leases: readonly { id: number; leaseEnd: number }[], now: number): Promise<void> {
  for (const { id, leaseEnd } of leases) {
    await db.updateTable('outbox').set({ next_attempt_at: now }).where('id', '=', id).where('sent_at', 'is', null).where('next_attempt_at', '=', leaseEnd).execute();
  }
}

/** The earliest time a pending mail is due, or null when nothing waits. */
export async function nextDueAt(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return row?.at ?? null;
}

export async function markSent(db: Db, id: number, now: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ sent_at: now, attempts: eb('attempts', '+', 1), last_error: null }))
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: number, error: string, retryAt: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), next_attempt_at: retryAt }))
    .where('id', '=', id)
    .execute();
}

export async function pendingCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

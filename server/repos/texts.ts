import type { Selectable } from 'kysely';
import { engineOf } from '../db/engine';
import type { Db } from '../db/open';
import type { TextTable } from './texts-tables';

/** A recipient's text in the text outbox (migration 017-texts), as the worker sees it. */
export interface QueuedText {
  id: number;
  puzzleId: string;
  to: string; // E.164
  body: string; // without the opt-out line
  attempts: number; // failures so far, while unsent
  nextAttemptAt: number; // while claimed: the end of the claimer's lease
  sentAt: number | null;
  lastError: string | null;
  providerId: string | null;
}

function toQueuedText(row: Selectable<TextTable>): QueuedText {
  return {
    id: row.id,
    puzzleId: row.puzzle_id,
    to: row.to_phone,
    body: row.body,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
    providerId: row.provider_id,
  };
}

/** Call inside the transaction that creates the puzzle, so both commit or neither. */
export async function enqueueText(db: Db, text: { puzzleId: string; to: string; body: string }, now: number, dueAt: number): Promise<number> {
  const row = await db
    .insertInto('texts')
    .values({ puzzle_id: text.puzzleId, to_phone: text.to, body: text.body, created_at: now, next_attempt_at: dueAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The recipient's number on the puzzle itself (E.164), whoever sends the text. */
export async function setRecipientPhone(db: Db, puzzleId: string, phone: string): Promise<void> {
  await db.updateTable('puzzles').set({ recipient_phone: phone }).where('id', '=', puzzleId).execute();
}

export async function recipientPhoneOf(db: Db, puzzleId: string): Promise<string | null> {
  const row = await db.selectFrom('puzzles').select('recipient_phone').where('id', '=', puzzleId).executeTakeFirst();
  return row?.recipient_phone ?? null;
}

/**
 * Takes the next due text for this worker alone, as claimDueMail does for mail: the row's
 * next attempt moves `leaseMs` ahead in one statement, PostgreSQL skipping rows another
 * worker is claiming at this instant.
 */
export async function claimDueText(db: Db, now: number, leaseMs: number): Promise<QueuedText | undefined> {
  const postgres = engineOf(db) === 'postgres';
  const row = await db
    .updateTable('texts')
    .set({ next_attempt_at: now + leaseMs })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('texts')
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
  return row && toQueuedText(row);
}

/** Marks it sent, once: a worker whose lease ran out and was taken over cannot mark it twice. */
export async function markTextSent(db: Db, id: number, now: number, providerId: string | null): Promise<boolean> {
  const result = await db
    .updateTable('texts')
    .set((eb) => ({ sent_at: now, attempts: eb('attempts', '+', 1), last_error: null, provider_id: providerId }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function markTextFailed(db: Db, id: number, error: string, retryAt: number): Promise<void> {
  await db
    .updateTable('texts')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), next_attempt_at: retryAt }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** Not yet (its gift was moved to a later time): due again then, no attempt counted. */
export async function deferText(db: Db, id: number, dueAt: number): Promise<void> {
  await db.updateTable('texts').set({ next_attempt_at: dueAt }).where('id', '=', id).where('sent_at', 'is', null).execute();
}

/**
 * Its gift's new send time, for texts not sent and not due before `notBefore` (no worker holds
 * those: a text is claimed only once due), as rescheduleMail does for the gift's mail.
 */
export async function rescheduleTexts(db: Db, puzzleId: string, dueAt: number, notBefore: number): Promise<void> {
  await db
    .updateTable('texts')
    .set({ next_attempt_at: dueAt })
    .where('puzzle_id', '=', puzzleId)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '>', notBefore)
    .execute();
}

/** Never (its gift was withdrawn or taken down, or its recipient said no): the row goes. */
export async function dropText(db: Db, id: number): Promise<void> {
  await db.deleteFrom('texts').where('id', '=', id).where('sent_at', 'is', null).execute();
}

/** Gives back the leases of a stopping worker, only those still as it took them (releaseLeases for mail). */
export async function releaseTextLeases(db: Db, leases: readonly { id: number; leaseEnd: number }[], now: number): Promise<void> {
  for (const { id, leaseEnd } of leases) {
    await db.updateTable('texts').set({ next_attempt_at: now }).where('id', '=', id).where('sent_at', 'is', null).where('next_attempt_at', '=', leaseEnd).execute();
  }
}

/** The earliest time a pending text is due, or null when nothing waits. */
export async function nextTextDueAt(db: Db): Promise<number | null> {
  const row = await db.selectFrom('texts').select((eb) => eb.fn.min('next_attempt_at').as('at')).where('sent_at', 'is', null).executeTakeFirst();
  return row?.at ?? null;
}

/** Every text of a puzzle, oldest first (tests and the sender's view). */
export async function textsOfPuzzle(db: Db, puzzleId: string): Promise<QueuedText[]> {
  const rows = await db.selectFrom('texts').selectAll().where('puzzle_id', '=', puzzleId).orderBy('id').execute();
  return rows.map(toQueuedText);
}

import type { Db } from '../db/open';

/** What the outbox holds right now, for /metrics. */
export interface OutboxStats {
  ready: number; // never tried and due: a worker should be sending them now
  retrying: number; // failed at least once, waiting for their next attempt (or in it)
  scheduled: number; // never tried and not yet due: gifts and reminders for a chosen day (and first attempts in flight)
  oldestCreatedAt: number | null; // ms since epoch: the oldest ready or retrying mail, null when there is none
}

/**
 * One statement over the unsent rows only (the `outbox_due` index starts with sent_at), so a
 * scrape costs the same with a million sent mails. Mails waiting for a chosen day are counted
 * apart and left out of the oldest age: a gift for next month is not late.
 */
export async function outboxStats(db: Db, now: number): Promise<OutboxStats> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.sum<number | string | null>(eb.case().when(eb.and([eb('attempts', '=', 0), eb('next_attempt_at', '<=', now)])).then(1).else(0).end()).as('ready'),
      eb.fn.sum<number | string | null>(eb.case().when('attempts', '>', 0).then(1).else(0).end()).as('retrying'),
      eb.fn.sum<number | string | null>(eb.case().when(eb.and([eb('attempts', '=', 0), eb('next_attempt_at', '>', now)])).then(1).else(0).end()).as('scheduled'),
      eb.fn
        .min<number | string | null>(eb.case().when(eb.or([eb('attempts', '>', 0), eb('next_attempt_at', '<=', now)])).then(eb.ref('created_at')).end())
        .as('oldest'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers sums of integers (and BIGINT columns) as strings, SQLite as numbers; an empty table as NULL.
  const count = (value: number | string | null) => Number(value ?? 0);
  return {
    ready: count(row.ready),
    retrying: count(row.retrying),
    scheduled: count(row.scheduled),
    oldestCreatedAt: row.oldest === null ? null : Number(row.oldest),
  };
}

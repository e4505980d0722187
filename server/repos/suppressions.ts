import { sql } from 'kysely';
import { engineOf } from '../db/engine';
import type { Db } from '../db/open';

/**
 * Suppressed recipients and what each address received lately, by keyed hash only
 * (server/consent/keys.ts): the database never learns an address from these tables.
 */

/** Adds the address's hash to the suppression list; twice is once. */
export async function suppress(db: Db, recipientHash: string, now: number): Promise<void> {
  await db
    .insertInto('suppressions')
    .values({ recipient_hash: recipientHash, created_at: now })
    .onConflict((oc) => oc.column('recipient_hash').doNothing())
    .execute();
}

/** Takes the address's hash off the list (the page's undo); answers nothing either way. */
export async function unsuppress(db: Db, recipientHash: string): Promise<void> {
  await db.deleteFrom('suppressions').where('recipient_hash', '=', recipientHash).execute();
}

export async function isSuppressed(db: Db, recipientHash: string): Promise<boolean> {
  const row = await db.selectFrom('suppressions').select('recipient_hash').where('recipient_hash', '=', recipientHash).executeTakeFirst();
  return row !== undefined;
}

/**
 * Within a transaction on PostgreSQL: makes concurrent creates for one address take turns
 * until commit, so two of them cannot both count 4 and both send the 5th and 6th.
 * SQLite needs nothing: one transaction writes at a time.
 */
export async function lockRecipient(db: Db, recipientHash: string): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${recipientHash}, 0))`.execute(db);
}

/** The times of sends to this address after `since`, oldest first. */
export async function sendTimesSince(db: Db, recipientHash: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('recipient_sends')
    .select('at')
    .where('recipient_hash', '=', recipientHash)
    .where('at', '>', since)
    .orderBy('at')
    .execute();
  return rows.map((row) => Number(row.at));
}

/** Counts one send, and forgets this address's sends that left the window (never read again). */
export async function recordSend(db: Db, recipientHash: string, at: number, forgetBefore: number): Promise<void> {
  await db.deleteFrom('recipient_sends').where('recipient_hash', '=', recipientHash).where('at', '<=', forgetBefore).execute();
  await db.insertInto('recipient_sends').values({ recipient_hash: recipientHash, at }).execute();
}

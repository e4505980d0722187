import type { OccasionKind } from '../../game/rules/occasions';
import type { Db } from '../db/open';

/** A contact's yearly occasion. */
export interface OccasionRecord {
  id: string;
  contactId: string;
  kind: OccasionKind;
  month: number;
  day: number;
  year: number | null;
  daysBefore: number;
}

export type NewOccasion = Omit<OccasionRecord, 'id' | 'contactId'>;

/** The occasions of these contacts, in the order a list shows them (by month and day). */
export async function occasionsOf(db: Db, contactIds: readonly string[]): Promise<OccasionRecord[]> {
  if (contactIds.length === 0) return [];
  const rows = await db.selectFrom('occasions').selectAll().where('contact_id', 'in', contactIds).orderBy('month').orderBy('day').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, contactId: row.contact_id, kind: row.kind, month: row.month, day: row.day, year: row.year, daysBefore: row.days_before }));
}

/** Replaces a contact's occasions with these (the edit form sends them all). */
export async function replaceOccasions(db: Db, contactId: string, occasions: readonly (NewOccasion & { id: string })[], now: number): Promise<void> {
  await db.deleteFrom('occasions').where('contact_id', '=', contactId).execute();
  await addOccasions(db, contactId, occasions, now);
}

export async function addOccasions(db: Db, contactId: string, occasions: readonly (NewOccasion & { id: string })[], now: number): Promise<void> {
  await addOccasionsOf(db, occasions.map((occasion) => ({ ...occasion, contactId })), now);
}

/** Occasions of many contacts in a few statements (an import). */
export async function addOccasionsOf(db: Db, occasions: readonly (NewOccasion & { id: string; contactId: string })[], now: number): Promise<void> {
  const CHUNK = 500; // 8 parameters a row
  for (let start = 0; start < occasions.length; start += CHUNK) {
    const rows = occasions.slice(start, start + CHUNK).map((o) => ({ id: o.id, contact_id: o.contactId, kind: o.kind, month: o.month, day: o.day, year: o.year, days_before: o.daysBefore, created_at: now }));
    await db.insertInto('occasions').values(rows).execute();
  }
}

/** An occasion whose reminder may be due, with what its mail needs. */
export interface OccasionToRemind extends OccasionRecord {
  contactName: string;
  userId: string;
  userEmail: string;
  timeZone: string | null;
}

/** Occasions in these months (1-12), a page at a time by id, with their contact and member. */
export async function occasionsInMonths(db: Db, months: readonly number[], afterId: string, limit: number): Promise<OccasionToRemind[]> {
  const rows = await db
    .selectFrom('occasions')
    .innerJoin('contacts', 'contacts.id', 'occasions.contact_id')
    .innerJoin('users', 'users.id', 'contacts.user_id')
    .select([
      'occasions.id',
      'occasions.contact_id',
      'occasions.kind',
      'occasions.month',
      'occasions.day',
      'occasions.year',
      'occasions.days_before',
      'contacts.name as contact_name',
      'users.id as user_id',
      'users.email as user_email',
      'users.time_zone',
    ])
    .where('occasions.month', 'in', months)
    .where('occasions.id', '>', afterId)
    .orderBy('occasions.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    contactId: row.contact_id,
    kind: row.kind,
    month: row.month,
    day: row.day,
    year: row.year,
    daysBefore: row.days_before,
    contactName: row.contact_name,
    userId: row.user_id,
    userEmail: row.user_email,
    timeZone: row.time_zone,
  }));
}

/**
 * Marks an occasion's reminder of `year` as queued; answers false when it already was (another
 * process, or an earlier sweep). Call first in the transaction that queues the mail: the key
 * (occasion, year) lets one transaction through; another waits for it, then inserts nothing.
 */
export async function markReminded(db: Db, occasionId: string, year: number, now: number): Promise<boolean> {
  const result = await db
    .insertInto('occasion_reminders')
    .values({ occasion_id: occasionId, year, outbox_id: null, queued_at: now })
    .onConflict((oc) => oc.columns(['occasion_id', 'year']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The outbox row of the reminder just marked (same transaction). */
export async function setReminderMail(db: Db, occasionId: string, year: number, outboxId: number): Promise<void> {
  await db.updateTable('occasion_reminders').set({ outbox_id: outboxId }).where('occasion_id', '=', occasionId).where('year', '=', year).execute();
}

export async function wasReminded(db: Db, occasionId: string, year: number): Promise<boolean> {
  const row = await db.selectFrom('occasion_reminders').select('year').where('occasion_id', '=', occasionId).where('year', '=', year).executeTakeFirst();
  return row !== undefined;
}

import type { Generated } from 'kysely';
import type { OccasionKind } from '../../game/rules/occasions';

/** The tables of migration 016-contacts, as stored (see server/db/tables.ts for the conventions). */

/** Someone a member sent to or added; one per member and lower-cased address. */
export interface ContactTable {
  id: string;
  user_id: string;
  name: string;
  email: string; // lower-cased
  phone: string | null; // E.164
  created_at: number;
  updated_at: number;
}

/** A contact's yearly birthday or anniversary. */
export interface OccasionTable {
  id: string;
  contact_id: string;
  kind: OccasionKind;
  month: number; // 1-12
  day: number; // 1-31
  year: number | null; // the year it first happened, when known
  days_before: Generated<number>; // 3 unless said
  created_at: number;
}

/** One row per occasion and year whose reminder mail was queued: its key makes that exactly-once. */
export interface OccasionReminderTable {
  occasion_id: string;
  year: number;
  outbox_id: number | null; // the queued mail, set in the same transaction
  queued_at: number;
}

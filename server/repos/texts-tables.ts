import type { Generated } from 'kysely';

/** The table of migration 017-texts, as stored (see server/db/tables.ts for the conventions). */

/** A recipient's text waiting for (or done with) the SMS provider; drained only with SMS_URL. */
export interface TextTable {
  id: Generated<number>;
  puzzle_id: string;
  to_phone: string; // E.164
  body: string; // without the opt-out line
  created_at: number;
  attempts: Generated<number>;
  next_attempt_at: number; // due time, or the end of a worker's lease while it sends
  sent_at: number | null;
  last_error: string | null;
  provider_id: string | null; // Twilio's message sid once accepted
}

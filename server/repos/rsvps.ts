import type { RsvpAnswer } from '../../game/rules/cards';
import type { Db } from '../db/open';
import type { RsvpRow } from '../db/tables';

/** An invitation's answer; a new answer replaces the last. */
export interface StoredRsvp {
  puzzleId: string;
  answer: RsvpAnswer;
  note: string;
  answeredAt: number; // ms since epoch
}

export async function saveRsvp(db: Db, rsvp: StoredRsvp): Promise<void> {
  const row: RsvpRow = { puzzle_id: rsvp.puzzleId, answer: rsvp.answer, note: rsvp.note, answered_at: rsvp.answeredAt };
  const { puzzle_id: _key, ...answer } = row;
  await db
    .insertInto('rsvps')
    .values(row)
    .onConflict((conflict) => conflict.column('puzzle_id').doUpdateSet(answer))
    .execute();
}

export async function findRsvp(db: Db, puzzleId: string): Promise<StoredRsvp | undefined> {
  const row = await db.selectFrom('rsvps').selectAll().where('puzzle_id', '=', puzzleId).executeTakeFirst();
  return row && { puzzleId: row.puzzle_id, answer: row.answer, note: row.note, answeredAt: row.answered_at };
}

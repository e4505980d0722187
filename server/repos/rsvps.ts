import type { RsvpAnswer } from '../../game/rules/cards';
import type { Db } from '../db/open';
import { statement } from '../db/statements';
import type { RsvpRow } from '../db/tables';

/** An invitation's answer; a new answer replaces the last. */
export interface StoredRsvp {
  puzzleId: string;
  answer: RsvpAnswer;
  note: string;
  answeredAt: number; // ms since epoch
}

export function saveRsvp(db: Db, rsvp: StoredRsvp): void {
  const row: RsvpRow = { puzzle_id: rsvp.puzzleId, answer: rsvp.answer, note: rsvp.note, answered_at: rsvp.answeredAt };
  statement(db, `INSERT INTO rsvps (puzzle_id, answer, note, answered_at) VALUES (@puzzle_id, @answer, @note, @answered_at)
    ON CONFLICT (puzzle_id) DO UPDATE SET answer = excluded.answer, note = excluded.note, answered_at = excluded.answered_at`).run(row);
}

export function findRsvp(db: Db, puzzleId: string): StoredRsvp | undefined {
  const row = statement(db, `SELECT * FROM rsvps WHERE puzzle_id = ?`).get(puzzleId) as RsvpRow | undefined;
  return row && { puzzleId: row.puzzle_id, answer: row.answer, note: row.note, answeredAt: row.answered_at };
}

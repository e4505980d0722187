import type { PuzzleKindName } from '../../game/rules/gift';
import type { Db } from '../db/open';

/** A solved puzzle whose photo and message are due to go. */
export interface ExpiringPuzzle {
  id: string;
  kind: PuzzleKindName; // which folder its picture is in
  imageFile: string;
}

/** Puzzles solved before `before` that still keep photo and message, oldest solve first (the partial index of 012-retention). */
export async function solvedBefore(db: Db, before: number, limit: number): Promise<ExpiringPuzzle[]> {
  const rows = await db
    .selectFrom('puzzles')
    .select(['id', 'kind', 'image_file'])
    .where('expired_at', 'is', null)
    .where('solved_at', '<', before)
    .orderBy('solved_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, imageFile: row.image_file }));
}

/**
 * Clears the message and marks the puzzle expired at `at` under a retention of `days`, if it is
 * still due (solved before `before`, not yet expired): answers whether this call did it, so of two
 * processes sweeping at once one removes the files.
 */
export async function expirePuzzle(db: Db, id: string, before: number, at: number, days: number): Promise<boolean> {
  const result = await db
    .updateTable('puzzles')
    .set({ message: '', expired_at: at, kept_days: days })
    .where('id', '=', id)
    .where('expired_at', 'is', null)
    .where('solved_at', '<', before)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

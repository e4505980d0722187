import { PUZZLE_EVENT_KINDS, type PuzzleEventKind } from '../../game/rules/gift';
import type { Db } from '../db/open';

/** A milestone of a puzzle as recorded (the wire's PuzzleEvent carries `at` as ISO text instead). */
export interface PuzzleEventRecord {
  puzzleId: string;
  kind: PuzzleEventKind;
  at: number; // ms since epoch
}

/** Records a milestone unless it already happened; answers whether this call recorded it. */
export async function recordPuzzleEvent(db: Db, puzzleId: string, kind: PuzzleEventKind, at: number): Promise<boolean> {
  const result = await db
    .insertInto('puzzle_events')
    .values({ puzzle_id: puzzleId, kind, at })
    .onConflict((conflict) => conflict.columns(['puzzle_id', 'kind']).doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

/** Every milestone of a puzzle so far, oldest first; milestones of the same instant in the order they happen. */
export async function listPuzzleEvents(db: Db, puzzleId: string): Promise<PuzzleEventRecord[]> {
  const rows = await db.selectFrom('puzzle_events').select(['puzzle_id', 'kind', 'at']).where('puzzle_id', '=', puzzleId).execute();
  return rows
    .map((row) => ({ puzzleId: row.puzzle_id, kind: row.kind, at: row.at }))
    .sort((a, b) => a.at - b.at || PUZZLE_EVENT_KINDS.indexOf(a.kind) - PUZZLE_EVENT_KINDS.indexOf(b.kind));
}

/**
 * Puzzles whose sender agreed to a reminder, delivered within [deliveredAfter,
 * deliveredBefore], neither opened, reminded, solved nor cancelled: the reminder
 * sweep's candidates (each is checked again inside its own transaction). The time
 * window keeps the sweep on the index of recent deliveries, not every gift ever sent.
 */
export async function puzzlesAwaitingReminder(db: Db, deliveredAfter: number, deliveredBefore: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('puzzles')
    .innerJoin('puzzle_events as delivered', (join) =>
      join
        .onRef('delivered.puzzle_id', '=', 'puzzles.id')
        .on('delivered.kind', '=', 'delivered')
        .on('delivered.at', '>=', deliveredAfter)
        .on('delivered.at', '<=', deliveredBefore),
    )
    .select('puzzles.id')
    .where('puzzles.remind', '=', 1)
    .where('puzzles.cancelled_at', 'is', null)
    .where('puzzles.solved_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('puzzle_events as later')
            .select('later.puzzle_id')
            .whereRef('later.puzzle_id', '=', 'puzzles.id')
            .where('later.kind', 'in', ['opened', 'reminded']),
        ),
      ),
    )
    .orderBy('delivered.at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

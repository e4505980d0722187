import type { PuzzleEventKind } from '../../game/rules/gift';
import type { Db } from '../db/open';
import { statement } from '../db/statements';
import type { PuzzleEventRow } from '../db/tables';

/** A milestone of a puzzle as recorded (the wire's PuzzleEvent carries `at` as ISO text instead). */
export interface PuzzleEventRecord {
  puzzleId: string;
  kind: PuzzleEventKind;
  at: number; // ms since epoch
}

/** Records a milestone unless it already happened; answers whether this call recorded it. */
export function recordPuzzleEvent(db: Db, puzzleId: string, kind: PuzzleEventKind, at: number): boolean {
  const result = statement(db, `INSERT INTO puzzle_events (puzzle_id, kind, at) VALUES (?, ?, ?) ON CONFLICT (puzzle_id, kind) DO NOTHING`)
    .run(puzzleId, kind, at);
  return result.changes === 1;
}

/** Every milestone of a puzzle so far, oldest first. */
export function listPuzzleEvents(db: Db, puzzleId: string): PuzzleEventRecord[] {
  const rows = statement(db, `SELECT puzzle_id, kind, at FROM puzzle_events WHERE puzzle_id = ? ORDER BY at, rowid`)
    .all(puzzleId) as PuzzleEventRow[];
  return rows.map((row) => ({ puzzleId: row.puzzle_id, kind: row.kind, at: row.at }));
}

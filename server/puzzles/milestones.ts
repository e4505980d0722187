import type { PuzzleEventKind } from '../../game/rules/gift';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import type { Db } from '../db/open';
import { listPuzzleEvents, recordPuzzleEvent, type PuzzleEventRecord } from '../repos/puzzle-events';

export function toPuzzleEvent(record: PuzzleEventRecord): PuzzleEvent {
  return { puzzleId: record.puzzleId, kind: record.kind, at: new Date(record.at).toISOString() };
}

/**
 * Records the milestones that have not happened yet, in the given order (call it
 * inside the transaction of the change). Answers only the new ones: those are
 * emitted after commit, so each milestone reaches watchers exactly once.
 */
export async function recordMilestones(db: Db, puzzleId: string, kinds: readonly PuzzleEventKind[], at: number): Promise<PuzzleEvent[]> {
  // Read first: most calls (every board load after the first) find the milestone
  // already there, and a read keeps them off SQLite's single write lock.
  const recorded = new Set((await listPuzzleEvents(db, puzzleId)).map((event) => event.kind));
  const events: PuzzleEvent[] = [];
  for (const kind of kinds) {
    // In order, one at a time: 'first-move' is recorded before 'halfway'.
    if (!recorded.has(kind) && (await recordPuzzleEvent(db, puzzleId, kind, at))) events.push(toPuzzleEvent({ puzzleId, kind, at }));
  }
  return events;
}

export async function puzzleEvents(db: Db, puzzleId: string): Promise<PuzzleEvent[]> {
  return (await listPuzzleEvents(db, puzzleId)).map(toPuzzleEvent);
}

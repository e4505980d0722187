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
export function recordMilestones(db: Db, puzzleId: string, kinds: readonly PuzzleEventKind[], at: number): PuzzleEvent[] {
  // Read first: most calls (every board load after the first) find the milestone
  // already there, and a read keeps them off SQLite's single write lock.
  const recorded = new Set(listPuzzleEvents(db, puzzleId).map((event) => event.kind));
  return kinds
    .filter((kind) => !recorded.has(kind) && recordPuzzleEvent(db, puzzleId, kind, at))
    .map((kind) => toPuzzleEvent({ puzzleId, kind, at }));
}

export function puzzleEvents(db: Db, puzzleId: string): PuzzleEvent[] {
  return listPuzzleEvents(db, puzzleId).map(toPuzzleEvent);
}

import type { ReportReason } from '../../contract/moderation';
import type { Db } from '../db/open';

/** What an admin decided about a reported puzzle: its open reports are closed with it. */
export type Resolution = 'take-down' | 'dismiss';

export interface NewReport {
  puzzleId: string;
  reporterHash: string; // keyed hash of the reporting address (server/moderation/hashes.ts)
  reason: ReportReason;
  note: string;
  at: number;
}

export interface OpenReport {
  puzzleId: string;
  reason: ReportReason;
  note: string;
  at: number;
}

/** A reported puzzle in the queue: how many open reports it has and the latest one's time. */
export interface ReportedPuzzle {
  puzzleId: string;
  count: number;
  lastAt: number;
}

/** Stores a report; answers false when this address had reported this puzzle already (it counts once). */
export async function insertReport(db: Db, report: NewReport): Promise<boolean> {
  const result = await db
    .insertInto('reports')
    .values({ puzzle_id: report.puzzleId, reporter_hash: report.reporterHash, reason: report.reason, note: report.note, created_at: report.at })
    .onConflict((conflict) => conflict.columns(['puzzle_id', 'reporter_hash']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Reports this address filed since `since`, oldest first (the throttle's window). */
export async function reportTimesSince(db: Db, reporterHash: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('reports')
    .select('created_at')
    .where('reporter_hash', '=', reporterHash)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => Number(row.created_at));
}

/** Puzzles with open reports, most reported first, then the most recently reported. */
export async function reportedPuzzles(db: Db, limit: number): Promise<ReportedPuzzle[]> {
  const rows = await db
    .selectFrom('reports')
    .select((eb) => ['puzzle_id', eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last_at')])
    .where('resolved_at', 'is', null)
    .groupBy('puzzle_id')
    .orderBy('n', 'desc')
    .orderBy('last_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ puzzleId: row.puzzle_id, count: Number(row.n), lastAt: Number(row.last_at) }));
}

/** The open reports of these puzzles, newest first. */
export async function openReportsOf(db: Db, puzzleIds: readonly string[]): Promise<OpenReport[]> {
  if (puzzleIds.length === 0) return [];
  const rows = await db
    .selectFrom('reports')
    .select(['puzzle_id', 'reason', 'note', 'created_at'])
    .where('resolved_at', 'is', null)
    .where('puzzle_id', 'in', puzzleIds)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ puzzleId: row.puzzle_id, reason: row.reason as ReportReason, note: row.note, at: Number(row.created_at) }));
}

/** Closes the puzzle's open reports with an admin's decision; answers how many it closed. */
export async function resolveReports(db: Db, puzzleId: string, resolution: Resolution, at: number): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({ resolution, resolved_at: at })
    .where('puzzle_id', '=', puzzleId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many open reports the puzzle has. */
export async function openReportCount(db: Db, puzzleId: string): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('puzzle_id', '=', puzzleId)
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

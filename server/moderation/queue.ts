import type { AuditBody, QueueBody, QueueItem } from '../../contract/schemas/moderation';
import { boardImageUrl } from '../puzzles/board-image';
import { latestAuditEntries } from '../repos/audit-log';
import { blockedEmailHashes } from '../repos/blocked-senders';
import { findPuzzle } from '../repos/puzzles';
import { openReportsOf, reportedPuzzles } from '../repos/reports';
import type { ModerationContext } from './context';
import { senderEmailHash } from './hashes';

const QUEUE_MAX = 50; // the most reported first; the rest wait for these to be decided
const AUDIT_MAX = 50;

/**
 * The moderation queue: every puzzle with open reports, most reported first, with what an
 * admin needs to decide (picture, message, sender, the reports' reasons and notes).
 */
export async function moderationQueue(ctx: ModerationContext): Promise<QueueBody> {
  const { db, secret } = ctx.puzzles;
  const reported = await reportedPuzzles(db, QUEUE_MAX);
  const ids = reported.map((item) => item.puzzleId);
  const [puzzles, reports] = await Promise.all([Promise.all(ids.map((id) => findPuzzle(db, id))), openReportsOf(db, ids)]);
  const hashes = new Map(puzzles.flatMap((puzzle) => (puzzle ? [[puzzle.id, senderEmailHash(secret, puzzle.senderEmail)] as const] : [])));
  const blocked = await blockedEmailHashes(db, [...hashes.values()]);
  const items: QueueItem[] = [];
  reported.forEach((item, index) => {
    const puzzle = puzzles[index];
    if (!puzzle) return; // deleted meanwhile: its reports went with it
    items.push({
      puzzleId: puzzle.id,
      kind: puzzle.kind,
      imageUrl: boardImageUrl(ctx.puzzles, puzzle),
      message: puzzle.message,
      senderName: puzzle.senderName,
      senderEmail: puzzle.senderEmail,
      senderBlocked: blocked.has(hashes.get(puzzle.id) ?? ''),
      createdAt: puzzle.createdAt,
      reportCount: item.count,
      lastReportedAt: item.lastAt,
      reports: reports.filter((report) => report.puzzleId === puzzle.id).map(({ reason, note, at }) => ({ reason, note, at })),
    });
  });
  return { items };
}

/** The latest admin actions, newest first. */
export async function auditLog(ctx: ModerationContext): Promise<AuditBody> {
  return { entries: await latestAuditEntries(ctx.puzzles.db, AUDIT_MAX) };
}

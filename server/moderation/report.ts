import { MODERATION_MESSAGES, REPORT_WINDOW_MS, REPORTS_PER_WINDOW } from '../../contract/moderation';
import type { ReportAnswer, ReportBody } from '../../contract/schemas/moderation';
import { HttpError } from '../http-error';
import { loadPuzzle } from '../puzzles/load';
import { insertReport, reportTimesSince } from '../repos/reports';
import type { ModerationContext } from './context';
import { reporterHash } from './hashes';
import { assertNotRemoved } from './removed';

/**
 * Seconds until this address may report again, or 0. Counted from its own reports (they are
 * rows already, in the shared database), so every process sees the same count.
 */
function retryAfterSeconds(times: readonly number[], now: number): number {
  if (times.length < REPORTS_PER_WINDOW) return 0;
  const freedAt = (times[times.length - REPORTS_PER_WINDOW] ?? now) + REPORT_WINDOW_MS;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
}

/**
 * Files a visitor's report of a gift or card. Many reports of one puzzle from one address
 * count once (a second one is answered alike and stores nothing); an address that filed
 * REPORTS_PER_WINDOW reports within the window gets a 429 with Retry-After.
 */
export async function fileReport(ctx: ModerationContext, puzzleId: string, body: ReportBody, ip: string): Promise<ReportAnswer> {
  const { db, secret, clock } = ctx.puzzles;
  const now = clock();
  assertNotRemoved(await loadPuzzle(db, puzzleId)); // 404 unknown, 410 cancelled or removed
  const reporter = reporterHash(secret, ip);
  const seconds = retryAfterSeconds(await reportTimesSince(db, reporter, now - REPORT_WINDOW_MS), now);
  if (seconds > 0) {
    const minutes = Math.ceil(seconds / 60);
    throw new HttpError(429, `${MODERATION_MESSAGES.throttled} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, 'too-many-attempts', {
      'Retry-After': String(seconds),
    });
  }
  await insertReport(db, { puzzleId, reporterHash: reporter, reason: body.reason, note: (body.note ?? '').trim(), at: now });
  return { ok: true, message: MODERATION_MESSAGES.reported };
}

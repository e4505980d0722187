import type { Db } from '../db/open';
import { statement } from '../db/statements';

/** What an attempt counts against: failed logins, or password-reset requests (mail abuse). */
export type AttemptKind = 'login' | 'reset';

export function recordAttempt(db: Db, kind: AttemptKind, ip: string, at: number): void {
  statement(db, `INSERT INTO login_failures (kind, ip, at) VALUES (?, ?, ?)`).run(kind, ip, at);
}

/** Times of the attempts from this IP since `since`, oldest first. */
export function attemptTimesSince(db: Db, kind: AttemptKind, ip: string, since: number): number[] {
  return statement(db, `SELECT at FROM login_failures WHERE kind = ? AND ip = ? AND at > ? ORDER BY at`)
    .pluck()
    .all(kind, ip, since) as number[];
}

/** Rows older than every window are never read again. */
export function pruneAttempts(db: Db, before: number): void {
  statement(db, `DELETE FROM login_failures WHERE at <= ?`).run(before);
}

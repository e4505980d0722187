import type { Db } from '../db/open';
import { statement } from '../db/statements';

/**
 * What an attempt counts against: failed logins, password-reset requests, new puzzles (they send
 * mail), generated card pictures (they cost money) and coupon redemptions (they guess codes).
 */
export type AttemptKind = 'login' | 'reset' | 'puzzle' | 'card-image-visitor' | 'card-image-member' | 'redeem';

export function recordAttempt(db: Db, kind: AttemptKind, ip: string, at: number): void {
  statement(db, `INSERT INTO login_failures (kind, ip, at) VALUES (?, ?, ?)`).run(kind, ip, at);
}

/** Times of the attempts from this IP since `since`, oldest first. */
export function attemptTimesSince(db: Db, kind: AttemptKind, ip: string, since: number): number[] {
  return statement(db, `SELECT at FROM login_failures WHERE kind = ? AND ip = ? AND at > ? ORDER BY at`)
    .pluck()
    .all(kind, ip, since) as number[];
}

/** Rows of a kind older than its window are never read again. */
export function pruneAttempts(db: Db, kind: AttemptKind, before: number): void {
  statement(db, `DELETE FROM login_failures WHERE kind = ? AND at <= ?`).run(kind, before);
}

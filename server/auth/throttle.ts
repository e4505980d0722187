import type { Db } from '../db/open';
import { HttpError } from '../http-error';
import { attemptTimesSince, pruneAttempts, recordAttempt, type AttemptKind } from '../repos/login-failures';

export const THROTTLE_LIMIT = 10; // attempts per IP …
export const THROTTLE_WINDOW_MS = 15 * 60_000; // … within this sliding window

const REFUSAL: Record<AttemptKind, string> = {
  login: 'Too many failed login attempts.',
  reset: 'Too many password reset requests.',
};

/**
 * Seconds until this IP may try again, or 0 when it may try now. The block
 * lifts when enough of its attempts have left the window to drop below the limit.
 */
export function retryAfterSeconds(db: Db, kind: AttemptKind, ip: string, now: number): number {
  const times = attemptTimesSince(db, kind, ip, now - THROTTLE_WINDOW_MS);
  if (times.length < THROTTLE_LIMIT) return 0;
  const freedAt = (times[times.length - THROTTLE_LIMIT] ?? now) + THROTTLE_WINDOW_MS;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
}

/** Call first, before any password hashing or mail: a blocked IP costs us one indexed query. */
export function assertNotThrottled(db: Db, kind: AttemptKind, ip: string, now: number): void {
  const seconds = retryAfterSeconds(db, kind, ip, now);
  if (seconds === 0) return;
  const minutes = Math.ceil(seconds / 60);
  throw new HttpError(
    429,
    `${REFUSAL[kind]} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    'too-many-attempts',
    { 'Retry-After': String(seconds) },
  );
}

/** Counts one attempt (a failed login, or any reset request) and drops rows no window needs. */
export function countAttempt(db: Db, kind: AttemptKind, ip: string, now: number): void {
  db.transaction(() => {
    recordAttempt(db, kind, ip, now);
    pruneAttempts(db, now - THROTTLE_WINDOW_MS);
  })();
}

import { CARD_IMAGES_PER_HOUR } from '../../contract/cards';
import type { Db } from '../db/open';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { attemptTimesSince, pruneAttempts, recordAttempt, type AttemptKind } from '../repos/login-failures';

export const THROTTLE_LIMIT = 10; // failed logins (and reset requests) per IP …
export const THROTTLE_WINDOW_MS = 15 * 60_000; // … within this sliding window

interface Policy {
  limit: number;
  windowMs: number;
  refusal: string;
}

const POLICIES: Record<AttemptKind, Policy> = {
  login: { limit: THROTTLE_LIMIT, windowMs: THROTTLE_WINDOW_MS, refusal: 'Too many failed login attempts.' },
  reset: { limit: THROTTLE_LIMIT, windowMs: THROTTLE_WINDOW_MS, refusal: 'Too many password reset requests.' },
  // Each puzzle e-mails an address typed by the visitor: generous for people, useless for spammers.
  puzzle: { limit: 30, windowMs: 60 * 60_000, refusal: 'You have sent many puzzles in a short time.' },
  // Each picture costs money at the provider; only pictures that were made count.
  'card-image-visitor': { limit: CARD_IMAGES_PER_HOUR.visitor, windowMs: 60 * 60_000, refusal: 'You have made many pictures in a short time (signed in, you may make more).' },
  'card-image-member': { limit: CARD_IMAGES_PER_HOUR.member, windowMs: 60 * 60_000, refusal: 'You have made many pictures in a short time.' },
  redeem: { limit: THROTTLE_LIMIT, windowMs: THROTTLE_WINDOW_MS, refusal: 'Too many coupon codes were tried.' },
  // Each party started keeps a board and its moves; answering an open one again is not counted.
  party: { limit: 20, windowMs: 60 * 60_000, refusal: 'You have started many parties in a short time.' },
};

/**
 * Seconds until this IP may try again, or 0 when it may try now. The block
 * lifts when enough of its attempts have left the window to drop below the limit.
 */
export async function retryAfterSeconds(db: Db, kind: AttemptKind, ip: string, now: number): Promise<number> {
  const { limit, windowMs } = POLICIES[kind];
  const times = await attemptTimesSince(db, kind, ip, now - windowMs);
  if (times.length < limit) return 0;
  const freedAt = (times[times.length - limit] ?? now) + windowMs;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
}

/** Call first, before any password hashing or mail: a blocked IP costs us one indexed query. */
export async function assertNotThrottled(db: Db, kind: AttemptKind, ip: string, now: number): Promise<void> {
  const seconds = await retryAfterSeconds(db, kind, ip, now);
  if (seconds === 0) return;
  const minutes = Math.ceil(seconds / 60);
  throw new HttpError(
    429,
    `${POLICIES[kind].refusal} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    'too-many-attempts',
    { 'Retry-After': String(seconds) },
  );
}

/** Counts one attempt (a failed login, a reset request, a new puzzle) and drops rows no window needs. */
export async function countAttempt(db: Db, kind: AttemptKind, ip: string, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await recordAttempt(trx, kind, ip, now);
    await pruneAttempts(trx, kind, now - POLICIES[kind].windowMs);
  });
}

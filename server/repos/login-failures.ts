import type { Db } from '../db/open';

/**
 * What an attempt counts against: failed logins, password-reset requests, new puzzles (they send
 * mail), generated card pictures (they cost money) and coupon redemptions (they guess codes).
 */
export type AttemptKind = 'login' | 'reset' | 'puzzle' | 'card-image-visitor' | 'card-image-member' | 'redeem' | 'party';

export async function recordAttempt(db: Db, kind: AttemptKind, ip: string, at: number): Promise<void> {
  await db.insertInto('login_failures').values({ kind, ip, at }).execute();
}

/** Times of the attempts from this IP since `since`, oldest first. */
export async function attemptTimesSince(db: Db, kind: AttemptKind, ip: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('login_failures')
    .select('at')
    .where('kind', '=', kind)
    .where('ip', '=', ip)
    .where('at', '>', since)
    .orderBy('at')
    .execute();
  return rows.map((row) => row.at);
}

/** Rows of a kind older than its window are never read again. */
export async function pruneAttempts(db: Db, kind: AttemptKind, before: number): Promise<void> {
  await db.deleteFrom('login_failures').where('kind', '=', kind).where('at', '<=', before).execute();
}

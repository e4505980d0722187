import type { Db } from '../db/open';

export interface NewBlock {
  emailHash: string; // keyed hash of the sender's lower-cased address (server/moderation/hashes.ts)
  userId: string | null; // their account, when the puzzle had one
  puzzleId: string; // the reported puzzle that led to it
  at: number;
}

export async function insertBlock(db: Db, block: NewBlock): Promise<void> {
  await db.insertInto('blocked_senders').values({ email_hash: block.emailHash, user_id: block.userId, puzzle_id: block.puzzleId, blocked_at: block.at }).execute();
}

/** True when this address (its hash) or this account is blocked. */
export async function isBlocked(db: Db, emailHash: string, userId: string | null): Promise<boolean> {
  const row = await db
    .selectFrom('blocked_senders')
    .select('id')
    .where((eb) => (userId === null ? eb('email_hash', '=', emailHash) : eb.or([eb('email_hash', '=', emailHash), eb('user_id', '=', userId)])))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these address hashes are blocked. */
export async function blockedEmailHashes(db: Db, emailHashes: readonly string[]): Promise<Set<string>> {
  if (emailHashes.length === 0) return new Set();
  const rows = await db.selectFrom('blocked_senders').select('email_hash').where('email_hash', 'in', emailHashes).execute();
  return new Set(rows.map((row) => row.email_hash));
}

import { applyChange, type CoinReason } from '../../game/rules/coin-ledger';
import { engineOf } from '../db/engine';
import type { Db } from '../db/open';
import { inTransaction } from '../db/transaction';

/** A change to write: its reason, its amount (negative for a spend) and, for a one-off, its claim key. */
export interface CoinChange {
  reason: CoinReason;
  change: number;
  claimKey?: string;
}

/** What writing a change did: `applied` is false when its claim key was already paid (nothing changed). */
export interface CoinWrite {
  applied: boolean;
  recorded: number; // the change as stored (a spend at a low balance takes only what there is)
  balance: number;
}

export interface LedgerEntry {
  id: number;
  change: number;
  reason: CoinReason;
  claimKey: string | null;
  createdAt: number;
}

/** The account's balance; 0 before its first change. */
export async function readBalance(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('coin_balances').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return row?.balance ?? 0;
}

/**
 * Writes one change and the balance in one transaction. The balance row is locked first
 * (PostgreSQL: FOR UPDATE; SQLite runs one transaction at a time), so parallel spends of one
 * account never read the same balance. A claim key is held by the unique index: a second
 * claim of the same key inserts nothing and changes nothing, whichever request came first.
 */
export function writeChange(db: Db, userId: string, write: CoinChange, at: number): Promise<CoinWrite> {
  return inTransaction(db, async (trx) => {
    const current = (await lockedBalance(trx, userId)) ?? (await firstBalance(trx, userId, at));

    const next = applyChange(current, write.change);
    const inserted = await trx
      .insertInto('coin_ledger')
      .values({ user_id: userId, change: next.recorded, reason: write.reason, claim_key: write.claimKey ?? null, created_at: at })
      .onConflict((conflict) => conflict.columns(['user_id', 'claim_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { applied: false, recorded: 0, balance: current };
    if (next.recorded !== 0) {
      await trx.updateTable('coin_balances').set({ balance: next.balance, updated_at: at }).where('user_id', '=', userId).execute();
    }
    return { applied: true, recorded: next.recorded, balance: next.balance };
  });
}

/** The balance, its row locked until the transaction ends; undefined before the account's first change. */
async function lockedBalance(trx: Db, userId: string): Promise<number | undefined> {
  let query = trx.selectFrom('coin_balances').select('balance').where('user_id', '=', userId);
  if (engineOf(trx) === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst())?.balance;
}

/** The account's first change: its balance row at 0 (a parallel first change may have made it: then that one's, locked). */
async function firstBalance(trx: Db, userId: string, at: number): Promise<number> {
  await trx
    .insertInto('coin_balances')
    .values({ user_id: userId, balance: 0, updated_at: at })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return (await lockedBalance(trx, userId)) ?? 0;
}

/** Has this account a row with that claim key (a reward already paid, the merge already made)? */
export async function hasClaim(db: Db, userId: string, claimKey: string): Promise<boolean> {
  const row = await db.selectFrom('coin_ledger').select('id').where('user_id', '=', userId).where('claim_key', '=', claimKey).executeTakeFirst();
  return row !== undefined;
}

/** Every row of the account's ledger, oldest first (export my data). */
export async function listLedger(db: Db, userId: string): Promise<LedgerEntry[]> {
  const rows = await db.selectFrom('coin_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, change: row.change, reason: row.reason, claimKey: row.claim_key, createdAt: row.created_at }));
}

/** Removes the account's ledger and balance (delete my account), inside the caller's transaction. */
export async function eraseLedger(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('coin_ledger').where('user_id', '=', userId).execute();
  await trx.deleteFrom('coin_balances').where('user_id', '=', userId).execute();
}

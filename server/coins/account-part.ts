import type { AccountDataPart } from '../account/data-parts';
import { eraseLedger, listLedger, readBalance } from '../repos/coin-ledger';
import { eraseProgress, readProgress } from '../repos/coin-progress';

/** Coins: the balance, every ledger row with its reason, and the daily games' progress (export my data, delete my account). */
export const coinsPart: AccountDataPart = {
  name: 'coins',
  async export(db, userId) {
    const [balance, ledger, progress] = await Promise.all([readBalance(db, userId), listLedger(db, userId), readProgress(db, userId)]);
    return {
      balance,
      ledger: ledger.map((row) => ({ change: row.change, reason: row.reason, claimKey: row.claimKey, at: new Date(row.createdAt).toISOString() })),
      dailyProgress: progress,
    };
  },
  async erase(trx, userId) {
    await eraseLedger(trx, userId);
    await eraseProgress(trx, userId);
  },
};

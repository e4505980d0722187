import { COIN_MESSAGES } from '../../contract/coins';
import type { ClaimResultBody, ClaimRewardBody, CoinAccountBody, MergeBody, MergeResultBody } from '../../contract/schemas/coins';
import type { Move } from '../../game/rules/board';
import { GAME_REWARDS, MERGE_CLAIM_KEY, mergeAmount, rewardClaimKey, SPEND_COSTS, type CoinSpend } from '../../game/rules/coin-ledger';
import { picturePlaySolves, PICTURE_TILES, wordPlaySolves } from '../../game/rules/daily-deal';
import { playableDate } from '../daily/days';
import type { Db } from '../db/open';
import { inTransaction } from '../db/transaction';
import { badRequest, HttpError } from '../http-error';
import { readBalance, writeChange, type CoinWrite } from '../repos/coin-ledger';
import { mergeBrowserProgress, readProgress, recordDailySolve } from '../repos/coin-progress';
import type { DayPuzzles } from './day-puzzles';
import type { CoinsLive } from './live';

export interface CoinsDeps {
  db: Db;
  clock: () => number;
  days: DayPuzzles;
  live: CoinsLive;
}

/**
 * A member's coins: spends, rewards for replayed solves, and the browser merge. Each change is
 * one transaction (repos/coin-ledger.ts); one that moved the balance is told to every device of
 * the account after it committed.
 */
export function createCoinsService(deps: CoinsDeps) {
  const { db, clock, days, live } = deps;

  function told(userId: string, write: CoinWrite): CoinWrite {
    if (write.applied && write.recorded !== 0) live.balanceChanged(userId, { balance: write.balance, change: write.recorded });
    return write;
  }

  /** Does the play solve the day's deal? 400 for a move off the board, 422 when it does not solve it. */
  async function checkSolve(request: ClaimRewardBody): Promise<void> {
    const moves = request.moves as unknown as Move[];
    if (request.game === 'picture') {
      const start = await days.pictureStart(request.date);
      if (moves.some(([a, b]) => a >= PICTURE_TILES || b >= PICTURE_TILES)) throw badRequest(COIN_MESSAGES.invalidMove, 'invalid-move');
      if (!picturePlaySolves(start, moves)) throw new HttpError(422, COIN_MESSAGES.notSolved, 'not-solved');
      return;
    }
    const { word, shuffled } = await days.word(request.date);
    if (moves.some(([a, b]) => a >= shuffled.length || b >= shuffled.length)) throw badRequest(COIN_MESSAGES.invalidMove, 'invalid-move');
    if (!wordPlaySolves(word, shuffled, moves)) throw new HttpError(422, COIN_MESSAGES.notSolved, 'not-solved');
  }

  return {
    async account(userId: string): Promise<CoinAccountBody> {
      const [balance, progress] = await Promise.all([readBalance(db, userId), readProgress(db, userId)]);
      return { balance, progress };
    },

    /** A clue or a swap: never refused, never below zero. */
    async spend(userId: string, what: CoinSpend): Promise<number> {
      const write = await writeChange(db, userId, { reason: what, change: -SPEND_COSTS[what] }, clock());
      return told(userId, write).balance;
    },

    /** The day's reward for a solve the server replayed; paid once per account and day, the day counted once. */
    async claim(userId: string, request: ClaimRewardBody): Promise<ClaimResultBody> {
      playableDate(request.date, clock()); // 400 'date-out-of-range' for a day not playable now
      await checkSolve(request);
      const reward = GAME_REWARDS[request.game];
      const claimKey = rewardClaimKey(request.game, request.date);
      const result = await inTransaction(db, async (trx) => {
        const write = await writeChange(trx, userId, { reason: reward.reason, change: reward.amount, claimKey }, clock());
        const progress = write.applied
          ? await recordDailySolve(trx, userId, request.game, request.date, request.moves.length)
          : (await readProgress(trx, userId))[request.game];
        return { write, progress };
      });
      told(userId, result.write);
      return { paid: result.write.applied, balance: result.write.balance, progress: result.progress };
    },

    /** This browser's coins (and stats) join the account, once per account whichever browser asks first. */
    async merge(userId: string, browser: MergeBody): Promise<MergeResultBody> {
      const change = { reason: 'browser-merge' as const, change: mergeAmount(browser.browserCoins), claimKey: MERGE_CLAIM_KEY };
      const write = await inTransaction(db, async (trx) => {
        const written = await writeChange(trx, userId, change, clock());
        if (written.applied && browser.progress) await mergeBrowserProgress(trx, userId, browser.progress);
        return written;
      });
      told(userId, write);
      return { added: write.applied ? write.recorded : 0, balance: write.balance };
    },
  };
}

export type CoinsService = ReturnType<typeof createCoinsService>;

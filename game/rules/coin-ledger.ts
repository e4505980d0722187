import { CLUE_COST, PICTURE_REWARD, START_COINS, SWAP_COST, WORD_REWARD, type DailyGame } from './coins';
import type { DateKey } from './dates';

/**
 * A member's coins are a ledger on the server: every change is a row with its reason.
 * These rules decide what a change is worth and what it does to a balance; the server's
 * repo stores the result in one transaction. A member is never refused a clue or a swap
 * (the "unlimited coins" benefit) and the balance never goes below zero: a spend larger
 * than the balance is recorded as what it really took.
 */

export type CoinReason = 'word-solved' | 'picture-solved' | 'clue' | 'swap' | 'browser-merge';
export const COIN_REASONS: readonly CoinReason[] = ['word-solved', 'picture-solved', 'clue', 'swap', 'browser-merge'];

/** What a member may spend on, and its price. */
export type CoinSpend = 'clue' | 'swap';
export const SPEND_COSTS: Readonly<Record<CoinSpend, number>> = { clue: CLUE_COST, swap: SWAP_COST };

/** A daily game's reward and the reason its ledger row carries. */
export const GAME_REWARDS: Readonly<Record<DailyGame, { reason: CoinReason; amount: number }>> = {
  word: { reason: 'word-solved', amount: WORD_REWARD },
  picture: { reason: 'picture-solved', amount: PICTURE_REWARD },
};

/**
 * The most a browser's coins may add to an account at the merge. The browser's balance is
 * only its own word (localStorage), so it is capped: a fresh browser holds 500 and a year
 * of daily solves about 44,000; anything above this is not a balance a browser could earn
 * in a few months of play.
 */
export const MERGE_MAX = 20_000;

/**
 * One-off changes carry a claim key that a unique index holds once per account: the
 * reward of one game on one day, and the browser merge (once per account, whatever the browser).
 */
export const rewardClaimKey = (game: DailyGame, date: DateKey): string => `${game}:${date}`;
export const MERGE_CLAIM_KEY = 'browser-merge';

/** What a browser's stored coins add at the merge: the start of 500 when it held none, never more than MERGE_MAX. */
export function mergeAmount(browserCoins: number | null): number {
  if (browserCoins === null) return START_COINS;
  if (!Number.isFinite(browserCoins) || browserCoins <= 0) return 0;
  return Math.min(MERGE_MAX, Math.floor(browserCoins));
}

/**
 * A change applied to a balance: the new balance and the change as it is recorded.
 * A spend never takes the balance below zero, so it is recorded as what it took
 * (a swap at 3 coins records -3), which keeps balance = sum of the ledger.
 */
export function applyChange(balance: number, change: number): { balance: number; recorded: number } {
  const next = Math.max(0, balance + change);
  return { balance: next, recorded: next - balance };
}

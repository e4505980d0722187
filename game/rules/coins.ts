import { daysBetween, isDateKey, type DateKey } from './dates';

/** Coins of the daily games (SPEC section 9). The balance lives in the browser. */
export const START_COINS = 500; // what a game starts with when nothing is stored
export const WORD_REWARD = 20;
export const PICTURE_REWARD = 100;
export const SWAP_COST = 5;
export const CLUE_COST = 10;

export type DailyGame = 'word' | 'picture';
export const DAILY_GAMES: readonly DailyGame[] = ['word', 'picture'];

/** A stored balance, or the starting one when nothing (or garbage) is stored. */
export function balanceOrStart(stored: number | null): number {
  if (stored === null || !Number.isFinite(stored) || stored < 0) return START_COINS;
  return Math.floor(stored);
}

/** The balance after paying; never below 0 (a swap with 3 coins left leaves 0). */
export function spend(balance: number, cost: number): number {
  return Math.max(0, balance - cost);
}

export function canAfford(balance: number, cost: number): boolean {
  return balance >= cost;
}

/**
 * Which daily rewards were paid: date → games. Stops a reload or a second tab
 * from paying the same day's reward twice. Only LEDGER_KEEP_DAYS are kept.
 */
export type RewardLedger = Readonly<Record<DateKey, readonly DailyGame[]>>;
export const LEDGER_KEEP_DAYS = 7;

export function wasRewarded(ledger: RewardLedger, game: DailyGame, date: DateKey): boolean {
  return ledger[date]?.includes(game) ?? false;
}

/** Pays `amount` once per game and day; the ledger drops days older than a week before `date`. */
export function rewardOnce(
  ledger: RewardLedger,
  game: DailyGame,
  date: DateKey,
  balance: number,
  amount: number,
): { ledger: RewardLedger; balance: number; paid: boolean } {
  if (wasRewarded(ledger, game, date)) return { ledger, balance, paid: false };
  const kept: Record<DateKey, readonly DailyGame[]> = {};
  for (const [day, games] of Object.entries(ledger)) {
    if (daysBetween(day, date) <= LEDGER_KEEP_DAYS) kept[day] = games;
  }
  kept[date] = [...(kept[date] ?? []), game];
  return { ledger: kept, balance: balance + amount, paid: true };
}

/** A ledger read back from storage (JSON.parse output); anything malformed is dropped. */
export function ledgerFrom(value: unknown): RewardLedger {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const ledger: Record<DateKey, readonly DailyGame[]> = {};
  for (const [day, games] of Object.entries(value)) {
    if (!isDateKey(day) || !Array.isArray(games)) continue;
    const known = DAILY_GAMES.filter((game) => games.includes(game));
    if (known.length > 0) ledger[day] = known;
  }
  return ledger;
}

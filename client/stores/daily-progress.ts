import { create } from 'zustand';
import { DAILY_GAMES, ledgerFrom, rewardOnce, type DailyGame, type RewardLedger } from '../../game/rules/coins';
import type { DateKey } from '../../game/rules/dates';
import { recordSolve, statsFrom, type GameStats } from '../../game/rules/streaks';
import { boardKey, parseSavedBoard, type SavedBoard } from './saved-board';
import { useCoins } from './coins';

/**
 * The daily games' memory in this browser: each game's board of the day, its stats
 * (streaks, games played) and the reward ledger that pays each game once a day.
 * Everything lives in localStorage, so a reload or a second tab sees the same
 * thing; a 'storage' event from another tab reloads it here.
 */

export const LEDGER_KEY = 'daily-rewards';
export const statsKey = (game: DailyGame) => `daily-stats:${game}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the games still work for this visit
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage blocked or full: keep the in-memory state */
  }
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

const readLedger = (): RewardLedger => ledgerFrom(parseJson(read(LEDGER_KEY)));
const readStats = (game: DailyGame): GameStats => statsFrom(parseJson(read(statsKey(game))));
const readBoard = (game: DailyGame): SavedBoard | null => parseSavedBoard(read(boardKey(game)));

function perGame<T>(readOne: (game: DailyGame) => T): Record<DailyGame, T> {
  return Object.fromEntries(DAILY_GAMES.map((game) => [game, readOne(game)])) as Record<DailyGame, T>;
}

interface DailyProgressState {
  boards: Record<DailyGame, SavedBoard | null>;
  stats: Record<DailyGame, GameStats>;
  reload(): void;
  saveBoard(game: DailyGame, board: SavedBoard): void;
  /**
   * The day's puzzle was solved: counts it in the stats and pays `reward` coins
   * unless the ledger says this game was already paid for this day. The ledger is
   * read from localStorage right here, so a reload or another tab never pays twice.
   * Returns whether coins were paid.
   */
  completeDay(game: DailyGame, date: DateKey, reward: number): boolean;
}

export const useDailyProgress = create<DailyProgressState>((set) => ({
  boards: perGame(readBoard),
  stats: perGame(readStats),
  reload: () => set({ boards: perGame(readBoard), stats: perGame(readStats) }),
  saveBoard(game, board) {
    const copy = { ...board, order: board.order.slice() };
    write(boardKey(game), copy);
    set((state) => ({ boards: { ...state.boards, [game]: copy } }));
  },
  completeDay(game, date, reward) {
    const stats = recordSolve(readStats(game), date);
    write(statsKey(game), stats);
    set((state) => ({ stats: { ...state.stats, [game]: stats } }));

    const paying = rewardOnce(readLedger(), game, date, 0, reward);
    if (!paying.paid) return false;
    write(LEDGER_KEY, paying.ledger); // the ledger first: a crash between the two writes loses coins, never pays twice
    useCoins.getState().reward(reward);
    return true;
  },
}));

// Another tab moved, solved or got paid: show the same here.
if (typeof window !== 'undefined') {
  const ours = new Set([LEDGER_KEY, ...DAILY_GAMES.map(statsKey), ...DAILY_GAMES.map(boardKey)]);
  window.addEventListener('storage', (event) => {
    if (event.key === null || ours.has(event.key)) useDailyProgress.getState().reload();
  });
}

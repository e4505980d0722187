import { create } from 'zustand';
import type { GameProgressBody } from '../../contract/schemas/coins';
import type { Move } from '../../game/rules/board';
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
/** The swaps made on a game's board of the day, from its deal: a member's claim sends them (the server replays them). */
export const movesKey = (game: DailyGame) => `daily-moves:${game}`;

interface RecordedMoves {
  date: DateKey;
  puzzle: string;
  moves: Move[];
}

function readMoves(game: DailyGame, date: DateKey, puzzle: string): Move[] {
  const value = parseJson(read(movesKey(game))) as Partial<RecordedMoves> | null;
  if (!value || value.date !== date || value.puzzle !== puzzle || !Array.isArray(value.moves)) return [];
  return value.moves.filter((move): move is Move => Array.isArray(move) && move.length === 2 && move.every(Number.isInteger));
}

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
  /** Signed in: both games' progress on the account (the stats panels show it instead of this browser's). */
  account: Record<DailyGame, GameProgressBody> | null;
  showAccount(progress: Record<DailyGame, GameProgressBody> | null): void;
  accountSolved(game: DailyGame, progress: GameProgressBody): void;
  /** Appends a swap made on the day's board (a clue is a swap too). */
  recordMove(game: DailyGame, date: DateKey, puzzle: string, move: Move): void;
  recordedMoves(game: DailyGame, date: DateKey, puzzle: string): Move[];
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
  account: null,
  showAccount: (account) => set({ account }),
  accountSolved: (game, progress) => set((state) => (state.account ? { account: { ...state.account, [game]: progress } } : {})),
  recordMove(game, date, puzzle, move) {
    write(movesKey(game), { date, puzzle, moves: [...readMoves(game, date, puzzle), move] } satisfies RecordedMoves);
  },
  recordedMoves: readMoves,
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

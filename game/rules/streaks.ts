import { addDays, daysBetween, isDateKey, type DateKey } from './dates';
import type { DailyGame } from './coins';

/** Per-game stats kept in the browser. */
export interface GameStats {
  currentStreak: number; // consecutive days solved, ending at lastSolved
  bestStreak: number;
  played: number; // days solved (a day counts once)
  lastSolved: DateKey | null;
}

export const EMPTY_STATS: GameStats = { currentStreak: 0, bestStreak: 0, played: 0, lastSolved: null };

/**
 * The stats after solving the puzzle of `date`: the next day extends the streak,
 * a gap starts again at 1, the same day again changes nothing, and an earlier
 * day (a clock set back) is ignored rather than rewriting history.
 */
export function recordSolve(stats: GameStats, date: DateKey): GameStats {
  const gap = stats.lastSolved === null ? null : daysBetween(stats.lastSolved, date);
  if (gap !== null && gap <= 0) return stats;
  const currentStreak = gap === 1 ? stats.currentStreak + 1 : 1;
  return {
    currentStreak,
    bestStreak: Math.max(stats.bestStreak, currentStreak),
    played: stats.played + 1,
    lastSolved: date,
  };
}

/** The streak to show on `today`: it is broken (0) once a whole day was missed. */
export function liveStreak(stats: GameStats, today: DateKey): number {
  if (stats.lastSolved === null) return 0;
  return stats.lastSolved === today || stats.lastSolved === addDays(today, -1) ? stats.currentStreak : 0;
}

/** Stats read back from storage (JSON.parse output); anything malformed gives EMPTY_STATS. */
export function statsFrom(value: unknown): GameStats {
  if (typeof value !== 'object' || value === null) return EMPTY_STATS;
  const v = value as Record<string, unknown>;
  const count = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : null);
  const [current, best, played] = [count(v.currentStreak), count(v.bestStreak), count(v.played)];
  const last = v.lastSolved === null || (typeof v.lastSolved === 'string' && isDateKey(v.lastSolved)) ? v.lastSolved : undefined;
  if (current === null || best === null || played === null || last === undefined) return EMPTY_STATS;
  return { currentStreak: current, bestStreak: Math.max(best, current), played, lastSolved: last };
}

const DAY_MS = 86_400_000;

/**
 * Milliseconds until the next puzzle: midnight UTC for the word ('utc'), the
 * visitor's midnight for the picture ('local'; offset as Date#getTimezoneOffset,
 * so UTC-5 is 300). Across a DST change the client simply recomputes.
 */
export function msUntilNextPuzzle(nowMs: number, mode: 'utc' | 'local', tzOffsetMinutes = 0): number {
  const shift = mode === 'local' ? tzOffsetMinutes * 60_000 : 0;
  const wallClock = nowMs - shift;
  const nextMidnight = (Math.floor(wallClock / DAY_MS) + 1) * DAY_MS;
  return nextMidnight - wallClock;
}

/** "HH:MM:SS" for the countdown. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((n) => String(n).padStart(2, '0')).join(':');
}

const GAME_TITLES: Record<DailyGame, string> = { word: 'Daily Word', picture: 'Daily Puzzle' };

/** What the share buttons post: no answer, just the day, the effort and the streak. */
export function shareText(game: DailyGame, date: DateKey, stats: GameStats, moves?: number): string {
  const lines = [`Puzzle Gift ${GAME_TITLES[game]} ${date}: solved!`];
  if (moves !== undefined) lines.push(`${moves} ${moves === 1 ? 'swap' : 'swaps'}`);
  lines.push(`Streak: ${stats.currentStreak} ${stats.currentStreak === 1 ? 'day' : 'days'} (best ${stats.bestStreak})`);
  return lines.join('\n');
}

/**
 * The stats an account takes from the browser at its first sign-in: an account that has
 * played keeps its own (another browser merged first, or it played signed in); one that has
 * not takes the browser's, checked as statsFrom checks stored ones.
 */
export function mergeBrowserStats(account: GameStats, browser: unknown): GameStats {
  if (account.played > 0) return account;
  return statsFrom(browser);
}

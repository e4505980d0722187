import type { DailyGame } from '../../game/rules/coins';
import { DAILY_GAMES } from '../../game/rules/coins';
import type { DateKey } from '../../game/rules/dates';
import { addSolve, distributionFrom, EMPTY_DISTRIBUTION } from '../../game/rules/solve-distribution';
import { EMPTY_STATS, mergeBrowserStats, recordSolve, type GameStats } from '../../game/rules/streaks';
import type { Db } from '../db/open';

/** A game's progress on the account: the stats the browser kept before, and the solve distribution. */
export interface GameProgress extends GameStats {
  distribution: number[];
}

const EMPTY_PROGRESS: GameProgress = { ...EMPTY_STATS, distribution: EMPTY_DISTRIBUTION.slice() };

function toProgress(row: { current_streak: number; best_streak: number; played: number; last_solved: string | null; distribution: string }): GameProgress {
  let distribution: unknown = null;
  try {
    distribution = JSON.parse(row.distribution);
  } catch {
    /* a damaged row counts as empty */
  }
  return {
    currentStreak: row.current_streak,
    bestStreak: row.best_streak,
    played: row.played,
    lastSolved: row.last_solved,
    distribution: distributionFrom(distribution),
  };
}

/** Both games' progress (empty for a game never solved). */
export async function readProgress(db: Db, userId: string): Promise<Record<DailyGame, GameProgress>> {
  const rows = await db.selectFrom('daily_progress').selectAll().where('user_id', '=', userId).execute();
  const progress = { word: EMPTY_PROGRESS, picture: EMPTY_PROGRESS } as Record<DailyGame, GameProgress>;
  for (const row of rows) if (DAILY_GAMES.includes(row.game)) progress[row.game] = toProgress(row);
  return progress;
}

/**
 * Counts a solve of `date` in `swaps` swaps (game/rules/streaks.ts: the next day extends the
 * streak, a gap starts again). Call it in the transaction that paid the day's reward, so a day
 * counts once: the reward's claim key is what makes it the first solve of that day.
 */
export async function recordDailySolve(trx: Db, userId: string, game: DailyGame, date: DateKey, swaps: number): Promise<GameProgress> {
  const row = await trx.selectFrom('daily_progress').selectAll().where('user_id', '=', userId).where('game', '=', game).executeTakeFirst();
  const before = row ? toProgress(row) : EMPTY_PROGRESS;
  const stats = recordSolve(before, date);
  const distribution = stats === before ? before.distribution : addSolve(before.distribution, swaps);
  const values = {
    current_streak: stats.currentStreak,
    best_streak: stats.bestStreak,
    played: stats.played,
    last_solved: stats.lastSolved,
    distribution: JSON.stringify(distribution),
  };
  await trx
    .insertInto('daily_progress')
    .values({ user_id: userId, game, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'game']).doUpdateSet(values))
    .execute();
  return { ...stats, distribution };
}

/** The browser's stats of each game, into a game the account never played (the merge's transaction). */
export async function mergeBrowserProgress(trx: Db, userId: string, browser: Record<DailyGame, unknown>): Promise<void> {
  const progress = await readProgress(trx, userId);
  for (const game of DAILY_GAMES) {
    const stats = mergeBrowserStats(progress[game], browser[game]);
    if (stats === progress[game] || stats.played === 0) continue;
    const values = { current_streak: stats.currentStreak, best_streak: stats.bestStreak, played: stats.played, last_solved: stats.lastSolved };
    await trx
      .insertInto('daily_progress')
      .values({ user_id: userId, game, ...values, distribution: JSON.stringify(EMPTY_DISTRIBUTION) })
      .onConflict((conflict) => conflict.columns(['user_id', 'game']).doUpdateSet(values))
      .execute();
  }
}

/** Removes the account's progress (delete my account), inside the caller's transaction. */
export async function eraseProgress(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('daily_progress').where('user_id', '=', userId).execute();
}

import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATS,
  formatCountdown,
  liveStreak,
  mergeBrowserStats,
  msUntilNextPuzzle,
  recordSolve,
  shareText,
  statsFrom,
  type GameStats,
} from '../../game/rules/streaks';

describe('recordSolve', () => {
  it('follows a run of days: consecutive extend, a gap resets, a repeat counts once', () => {
    const days: [string, Omit<GameStats, 'lastSolved'>][] = [
      ['2026-11-20', { currentStreak: 1, bestStreak: 1, played: 1 }],
      ['2026-11-21', { currentStreak: 2, bestStreak: 2, played: 2 }],
      ['2026-11-21', { currentStreak: 2, bestStreak: 2, played: 2 }], // same day again
      ['2026-11-22', { currentStreak: 3, bestStreak: 3, played: 3 }],
      ['2026-11-24', { currentStreak: 1, bestStreak: 3, played: 4 }], // missed the 23rd
      ['2026-11-25', { currentStreak: 2, bestStreak: 3, played: 5 }],
      ['2026-11-20', { currentStreak: 2, bestStreak: 3, played: 5 }], // an earlier day: ignored
      ['2026-12-01', { currentStreak: 1, bestStreak: 3, played: 6 }],
      ['2026-12-02', { currentStreak: 2, bestStreak: 3, played: 7 }],
    ];
    let stats = EMPTY_STATS;
    let last: string | null = null;
    for (const [date, expected] of days) {
      stats = recordSolve(stats, date);
      if (last === null || date > last) last = date;
      expect(stats).toEqual({ ...expected, lastSolved: last });
    }
  });

  it('crosses month and year ends', () => {
    let stats = recordSolve(EMPTY_STATS, '2026-12-31');
    stats = recordSolve(stats, '2027-01-01');
    expect(stats.currentStreak).toBe(2);
  });
});

describe('liveStreak', () => {
  const stats: GameStats = { currentStreak: 4, bestStreak: 6, played: 10, lastSolved: '2026-11-21' };
  it.each([
    ['2026-11-21', 4], // solved today
    ['2026-11-22', 4], // not yet today, still alive
    ['2026-11-23', 0], // a whole day missed
  ])('on %s shows %d', (today, expected) => {
    expect(liveStreak(stats, today)).toBe(expected);
  });
  it('is 0 before any solve', () => {
    expect(liveStreak(EMPTY_STATS, '2026-11-21')).toBe(0);
  });
});

describe('statsFrom', () => {
  it.each([
    [null, EMPTY_STATS],
    [{ currentStreak: 2, bestStreak: 5, played: 9, lastSolved: '2026-11-21' }, { currentStreak: 2, bestStreak: 5, played: 9, lastSolved: '2026-11-21' }],
    [{ currentStreak: 3, bestStreak: 1, played: 3, lastSolved: null }, { currentStreak: 3, bestStreak: 3, played: 3, lastSolved: null }],
    [{ currentStreak: -1, bestStreak: 1, played: 3, lastSolved: null }, EMPTY_STATS],
    [{ currentStreak: 1, bestStreak: 1, played: 1, lastSolved: 'yesterday' }, EMPTY_STATS],
    [{ currentStreak: 1, bestStreak: 1, played: 1 }, EMPTY_STATS],
  ])('statsFrom(%j)', (value, expected) => {
    expect(statsFrom(value)).toEqual(expected);
  });
});

describe('msUntilNextPuzzle', () => {
  const HOUR = 3_600_000;
  it.each([
    // now, mode, offset, expected
    ['2026-11-21T23:30:00Z', 'utc', 0, 0.5 * HOUR],
    ['2026-11-21T23:30:00Z', 'utc', 300, 0.5 * HOUR], // the word ignores the visitor's zone
    ['2026-11-21T23:30:00Z', 'local', 300, 5.5 * HOUR], // UTC-5: it is 18:30 at home
    ['2026-11-21T23:30:00Z', 'local', -120, 22.5 * HOUR], // UTC+2: it is 01:30 the next day
    ['2026-11-21T00:00:00Z', 'utc', 0, 24 * HOUR], // exactly midnight: a full day to go
    ['2026-11-21T12:00:00.001Z', 'utc', 0, 12 * HOUR - 1],
  ] as const)('at %s (%s, offset %d)', (iso, mode, offset, expected) => {
    expect(msUntilNextPuzzle(Date.parse(iso), mode, offset)).toBe(expected);
  });

  it.each([
    [5.5 * HOUR, '05:30:00'],
    [1500, '00:00:02'],
    [0, '00:00:00'],
    [-10, '00:00:00'],
    [24 * HOUR, '24:00:00'],
  ])('formatCountdown(%d) = %s', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});

describe('shareText', () => {
  const stats: GameStats = { currentStreak: 3, bestStreak: 5, played: 12, lastSolved: '2026-11-21' };
  it('names the game and day, the swaps and the streak, never the answer', () => {
    expect(shareText('word', '2026-11-21', stats, 7)).toBe(
      'Puzzle Gift Daily Word 2026-11-21: solved!\n7 swaps\nStreak: 3 days (best 5)',
    );
    expect(shareText('picture', '2026-11-21', { ...stats, currentStreak: 1 })).toBe(
      'Puzzle Gift Daily Puzzle 2026-11-21: solved!\nStreak: 1 day (best 5)',
    );
    expect(shareText('word', '2026-11-21', stats, 1)).toContain('\n1 swap\n');
  });
});

describe('mergeBrowserStats', () => {
  const browser = { currentStreak: 3, bestStreak: 5, played: 9, lastSolved: '2026-11-20' };
  it.each<[string, GameStats, unknown, GameStats]>([
    ['an account that never played takes the browser’s', EMPTY_STATS, browser, browser],
    ['an account that played keeps its own', { currentStreak: 1, bestStreak: 1, played: 1, lastSolved: '2026-11-21' }, browser, { currentStreak: 1, bestStreak: 1, played: 1, lastSolved: '2026-11-21' }],
    ['garbage from the browser counts as nothing', EMPTY_STATS, { played: -4 }, EMPTY_STATS],
  ])('%s', (_, account, from, expected) => {
    expect(mergeBrowserStats(account, from)).toEqual(expected);
  });
});

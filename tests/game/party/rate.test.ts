import { describe, expect, it } from 'vitest';
import { CURSOR_FLOOD_COUNT, CURSORS_PER_SECOND, FLOOD_DROPS, FLOOD_WINDOW_MS, freshCursorWindow, fullBucket, MOVES_PER_SECOND, noteCursor, noteDrop, spend, type Bucket, type CursorWindow } from '../../../game/rules/party';

const T0 = 5_000_000;

/** Spends one token at each time in `times`: which passed. */
function passes(perSecond: number, times: readonly number[]): boolean[] {
  let bucket: Bucket = fullBucket(perSecond, times[0] ?? 0);
  return times.map((now) => {
    const spent = spend(bucket, perSecond, now);
    bucket = spent.bucket;
    return spent.allowed;
  });
}

describe('rates', () => {
  it('passes 10 moves in one instant, not the 11th, and one more 100 ms later', () => {
    expect(MOVES_PER_SECOND).toBe(10);
    const times = [...Array.from({ length: 11 }, () => T0), T0 + 99, T0 + 100, T0 + 100];
    expect(passes(MOVES_PER_SECOND, times)).toEqual([...Array.from({ length: 10 }, () => true), false, false, true, false]);
  });

  it('passes 20 cursor updates in one instant and 20 a second after', () => {
    expect(CURSORS_PER_SECOND).toBe(20);
    const burst = Array.from({ length: 21 }, () => T0);
    const steady = Array.from({ length: 100 }, (_, i) => T0 + 50 * (i + 1)); // exactly 20 a second
    const result = passes(CURSORS_PER_SECOND, [...burst, ...steady]);
    expect(result.slice(0, 21).filter(Boolean)).toHaveLength(20);
    expect(result.slice(21).every(Boolean)).toBe(true);
  });

  it('passes a steady 10 moves a second for a minute, and drops what goes over 10', () => {
    const steady = Array.from({ length: 600 }, (_, i) => T0 + 100 * i);
    expect(passes(MOVES_PER_SECOND, steady).every(Boolean)).toBe(true);
    const fast = Array.from({ length: 600 }, (_, i) => T0 + 50 * i); // 20 a second for 30 s
    const passed = passes(MOVES_PER_SECOND, fast).filter(Boolean).length;
    expect(passed).toBeGreaterThanOrEqual(300);
    expect(passed).toBeLessThanOrEqual(310); // 10 a second, plus the first burst
  });

  it('never fills beyond a burst, however long the socket was quiet', () => {
    const times = [T0, ...Array.from({ length: 11 }, () => T0 + 3_600_000)];
    expect(passes(MOVES_PER_SECOND, times).filter(Boolean)).toHaveLength(11); // 1, then 10 of the 11
  });

  it('does not refill twice when the clock steps back', () => {
    const times = [...Array.from({ length: 10 }, () => T0), T0 - 1_000, T0 + 100, T0 + 100];
    expect(passes(MOVES_PER_SECOND, times).slice(10)).toEqual([false, true, false]);
  });
});

/** Notes a drop at each time: whether the last made a flood. */
function floods(times: readonly number[]): boolean[] {
  let drops: number[] = [];
  return times.map((now) => {
    const noted = noteDrop(drops, now);
    drops = noted.drops;
    return noted.flood;
  });
}

describe('floods', () => {
  it('is a flood at 50 drops within 5 s, not at 49', () => {
    expect([FLOOD_DROPS, FLOOD_WINDOW_MS]).toEqual([50, 5_000]);
    const result = floods(Array.from({ length: 50 }, (_, i) => T0 + i * 10));
    expect(result.slice(0, 49).some(Boolean)).toBe(false);
    expect(result[49]).toBe(true);
  });

  it('is a flood at 50 drops in the last 4999 ms', () => {
    const result = floods(Array.from({ length: 50 }, (_, i) => T0 + Math.round((i * 4_999) / 49)));
    expect(result[49]).toBe(true);
  });

  it('is no flood when the drops are spread out, however many', () => {
    const spread = Array.from({ length: 1_000 }, (_, i) => T0 + i * 103); // 49 in any 5 s
    expect(floods(spread).some(Boolean)).toBe(false);
  });

  it('forgets drops older than the window', () => {
    let drops = Array.from({ length: 49 }, () => T0);
    expect(noteDrop(drops, T0 + FLOOD_WINDOW_MS - 1).flood).toBe(true);
    const later = noteDrop(drops, T0 + FLOOD_WINDOW_MS);
    expect(later).toEqual({ drops: [T0 + FLOOD_WINDOW_MS], flood: false });
    drops = later.drops;
    expect(drops).toHaveLength(1);
  });
});

/** Notes a cursor update at each time: whether each made a flood. */
function cursorFloods(times: readonly number[]): boolean[] {
  let window: CursorWindow = freshCursorWindow(times[0] ?? 0);
  return times.map((now) => {
    const noted = noteCursor(window, now);
    window = noted.window;
    return noted.flood;
  });
}

describe('cursor floods', () => {
  it('is no flood when a stalled server reads 10 s of an honest player\'s updates at once, at the full rate', () => {
    expect(CURSOR_FLOOD_COUNT).toBe(300); // three times 20 a second, over 5 s
    const backlog = Array.from({ length: CURSORS_PER_SECOND * 10 }, () => T0);
    const steady = Array.from({ length: 1_200 }, (_, i) => T0 + 50 * (i + 1)); // then a minute at 20 a second
    expect(cursorFloods([...backlog, ...steady]).some(Boolean)).toBe(false);
  });

  it('is a flood at the 301st update within 5 s, not at the 300th', () => {
    const result = cursorFloods(Array.from({ length: CURSOR_FLOOD_COUNT + 1 }, (_, i) => T0 + Math.floor((i * (FLOOD_WINDOW_MS - 1)) / CURSOR_FLOOD_COUNT)));
    expect(result.slice(0, CURSOR_FLOOD_COUNT).some(Boolean)).toBe(false);
    expect(result[CURSOR_FLOOD_COUNT]).toBe(true);
  });

  it('catches a socket sending 100 a second within the first window', () => {
    const result = cursorFloods(Array.from({ length: 500 }, (_, i) => T0 + 10 * i));
    expect(result.indexOf(true)).toBe(CURSOR_FLOOD_COUNT);
  });

  it('starts a new window after 5 s, and when the clock steps back', () => {
    let window = freshCursorWindow(T0);
    for (let i = 0; i < CURSOR_FLOOD_COUNT; i++) window = noteCursor(window, T0).window;
    expect(noteCursor(window, T0 + FLOOD_WINDOW_MS)).toEqual({ window: { start: T0 + FLOOD_WINDOW_MS, count: 1 }, flood: false });
    expect(noteCursor(window, T0 - 1)).toEqual({ window: { start: T0 - 1, count: 1 }, flood: false });
    expect(noteCursor(window, T0 + FLOOD_WINDOW_MS - 1).flood).toBe(true);
  });
});

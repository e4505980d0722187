import { describe, expect, it } from 'vitest';
import { CURSORS_PER_SECOND, FLOOD_DROPS, FLOOD_WINDOW_MS, fullBucket, MOVES_PER_SECOND, noteDrop, spend, type Bucket } from '../../../game/rules/party';

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

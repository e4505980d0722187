import { describe, expect, it } from 'vitest';
import { REPLAY_MAX_MS, replaySchedule } from '../../../game/rules/party';

const T0 = 1_700_000_000_000;
const at = (...offsets: number[]): number[] => offsets.map((offset) => T0 + offset);

describe('replaySchedule', () => {
  it('is empty for no moves, and 0 for one', () => {
    expect(replaySchedule([])).toEqual([]);
    expect(replaySchedule(at(0))).toEqual([0]);
  });

  it('plays a short game at its own pace', () => {
    expect(replaySchedule(at(0, 400, 1_000, 2_500))).toEqual([0, 400, 1_000, 2_500]);
  });

  it('caps each pause at 1.5 s before anything else', () => {
    expect(replaySchedule(at(0, 600_000, 600_300, 3_600_000))).toEqual([0, 1_500, 1_800, 3_300]);
  });

  it('never goes back for moves logged out of order', () => {
    expect(replaySchedule(at(0, 1_000, 900, 1_200))).toEqual([0, 1_000, 1_000, 1_300]);
  });

  it('fits a long game into 20 s, in order, keeping its rhythm', () => {
    // 2 000 moves 700 ms apart, with a 5 s pause before every 7th: 1 714 gaps of 700 ms and 285 capped to 1.5 s.
    const times: number[] = [T0];
    for (let i = 1; i < 2_000; i++) times.push((times[i - 1] as number) + (i % 7 === 0 ? 5_000 : 700));
    const schedule = replaySchedule(times);
    expect(REPLAY_MAX_MS).toBe(20_000);
    expect(schedule[0]).toBe(0);
    expect(schedule[schedule.length - 1]).toBe(20_000);
    expect(schedule.every((time, i) => i === 0 || time >= (schedule[i - 1] as number))).toBe(true);
    const scale = 20_000 / (1_714 * 700 + 285 * 1_500);
    expect(schedule[6]).toBe(Math.round(6 * 700 * scale));
    expect(schedule[7]).toBe(Math.round((6 * 700 + 1_500) * scale));
  });

  it('fits into a shorter limit when asked', () => {
    expect(replaySchedule(at(0, 1_000, 2_000, 4_000), 2_000)).toEqual([0, 571, 1_143, 2_000]);
  });
});

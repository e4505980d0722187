/**
 * "Watch how we solved it": the stored moves played again as a time-lapse of at most
 * REPLAY_MAX_MS. Pauses longer than PAUSE_CAP_MS shrink to it first (a tea break is not worth
 * watching), then everything is scaled down to fit if it is still too long. A short game plays
 * at its own pace.
 */
export const REPLAY_MAX_MS = 20_000;
const PAUSE_CAP_MS = 1_500;

/** For moves made at `times` (ms, in order), when each is shown in the replay, from 0. */
export function replaySchedule(times: readonly number[], maxMs = REPLAY_MAX_MS): number[] {
  if (times.length === 0) return [];
  const capped: number[] = [];
  let at = 0;
  times.forEach((time, i) => {
    if (i > 0) at += Math.min(PAUSE_CAP_MS, Math.max(0, time - (times[i - 1] as number)));
    capped.push(at);
  });
  const length = capped[capped.length - 1] as number;
  const scale = length > maxMs ? maxMs / length : 1;
  return capped.map((time) => Math.round(time * scale));
}

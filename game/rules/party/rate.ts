/**
 * How often a socket may speak: moves at most MOVES_PER_SECOND, cursor updates at most
 * CURSORS_PER_SECOND (token buckets: a short burst of that many, then that many a second).
 * What goes over is dropped; a socket that keeps going over (FLOOD_DROPS dropped within
 * FLOOD_WINDOW_MS) is a flood and is disconnected. Cursor updates are judged more loosely
 * (noteCursor): over their rate they are only dropped. Times come from the caller's clock.
 */
export const MOVES_PER_SECOND = 10;
export const CURSORS_PER_SECOND = 20;
export const FLOOD_DROPS = 50;
export const FLOOD_WINDOW_MS = 5_000;

/**
 * A server that stalled reads an honest player's cursor updates of those seconds all at once,
 * far over the rate: dropping them is enough. Only a socket sending more than this many times
 * the cursor rate within one flood window (300 updates in 5 s) is a cursor flood.
 */
export const CURSOR_FLOOD_FACTOR = 3;
export const CURSOR_FLOOD_COUNT = (CURSORS_PER_SECOND * CURSOR_FLOOD_FACTOR * FLOOD_WINDOW_MS) / 1000;

/** A socket's cursor updates in the flood window that began at `start`. */
export interface CursorWindow {
  start: number;
  count: number;
}

export const freshCursorWindow = (now: number): CursorWindow => ({ start: now, count: 0 });

/** Counts one cursor update (passed or dropped): `flood` once the window holds more than CURSOR_FLOOD_COUNT. */
export function noteCursor(window: CursorWindow, now: number): { window: CursorWindow; flood: boolean } {
  const over = now - window.start >= FLOOD_WINDOW_MS || now < window.start; // a clock that stepped back starts afresh too
  const count = (over ? 0 : window.count) + 1;
  return { window: { start: over ? now : window.start, count }, flood: count > CURSOR_FLOOD_COUNT };
}

export interface Bucket {
  tokens: number;
  at: number; // ms of the last refill
}

export const fullBucket = (perSecond: number, now: number): Bucket => ({ tokens: perSecond, at: now });

/** Takes one token if there is one: `allowed` says whether the message may pass. */
export function spend(bucket: Bucket, perSecond: number, now: number): { bucket: Bucket; allowed: boolean } {
  const refilled = Math.min(perSecond, bucket.tokens + (Math.max(0, now - bucket.at) * perSecond) / 1000);
  const at = Math.max(bucket.at, now); // a clock that stepped back must not refill the same time twice
  if (refilled < 1) return { bucket: { tokens: refilled, at }, allowed: false };
  return { bucket: { tokens: refilled - 1, at }, allowed: true };
}

/** The times of recent drops, and whether they make a flood. */
export function noteDrop(drops: readonly number[], now: number): { drops: number[]; flood: boolean } {
  const recent = [...drops.filter((at) => now - at < FLOOD_WINDOW_MS), now];
  return { drops: recent, flood: recent.length >= FLOOD_DROPS };
}

/**
 * Cursor updates at most `perSecond` a second (the server drops any more): a position is
 * sent at once if the last one went long enough ago, otherwise it waits for its turn, and a
 * newer position replaces a waiting one (the last position wins, nothing queues up).
 */
export interface Timers {
  now(): number;
  later(run: () => void, ms: number): () => void; // answers a function that cancels it
}

export const realTimers: Timers = {
  now: () => Date.now(),
  later(run, ms) {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
};

export function cursorThrottle(send: (x: number, y: number) => void, perSecond: number, timers: Timers = realTimers) {
  const gap = 1000 / perSecond;
  let lastSent = Number.NEGATIVE_INFINITY;
  let waiting: { x: number; y: number } | null = null;
  let cancel: (() => void) | null = null;

  const flush = () => {
    cancel = null;
    if (!waiting) return;
    lastSent = timers.now();
    send(waiting.x, waiting.y);
    waiting = null;
  };

  return {
    move(x: number, y: number) {
      waiting = { x, y };
      if (cancel) return; // its turn is already booked: it will carry this newer position
      const wait = lastSent + gap - timers.now();
      if (wait <= 0) flush();
      else cancel = timers.later(flush, wait);
    },
    stop() {
      cancel?.();
      cancel = null;
      waiting = null;
    },
  };
}

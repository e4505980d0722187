/** A kiosk left alone this long goes back to the letter grid with the default voice. */
export const KIOSK_IDLE_MS = 2 * 60 * 1000;

/** What counts as someone using the kiosk (a touch, a click, a key); moving a mouse over it does not. */
export const ACTIVITY_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

export interface IdleTimer {
  /** Someone used the kiosk: the wait starts again. */
  touch(): void;
  stop(): void;
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls onIdle once `ms` have passed since the last touch(), and again after each later
 * touch and wait. A plain setTimeout, so a test clock (Playwright's page.clock, Vitest's
 * fake timers) can fast-forward it.
 */
export function createIdleTimer(ms: number, onIdle: () => void, timers: Timers = globalTimers): IdleTimer {
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const touch = () => {
    stop();
    handle = timers.setTimeout(() => {
      handle = null;
      onIdle();
    }, ms);
  };
  touch();
  return { touch, stop };
}

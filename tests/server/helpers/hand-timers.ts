import type { PartyTimers } from '../../../server/routes/parties/timers';

/** Timers the test runs by hand: `elapse` fires what is due, in order. */
export function handTimers() {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: PartyTimers = {
    set: (run, ms) => {
      due.set(++next, { at: now + ms, run });
      return next;
    },
    clear: (handle) => void due.delete(handle as number),
  };
  const elapse = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const [id, timer] = [...due.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (id === undefined || !timer) break;
      due.delete(id);
      now = timer.at;
      timer.run();
    }
    now = until;
  };
  return { timers, elapse, pending: () => due.size, now: () => now };
}

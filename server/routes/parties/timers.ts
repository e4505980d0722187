/** setTimeout's shape, so a test can run a party relay's time itself (cursor batches, idle holds). */
export interface PartyTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: PartyTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

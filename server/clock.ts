/** Milliseconds since the epoch. Injected so tests control time instead of sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

import type { PuzzleContext } from '../puzzles/context';

/** What moderation needs from the app: the puzzles' own context (database, storage, clock, secret, kinds, caches). */
export interface ModerationContext {
  puzzles: PuzzleContext;
  /** After a take-down ended a party on the puzzle (committed): its players are told (the realtime layer). */
  partyEnded?(partyId: string): void;
}

/** The signed-in admin an action is recorded under. */
export interface Actor {
  id: string;
  email: string;
}

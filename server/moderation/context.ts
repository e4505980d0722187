import type { PuzzleContext } from '../puzzles/context';

/** What moderation needs from the app: the puzzles' own context (database, storage, clock, secret, kinds, caches). */
export interface ModerationContext {
  puzzles: PuzzleContext;
}

/** The signed-in admin an action is recorded under. */
export interface Actor {
  id: string;
  email: string;
}

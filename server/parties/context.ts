import type { PuzzleEventKind } from '../../game/rules/gift';
import type { PuzzleContext } from '../puzzles/context';
import { PartyTurns } from './turns';

/** What the party operations share: the puzzles' context (database, clock, kinds, milestones' emitter). */
export interface PartyContext {
  puzzles: PuzzleContext;
  /**
   * Milestones this process knows are recorded, by puzzle: a move that reaches none beyond them
   * skips the read of the puzzle's events (a party makes many moves a second). Only a hint: the
   * milestones' own unique rows keep each one once, whichever process records it.
   */
  reached: Map<string, Set<PuzzleEventKind>>;
  /** Each party's moves in turn within this process, and what it last knew of each party's board. */
  turns: PartyTurns;
  /** Commits a move tries on a read of its party (others may move meanwhile) before its last try locks the row. */
  optimisticTries: number;
}

/** Enough for the busiest party of the together bench across two processes; a test sets 0 to play every move on the locked row. */
export const OPTIMISTIC_TRIES = 4;

const REACHED_KEPT = 10_000; // puzzles remembered; beyond that the hint starts afresh

export function createPartyContext(puzzles: PuzzleContext, optimisticTries = OPTIMISTIC_TRIES): PartyContext {
  return { puzzles, reached: new Map(), turns: new PartyTurns(), optimisticTries };
}

/** The milestones of `kinds` this process has not seen recorded for the puzzle. */
export function unseenMilestones(ctx: PartyContext, puzzleId: string, kinds: readonly PuzzleEventKind[]): PuzzleEventKind[] {
  const seen = ctx.reached.get(puzzleId);
  return seen ? kinds.filter((kind) => !seen.has(kind)) : kinds.slice();
}

export function noteMilestones(ctx: PartyContext, puzzleId: string, kinds: readonly PuzzleEventKind[]): void {
  if (ctx.reached.size >= REACHED_KEPT) ctx.reached.clear();
  const seen = ctx.reached.get(puzzleId) ?? new Set();
  kinds.forEach((kind) => seen.add(kind));
  ctx.reached.set(puzzleId, seen);
}

import type { CardType } from '../../game/rules/cards';
import type { Db } from '../db/open';
import { listPuzzleEvents } from '../repos/puzzle-events';
import { hasProgress } from '../repos/puzzle-progress';
import { findPuzzle, type Puzzle } from '../repos/puzzles';
import { issuedShuffle } from './shuffle';

const RECENT_SOLVES = 1_000; // far more than can be solved while one load waits on the database

export interface Entry {
  puzzle: Puzzle;
  cardType: CardType | null; // a card's type, read once with the row
  opened: boolean; // 'opened' is recorded: later board loads need no write
  shuffles: Map<number, number[]>; // issued start order per grid side, computed once
  mayHaveProgress: boolean; // moves were kept when it was loaded: only then is the progress read per board
}

/**
 * The puzzles whose boards were loaded recently, so a board that many people
 * open (or one person reloads) costs no SQL. A puzzle row never changes after
 * it is created except solvedAt and its sender's changes before delivery; every
 * solve reaches noteSolved and every change forget, from this process and (with
 * REDIS_URL) from the others, so the cache cannot go stale. Least recently used
 * entries leave first. A board in progress changes with every move on any process,
 * so its moves are not kept here: they are read per request, for the puzzles that had
 * moves kept when loaded; the first moves kept since none forget the entry everywhere
 * (server/puzzles/resume.ts keepMoves), so most boards, never played, cost no query.
 */
export class PuzzleReadCache {
  private readonly entries = new Map<string, Entry>();
  // Solves heard of lately, kept apart from the entries: a load that read its row just before
  // another process's solve committed, and ends after its news arrived, must not undo it.
  private readonly recentSolves = new Map<string, number>();
  private changes = 0; // forget() calls so far
  private readonly changedAt = new Map<string, number>(); // id → the change count when it was last forgotten

  constructor(private readonly capacity = 5_000) {}

  /** `cardTypeOf` reads what a card adds to its board, once, when the row is first loaded. */
  async load(db: Db, id: string, cardTypeOf: (puzzle: Puzzle) => Promise<CardType | null>): Promise<Entry | null> {
    const hit = this.entries.get(id);
    if (hit) {
      this.entries.delete(id); // re-insert: Map order is the recency order
      this.entries.set(id, hit);
      return hit;
    }
    const startedAt = this.changes;
    const puzzle = await findPuzzle(db, id);
    if (!puzzle) return null;
    const [events, cardType, mayHaveProgress] = await Promise.all([listPuzzleEvents(db, id), cardTypeOf(puzzle), hasProgress(db, id)]);
    const opened = events.some((event) => event.kind === 'opened');
    const entry: Entry = { puzzle, cardType, opened, shuffles: new Map(), mayHaveProgress };
    const raced = this.entries.get(id); // loaded by a parallel request meanwhile: keep the one others may have noted on
    if (raced) return raced;
    if ((this.changedAt.get(id) ?? -1) > startedAt) return entry; // changed while this read: answer it, keep nothing
    const solvedAt = this.recentSolves.get(id);
    if (solvedAt !== undefined && puzzle.solvedAt === null) entry.puzzle = { ...puzzle, solvedAt };
    this.entries.set(id, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  /** The shuffle the server issues for this side (never mutated by callers). */
  static shuffleOf(entry: Entry, side: number): number[] {
    let shuffle = entry.shuffles.get(side);
    if (!shuffle) {
      shuffle = issuedShuffle(entry.puzzle.shuffleSeed, side);
      entry.shuffles.set(side, shuffle);
    }
    return shuffle;
  }

  noteOpened(id: string): void {
    const entry = this.entries.get(id);
    if (entry) entry.opened = true;
  }

  /**
   * Drops a puzzle whose row changed (its sender edited or cancelled it), here or in
   * another process. A load that read the row before the change and ends after it
   * must not put the old row back: loads compare the change count they started with.
   */
  forget(id: string): void {
    this.entries.delete(id);
    this.changes += 1;
    this.changedAt.set(id, this.changes);
    if (this.changedAt.size > RECENT_SOLVES) this.changedAt.delete(this.changedAt.keys().next().value as string);
  }

  noteSolved(id: string, at: number): void {
    this.recentSolves.set(id, at);
    if (this.recentSolves.size > RECENT_SOLVES) this.recentSolves.delete(this.recentSolves.keys().next().value as string);
    const entry = this.entries.get(id);
    if (entry && entry.puzzle.solvedAt === null) entry.puzzle = { ...entry.puzzle, solvedAt: at };
  }
}

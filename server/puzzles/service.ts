import type { WatchSnapshot } from '../../contract/realtime';
import type { CreatedPuzzle, MovesBody, ProgressBody, PuzzleBoard, SolvedBody } from '../../contract/schemas/puzzles';
import { loadBoard } from './board';
import type { PuzzleContext, PuzzleServiceDeps } from './context';
import { assertMayCreate, createGift, type NewPuzzleInput } from './create';
import { reportProgress } from './progress';
import { PuzzleReadCache } from './read-cache';
import { solvePuzzle } from './solve';
import { watchSnapshot } from './watch';

/** The gift loop without HTTP: what the puzzle routes and the watch handler call. */
export interface PuzzleService {
  /** 429 when this address has created many puzzles lately; call before reading the upload. */
  assertMayCreate(ip: string): Promise<void>;
  /** A photo gift: stores picture, puzzle and mails (or nothing); answers the id and the sender's watch token. */
  create(input: NewPuzzleInput, ip: string): Promise<CreatedPuzzle>;
  /** What other kinds (cards) create their puzzles with: the same database, clock, cache and kinds. */
  context: PuzzleContext;
  /** The board without its message; 404 'puzzle-not-found'. */
  board(id: string, gridSize?: number): Promise<PuzzleBoard>;
  /** Records the milestones a player's moves reached. */
  progress(id: string, body: MovesBody): Promise<ProgressBody>;
  /** The message, for moves that solve the board. */
  solve(id: string, body: MovesBody): Promise<SolvedBody>;
  /** The watch page's snapshot for the right token (after `join` ran), else null. */
  watch(puzzleId: string, watchToken: string, join: () => void): Promise<WatchSnapshot | null>;
}

/**
 * One service per app (its read cache is this process's): the operations live
 * one per file beside this one and take the shared context first.
 */
export function createPuzzleService(deps: PuzzleServiceDeps): PuzzleService {
  const ctx: PuzzleContext = { ...deps, cache: new PuzzleReadCache(deps.readCacheSize) };
  return {
    assertMayCreate: (ip) => assertMayCreate(ctx, ip),
    create: (input, ip) => createGift(ctx, input, ip),
    context: ctx,
    board: (id, gridSize) => loadBoard(ctx, id, gridSize),
    progress: (id, body) => reportProgress(ctx, id, body),
    solve: (id, body) => solvePuzzle(ctx, id, body),
    watch: (puzzleId, watchToken, join) => watchSnapshot(ctx, puzzleId, watchToken, join),
  };
}

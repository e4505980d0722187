import { pieceCount } from '../../game/rules/jigsaw/grid';
import { groupCount, isStartOver, jigsawMilestones, saveIsSolved } from '../../game/rules/jigsaw/save';
import type { JigsawProgress, JigsawSaveBody } from '../../contract/schemas/jigsaw';
import type { SolvedBody } from '../../contract/schemas/puzzles';
import type { Db } from '../db/open';
import { findJigsawSave, saveJigsawProgress } from '../repos/puzzle-progress';
import type { Puzzle } from '../repos/puzzles';
import type { PuzzleContext } from './context';
import { assertValidSave, jigsawGridOf, keptSave } from './jigsaw';
import { loadPuzzleOfType } from './load';
import { commitProgress } from './progress';
import { keepProgress } from './resume';
import { commitSolve, notSolved } from './solve';

/**
 * A jigsaw's progress: the save is checked against the seeded cut's grid (400 'invalid-joins'),
 * kept for any device to continue, and the milestones its joins reached are recorded, like a
 * tile swap's moves. The empty save (START_OVER: no joins, no places) forgets the kept one. A
 * save without joins is kept like any other: a piece put in its place alone joins nothing.
 */
export async function reportJigsawProgress(ctx: PuzzleContext, id: string, body: JigsawSaveBody): Promise<JigsawProgress> {
  const puzzle = await loadPuzzleOfType(ctx.db, id, 'jigsaw');
  const startOver = isStartOver(body);
  const grid = startOver ? jigsawGridOf(puzzle) : assertValidSave(puzzle, body);
  const keep = (trx: Db, now: number) => keepProgress(trx, puzzle.id, startOver ? null : () => keepUnlessLate(trx, puzzle, body, now));
  await commitProgress(ctx, puzzle.id, jigsawMilestones(grid, body.joins), keep);
  return { merged: pieceCount(grid) - groupCount(grid, body.joins), needed: pieceCount(grid) - 1 };
}

/**
 * The message, only for a save whose joins connect every piece (and, with rotation, leave
 * every piece upright): 422 'not-solved' otherwise. Then everything a tile swap's solve does;
 * the solved board is kept, so another device opens it finished.
 */
export async function solveJigsaw(ctx: PuzzleContext, id: string, body: JigsawSaveBody): Promise<SolvedBody> {
  const puzzle = await loadPuzzleOfType(ctx.db, id, 'jigsaw');
  const grid = assertValidSave(puzzle, body);
  if (!saveIsSolved(grid, body)) throw notSolved();
  return commitSolve(ctx, puzzle, jigsawMilestones(grid, body.joins), (trx, now) =>
    keepProgress(trx, puzzle.id, () => saveJigsawProgress(trx, puzzle.id, body, now)),
  );
}

/**
 * Keeps a save, except one that would take a solved board back: reports from one player are
 * made in order, so an unsolved save arriving after the solve is a late one (sent before the
 * solve, delivered after). Only a solved puzzle's kept save is read for this.
 */
async function keepUnlessLate(trx: Db, puzzle: Puzzle, save: JigsawSaveBody, now: number): Promise<void> {
  if (puzzle.solvedAt !== null && !saveIsSolved(jigsawGridOf(puzzle), save)) {
    const kept = keptSave(puzzle, await findJigsawSave(trx, puzzle.id));
    if (kept && saveIsSolved(jigsawGridOf(puzzle), kept)) return;
  }
  await saveJigsawProgress(trx, puzzle.id, save, now);
}

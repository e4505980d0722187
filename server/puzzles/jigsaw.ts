import { Compile } from 'typebox/compile';
import { gridFor } from '../../game/rules/jigsaw/counts';
import type { JigsawGrid } from '../../game/rules/jigsaw/grid';
import { saveProblem } from '../../game/rules/jigsaw/save';
import { JigsawSaveBody, type JigsawBoardInfo } from '../../contract/schemas/jigsaw';
import { badRequest } from '../http-error';
import type { Puzzle } from '../repos/puzzles';
import { jigsawSeed } from './shuffle';

/** A jigsaw puzzle's fields, as the jigsaw's operations need them. */
export type JigsawPuzzle = Pick<Puzzle, 'pieces' | 'width' | 'height' | 'rotation' | 'shuffleSeed'>;

/** A jigsaw's grid: its creator's count on the stored picture, as every device derives it (gridFor). */
export function jigsawGridOf(puzzle: JigsawPuzzle): JigsawGrid {
  if (puzzle.pieces === null) throw new Error('a tile swap has no jigsaw grid'); // callers check the type first
  return gridFor(puzzle.pieces, puzzle.width, puzzle.height);
}

/** 400 'invalid-joins' with the rules' sentence when a save from the wire does not fit this jigsaw; nothing is revealed. */
export function assertValidSave(puzzle: JigsawPuzzle, save: JigsawSaveBody): JigsawGrid {
  const grid = jigsawGridOf(puzzle);
  const problem = saveProblem(grid, save, puzzle.rotation);
  if (problem) throw badRequest(problem, 'invalid-joins');
  return grid;
}

const isSaveShape = Compile(JigsawSaveBody);

/** A kept save as read back (any JSON), when it still fits the jigsaw; anything else is never served. */
export function keptSave(puzzle: JigsawPuzzle, kept: unknown): JigsawSaveBody | null {
  if (!isSaveShape.Check(kept)) return null;
  return saveProblem(jigsawGridOf(puzzle), kept, puzzle.rotation) === null ? kept : null;
}

/** What a jigsaw's board answer adds: the grid, the seed of its cut and first deal, and the kept board. */
export function jigsawBoardInfo(puzzle: JigsawPuzzle, kept: unknown): JigsawBoardInfo {
  const { rows, columns } = jigsawGridOf(puzzle);
  return {
    pieces: puzzle.pieces as NonNullable<JigsawPuzzle['pieces']>,
    rows,
    columns,
    seed: jigsawSeed(puzzle.shuffleSeed),
    rotation: puzzle.rotation,
    resume: keptSave(puzzle, kept),
  };
}

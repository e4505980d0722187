import type { Puzzle } from '../repos/puzzles';
import { kindOf, type PuzzleContext } from './context';

/**
 * The stored picture of a puzzle's board, as the API's `imageUrl` names it (loadBoard) and as the
 * play page preloads it (server/pages/), in the copy the board will ask for (contract/pictures.ts).
 */
export function boardImageUrl(ctx: Pick<PuzzleContext, 'kinds'>, puzzle: Pick<Puzzle, 'kind' | 'imageFile'>): string {
  return `/media/${kindOf(ctx, puzzle).folder}/${puzzle.imageFile}`;
}

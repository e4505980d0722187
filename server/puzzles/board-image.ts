import type { Puzzle } from '../repos/puzzles';
import { kindOf, type PuzzleContext } from './context';

/**
 * The stored picture of a puzzle's board, as the API's `imageUrl` names it (loadBoard,
 * server/puzzles/board.ts). The play page preloads the copy of it the board will ask for
 * (head-tags.ts, contract/pictures.ts), or the browser would download the picture twice.
 */
export function boardPreloadUrl(ctx: Pick<PuzzleContext, 'kinds'>, puzzle: Pick<Puzzle, 'kind' | 'imageFile'>): string {
  return `/media/${kindOf(ctx, puzzle).folder}/${puzzle.imageFile}`;
}

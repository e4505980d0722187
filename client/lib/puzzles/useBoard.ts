import type { PuzzleBoard } from '../../../contract/schemas/puzzles';
import { useLoad, type Load } from '../useLoad';
import { playApi } from './api';
import { usePageBoard } from './page-board';

/** Same values, key by key (the board is flat JSON; its arrays compare by their text). */
function sameBoard(a: PuzzleBoard, b: PuzzleBoard): boolean {
  const keys = Object.keys(a) as (keyof PuzzleBoard)[];
  return keys.length === Object.keys(b).length && keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * Puzzle `id`'s board at `size` (undefined: the sender's). When the page came with that board, it
 * is ready at once, with no round trip before the first screen; the API is still asked, as the
 * recipient opening the puzzle is recorded by that call (never by fetching the page, which a chat
 * app does for a link preview). An answer equal to the page's keeps the page's very object, so
 * nothing on the board restarts (its start order is compared by identity).
 */
export function useBoard(id: string, size?: number): Load<PuzzleBoard> {
  const pageBoard = usePageBoard(id);
  const shown = size === undefined ? pageBoard : null;
  return useLoad(
    async (signal) => {
      const board = await playApi.board(id, size, signal);
      return shown && sameBoard(board, shown) ? shown : board;
    },
    [id, size],
    shown,
  );
}

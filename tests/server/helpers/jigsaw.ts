import { dealBoard, placeInSlot, saveOf, type JigsawBoard, type JigsawGrid, type JigsawSave } from '../../../game/rules/jigsaw';
import type { JigsawBoardInfo } from '../../../contract/schemas/jigsaw';
import type { TestApp } from './app';

/** The grid a board answer's jigsaw describes. */
export const gridOf = (jigsaw: Pick<JigsawBoardInfo, 'rows' | 'columns'>): JigsawGrid => ({ rows: jigsaw.rows, columns: jigsaw.columns });

/**
 * The board a player has after putting the first `placed` pieces (in reading order) into their
 * slots, as the accessible path does: each one locks and joins its placed neighbours.
 */
export function boardWithPlaced(jigsaw: JigsawBoardInfo, placed: number): JigsawBoard {
  const grid = gridOf(jigsaw);
  let board = dealBoard(grid, jigsaw.seed, 'around', jigsaw.rotation);
  for (let piece = 0; piece < placed; piece++) {
    const change = placeInSlot(board, piece, piece);
    if (!change) throw new Error(`piece ${piece} was refused its own slot`);
    board = change.board;
  }
  return board;
}

/** The save of that board, as the client reports it. */
export const saveWithPlaced = (jigsaw: JigsawBoardInfo, placed: number): JigsawSave => saveOf(boardWithPlaced(jigsaw, placed), jigsaw.rotation);

export function postSave(t: TestApp, id: string, save: unknown, action: 'progress' | 'solve') {
  const url = action === 'progress' ? `/api/puzzles/${id}/jigsaw` : `/api/puzzles/${id}/jigsaw/solve`;
  return t.request({ method: 'POST', url, payload: save as object });
}

/**
 * Where things are on the jigsaw's table, in cells, for the camera: the board, the
 * pieces as they lie, and the groups that hold an edge piece (for "Edges only").
 */
import { isLocked, pieceCentre, type JigsawBoard } from '../../rules/jigsaw/board';
import { TAB_REACH } from '../../rules/jigsaw/cut';
import { isEdgePiece, pieceCount } from '../../rules/jigsaw/grid';
import { union, type Box } from './view';

/** The board's rectangle with room for the knobs of its edge pieces. */
export const boardBox = (board: JigsawBoard): Box => ({
  left: -TAB_REACH,
  top: -TAB_REACH,
  right: board.grid.columns + TAB_REACH,
  bottom: board.grid.rows + TAB_REACH,
});

/** The board and every piece where it lies. */
export function tableBox(board: JigsawBoard): Box {
  let box = boardBox(board);
  const half = 0.5 + TAB_REACH;
  for (let piece = 0; piece < pieceCount(board.grid); piece++) {
    const centre = pieceCentre(board, piece);
    box = union(box, { left: centre.x - half, top: centre.y - half, right: centre.x + half, bottom: centre.y + half });
  }
  return box;
}

/** Per piece: shown under "Edges only" (it is in place, or its group holds an edge piece). */
export function shownWithEdgesOnly(board: JigsawBoard): boolean[] {
  const edgeGroups = new Set<number>();
  board.groups.forEach((group, piece) => {
    if (isEdgePiece(board.grid, piece)) edgeGroups.add(group);
  });
  return board.groups.map((group, piece) => edgeGroups.has(group) || isLocked(board, piece));
}

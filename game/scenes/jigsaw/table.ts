/**
 * Where things are on the jigsaw's table, in cells, for the camera: the board, the
 * pieces as they lie, and the groups that hold an edge piece (for "Edges only").
 */
import { isLocked, pieceCentre, type JigsawBoard } from '../../rules/jigsaw/board';
import { TAB_REACH, type Point } from '../../rules/jigsaw/cut';
import { isEdgePiece, pieceCount } from '../../rules/jigsaw/grid';
import type { DealLayout } from '../../rules/jigsaw/deal';
import { fitCamera, fitWidthCamera, fitZoom, MAX_ZOOM_FACTOR, union, type Box, type Camera, type Screen, type ZoomLimits } from './view';

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

/** From the whole table (or the board, if larger) fitted, to a close look at the board. */
export function zoomLimits(board: JigsawBoard, screen: Screen): ZoomLimits {
  const min = Math.min(fitZoom(tableBox(board), screen), fitZoom(boardBox(board), screen));
  return { min, max: Math.max(min, MAX_ZOOM_FACTOR * fitZoom(boardBox(board), screen)) };
}

/** The whole table in view; on a phone's tray layout the board across the full width, the tray below it. */
export function startingCamera(board: JigsawBoard, screen: Screen, layout: DealLayout): Camera {
  return layout === 'tray' ? fitWidthCamera(boardBox(board), screen) : fitCamera(tableBox(board), screen);
}

/** Every piece, nearest `centre` first (ties by id). */
export function nearestFirst(board: JigsawBoard, centre: Point): number[] {
  const distances = board.groups.map((_, piece) => {
    const at = pieceCentre(board, piece);
    return (at.x - centre.x) ** 2 + (at.y - centre.y) ** 2; // squared: the order is the same
  });
  return distances.map((_, piece) => piece).sort((a, b) => (distances[a] as number) - (distances[b] as number) || a - b);
}

/**
 * A party's board drawn read-only on a 2D canvas, with the real picture: the sender's live board
 * and the replay. Light on purpose (no engine): a watcher only looks, and a time-lapse redraws the
 * whole board many times a second. A tile swap is its tiles in the party's order; a jigsaw its
 * pieces, cut as the players see them, where they lie on the table.
 */
import { columnOf, pieceCentre, pieceCount, pieceOutline, rowOf, TAB_REACH, type JigsawBoard, type JigsawCut } from '../../../../game/rules/jigsaw';
import { fitCamera, toScreen } from '../../../../game/scenes/jigsaw/view';
import { tableBox } from '../../../../game/scenes/jigsaw/table';

const TABLE_FELT = '#27403f'; // the jigsaw table's colour (JigsawBoard.css)
const BOARD_MARK = 'rgba(255, 255, 255, 0.18)'; // where the picture goes together
const TILE_GAP = 2; // css px between tiles until solved (as the swap board)

/** The picture as drawn: decoded, with its pixel size. */
export interface Picture {
  image: CanvasImageSource;
  width: number;
  height: number;
}

/** A tile swap: the tile at each position is the picture's slice of its id (side x side), with a gap until solved. */
export function drawSwap(context: CanvasRenderingContext2D, order: readonly number[], side: number, picture: Picture, width: number, height: number, solved: boolean): void {
  context.clearRect(0, 0, width, height);
  const gap = solved ? 0 : TILE_GAP;
  const cellWidth = width / side;
  const cellHeight = height / side;
  const sliceWidth = picture.width / side;
  const sliceHeight = picture.height / side;
  order.forEach((tile, position) => {
    const x = (position % side) * cellWidth;
    const y = Math.floor(position / side) * cellHeight;
    const sx = (tile % side) * sliceWidth;
    const sy = Math.floor(tile / side) * sliceHeight;
    context.drawImage(picture.image, sx, sy, sliceWidth, sliceHeight, x + gap / 2, y + gap / 2, cellWidth - gap, cellHeight - gap);
  });
}

/** Each piece's outline in its cell's units, traced once per cut. */
export function piecePaths(cut: JigsawCut): Path2D[] {
  return Array.from({ length: pieceCount(cut.grid) }, (_, piece) => {
    const path = new Path2D();
    path.moveTo(0, 0);
    for (const segment of pieceOutline(cut, piece)) {
      if (segment.kind === 'line') path.lineTo(segment.to.x, segment.to.y);
      else path.bezierCurveTo(segment.c1.x, segment.c1.y, segment.c2.x, segment.c2.y, segment.to.x, segment.to.y);
    }
    path.closePath();
    return path;
  });
}

/** Pieces in drawing order: the biggest groups first (the picture growing underneath), loose pieces on top. */
export function drawingOrder(board: JigsawBoard): number[] {
  const sizes = new Map<number, number>();
  for (const group of board.groups) sizes.set(group, (sizes.get(group) ?? 0) + 1);
  return board.groups.map((_, piece) => piece).sort((a, b) => (sizes.get(board.groups[b] as number) ?? 0) - (sizes.get(board.groups[a] as number) ?? 0) || a - b);
}

/** A jigsaw: the whole table fitted into width x height, the board's place marked, every piece where it lies. */
export function drawJigsaw(context: CanvasRenderingContext2D, board: JigsawBoard, paths: readonly Path2D[], picture: Picture, width: number, height: number): void {
  const { rows, columns } = board.grid;
  context.fillStyle = TABLE_FELT;
  context.fillRect(0, 0, width, height);
  const camera = fitCamera(tableBox(board), { width, height });
  const corner = toScreen(camera, { x: 0, y: 0 });
  const cell = camera.zoom;
  context.fillStyle = BOARD_MARK;
  context.fillRect(corner.x, corner.y, columns * cell, rows * cell);
  context.lineWidth = 1 / cell;
  context.strokeStyle = 'rgba(0, 0, 0, 0.35)';
  for (const piece of drawingOrder(board)) {
    const path = paths[piece];
    if (!path) continue;
    const centre = toScreen(camera, pieceCentre(board, piece));
    context.save();
    context.translate(centre.x, centre.y);
    context.rotate(((board.turns[piece] ?? 0) * Math.PI) / 2);
    context.scale(cell, cell);
    context.translate(-0.5, -0.5); // the cell's top left: the outline's (0, 0)
    context.save();
    context.clip(path);
    const column = columnOf(board.grid, piece);
    const row = rowOf(board.grid, piece);
    // Only the cell and its knobs' reach of the picture, this piece's cell on (0, 0)–(1, 1).
    const left = Math.max(0, column - TAB_REACH);
    const top = Math.max(0, row - TAB_REACH);
    const right = Math.min(columns, column + 1 + TAB_REACH);
    const bottom = Math.min(rows, row + 1 + TAB_REACH);
    const across = picture.width / columns;
    const down = picture.height / rows;
    context.drawImage(picture.image, left * across, top * down, (right - left) * across, (bottom - top) * down, left - column, top - row, right - left, bottom - top);
    context.restore();
    context.stroke(path);
    context.restore();
  }
}

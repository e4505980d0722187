/**
 * Every piece of a jigsaw drawn once into one canvas (an atlas): the picture clipped
 * to the piece's outline (game/rules/jigsaw/cut.ts), with a thin bevel so pieces look
 * cut from card. The scene shows each piece as an image of one frame of it, so a
 * frame costs one blit per piece and no path is ever filled again.
 */
import { pieceOutline, TAB_REACH, type JigsawCut, type Segment } from '../../rules/jigsaw/cut';
import { columnOf, pieceCount, rowOf } from '../../rules/jigsaw/grid';

/** The atlas never grows past this side: 4096² RGBA is 64 MB, the ceiling for 300 pieces. */
export const ATLAS_MAX_SIDE = 4096;
const MAX_CELL_PX = 256; // sharp enough at the largest zoom; more only costs memory
const MIN_CELL_PX = 96; // a small picture is scaled up so the outlines stay smooth

export interface AtlasLayout {
  cellPx: number; // texture px per cell
  margin: number; // px around the cell for the knobs
  slotPx: number; // one piece's square in the atlas
  perRow: number;
  width: number;
  height: number;
}

export interface PieceAtlas extends AtlasLayout {
  canvas: HTMLCanvasElement;
  bytes: number; // texture memory (RGBA)
}

/** The largest cell that fits `count` pieces into the atlas, capped by what the picture and the eye need. */
export function atlasLayout(count: number, wantedCellPx: number): AtlasLayout {
  const reach = 1 + 2 * TAB_REACH; // a slot's side in cells
  let cellPx = Math.max(8, Math.floor(Math.min(MAX_CELL_PX, Math.max(MIN_CELL_PX, wantedCellPx))));
  for (; cellPx > 8; cellPx--) {
    const slotPx = Math.ceil(cellPx * reach) + 2; // a pixel of air each side: no bleeding between frames
    const perRow = Math.floor(ATLAS_MAX_SIDE / slotPx);
    if (perRow > 0 && Math.ceil(count / perRow) * slotPx <= ATLAS_MAX_SIDE) break;
  }
  const slotPx = Math.ceil(cellPx * reach) + 2;
  const perRow = Math.max(1, Math.min(count, Math.floor(ATLAS_MAX_SIDE / slotPx)));
  const margin = (slotPx - cellPx) / 2;
  return { cellPx, margin, slotPx, perRow, width: perRow * slotPx, height: Math.ceil(count / perRow) * slotPx };
}

/** The top-left corner of a piece's slot in the atlas. */
export function slotOrigin(layout: AtlasLayout, piece: number): { x: number; y: number } {
  return { x: (piece % layout.perRow) * layout.slotPx, y: Math.floor(piece / layout.perRow) * layout.slotPx };
}

function tracePath(context: CanvasRenderingContext2D, segments: readonly Segment[]): void {
  context.beginPath();
  context.moveTo(0, 0);
  for (const segment of segments) {
    if (segment.kind === 'line') context.lineTo(segment.to.x, segment.to.y);
    else context.bezierCurveTo(segment.c1.x, segment.c1.y, segment.c2.x, segment.c2.y, segment.to.x, segment.to.y);
  }
  context.closePath();
}

/** Draws every piece of `cut` from `picture` into a new atlas. */
export function buildAtlas(picture: CanvasImageSource & { width: number; height: number }, cut: JigsawCut): PieceAtlas {
  const { rows, columns } = cut.grid;
  const count = pieceCount(cut.grid);
  const layout = atlasLayout(count, picture.width / columns);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('the jigsaw could not draw its pieces');
  const sourceCellWidth = picture.width / columns;
  const sourceCellHeight = picture.height / rows;
  const line = 1 / layout.cellPx; // one texture pixel, in cells
  for (let piece = 0; piece < count; piece++) {
    const column = columnOf(cut.grid, piece);
    const row = rowOf(cut.grid, piece);
    const slot = slotOrigin(layout, piece);
    const outline = pieceOutline(cut, piece);
    context.save();
    context.translate(slot.x + layout.margin, slot.y + layout.margin);
    context.scale(layout.cellPx, layout.cellPx);
    tracePath(context, outline);
    context.save();
    context.clip();
    // Only the part of the picture the piece can cover (its cell and its knobs' reach).
    const x0 = Math.max(0, column - TAB_REACH);
    const y0 = Math.max(0, row - TAB_REACH);
    const x1 = Math.min(columns, column + 1 + TAB_REACH);
    const y1 = Math.min(rows, row + 1 + TAB_REACH);
    context.drawImage(picture, x0 * sourceCellWidth, y0 * sourceCellHeight, (x1 - x0) * sourceCellWidth, (y1 - y0) * sourceCellHeight, x0 - column, y0 - row, x1 - x0, y1 - y0);
    // The bevel: the outline shifted in, light along the top and left, dark along the bottom and right.
    const bevel = Math.max(1.5, layout.cellPx / 60) * line;
    context.lineWidth = bevel * 2;
    for (const [shift, colour] of [[bevel, 'rgba(255, 255, 255, 0.55)'], [-bevel, 'rgba(0, 0, 0, 0.4)']] as const) {
      context.save();
      context.translate(shift, shift);
      context.strokeStyle = colour;
      tracePath(context, outline);
      context.stroke();
      context.restore();
    }
    context.restore();
    // A fine dark edge, so neighbours of the same colour stay tellable apart until they join.
    tracePath(context, outline);
    context.lineWidth = line;
    context.strokeStyle = 'rgba(0, 0, 0, 0.45)';
    context.stroke();
    context.restore();
  }
  return { ...layout, canvas, bytes: layout.width * layout.height * 4 };
}

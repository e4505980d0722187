/**
 * Every piece of a jigsaw drawn once into canvases (atlas pages): the picture clipped to
 * the piece's outline (game/rules/jigsaw/cut.ts), with a thin bevel so pieces look cut
 * from card. The scene shows each piece as an image of one frame of a page, so a frame
 * costs one blit per piece and no path is ever filled again.
 *
 * Pages hold a couple of dozen pieces each and are drawn one at a time, the pieces on
 * screen first: a 300-piece board shows its first pieces at once and the rest stream in
 * over the next frames, never blocking the page for long. A page is never drawn into
 * again once done (changing a canvas that is drawn from makes the browser copy it).
 */
import { pieceOutline, TAB_REACH, type JigsawCut } from '../../rules/jigsaw/cut';
import { columnOf, pieceCount, rowOf } from '../../rules/jigsaw/grid';

/** All pages together stay within this many pixels: 4096² RGBA is 64 MB, the ceiling for 300 pieces. */
const MAX_PIXELS = 4096 * 4096;
const MAX_CELL_PX = 256; // sharp enough at the largest zoom; more only costs memory
const MIN_CELL_PX = 64; // a small picture is scaled up so the outlines stay smooth (more costs the first frame)
const PAGE_SIDE = 4; // pieces per row and column of a page: the first page is what the first frame waits for

export interface Slot {
  page: number;
  x: number; // px in the page
  y: number;
}

/** The cell size for `count` pieces from a picture `wantedCellPx` px a cell, within the memory ceiling. */
export function atlasCellPx(count: number, wantedCellPx: number): number {
  const reach = 1 + 2 * TAB_REACH;
  const budget = Math.floor(Math.sqrt(MAX_PIXELS / count) / reach) - 2;
  return Math.max(8, Math.min(budget, MAX_CELL_PX, Math.max(MIN_CELL_PX, Math.floor(wantedCellPx))));
}

function tracePath(path: Path2D, cut: JigsawCut, piece: number): void {
  path.moveTo(0, 0);
  for (const segment of pieceOutline(cut, piece)) {
    if (segment.kind === 'line') path.lineTo(segment.to.x, segment.to.y);
    else path.bezierCurveTo(segment.c1.x, segment.c1.y, segment.c2.x, segment.c2.y, segment.to.x, segment.to.y);
  }
  path.closePath();
}

export class PieceAtlas {
  readonly cellPx: number; // page px per cell
  readonly slotPx: number; // one piece's square in a page
  readonly margin: number; // px around the cell for the knobs
  readonly pages: HTMLCanvasElement[];
  private readonly slots: Slot[] = []; // by piece
  private readonly members: number[][]; // by page
  private readonly done: boolean[]; // by page

  /** `order`: the pieces in the order they should be drawn (on screen first). */
  constructor(
    private readonly picture: CanvasImageSource & { width: number; height: number },
    private readonly cut: JigsawCut,
    order: readonly number[],
  ) {
    const count = pieceCount(cut.grid);
    this.cellPx = atlasCellPx(count, picture.width / cut.grid.columns);
    this.slotPx = Math.ceil(this.cellPx * (1 + 2 * TAB_REACH)) + 2; // a pixel of air each side: no bleeding between frames
    this.margin = (this.slotPx - this.cellPx) / 2;
    const perPage = PAGE_SIDE * PAGE_SIDE;
    this.members = Array.from({ length: Math.ceil(count / perPage) }, (_, page) => order.slice(page * perPage, (page + 1) * perPage));
    this.pages = this.members.map((pieces, page) => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.min(PAGE_SIDE, pieces.length) * this.slotPx;
      canvas.height = Math.ceil(pieces.length / PAGE_SIDE) * this.slotPx;
      pieces.forEach((piece, i) => (this.slots[piece] = { page, x: (i % PAGE_SIDE) * this.slotPx, y: Math.floor(i / PAGE_SIDE) * this.slotPx }));
      return canvas;
    });
    this.done = this.pages.map(() => false);
  }

  /** Texture memory of every page (RGBA). */
  get bytes(): number {
    return this.pages.reduce((sum, page) => sum + page.width * page.height * 4, 0);
  }

  get complete(): boolean {
    return this.done.every(Boolean);
  }

  slotOf(piece: number): Slot {
    return this.slots[piece] as Slot;
  }

  piecesOn(page: number): readonly number[] {
    return this.members[page] ?? [];
  }

  isDrawn(page: number): boolean {
    return this.done[page] === true;
  }

  /** The next page to draw, or null when all are. */
  nextPage(): number | null {
    const page = this.done.indexOf(false);
    return page < 0 ? null : page;
  }

  /** Draws one page's pieces. */
  drawPage(page: number): void {
    if (this.done[page]) return;
    const canvas = this.pages[page] as HTMLCanvasElement;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('the jigsaw could not draw its pieces');
    for (const piece of this.piecesOn(page)) this.drawPiece(context, piece);
    this.done[page] = true;
  }

  private drawPiece(context: CanvasRenderingContext2D, piece: number): void {
    const { rows, columns } = this.cut.grid;
    const column = columnOf(this.cut.grid, piece);
    const row = rowOf(this.cut.grid, piece);
    const slot = this.slotOf(piece);
    const outline = new Path2D();
    tracePath(outline, this.cut, piece);
    const line = 1 / this.cellPx; // one page pixel, in cells
    context.save();
    context.translate(slot.x + this.margin, slot.y + this.margin);
    context.scale(this.cellPx, this.cellPx);
    context.save();
    context.clip(outline);
    // Only the part of the picture the piece can cover (its cell and its knobs' reach).
    const sourceWidth = this.picture.width / columns;
    const sourceHeight = this.picture.height / rows;
    const x0 = Math.max(0, column - TAB_REACH);
    const y0 = Math.max(0, row - TAB_REACH);
    const x1 = Math.min(columns, column + 1 + TAB_REACH);
    const y1 = Math.min(rows, row + 1 + TAB_REACH);
    context.drawImage(this.picture, x0 * sourceWidth, y0 * sourceHeight, (x1 - x0) * sourceWidth, (y1 - y0) * sourceHeight, x0 - column, y0 - row, x1 - x0, y1 - y0);
    // The bevel: the outline shifted in, light along the top and left, dark along the bottom and right.
    const bevel = Math.max(1.5, this.cellPx / 60) * line;
    context.lineWidth = bevel * 2;
    for (const [shift, colour] of [[bevel, 'rgba(255, 255, 255, 0.55)'], [-bevel, 'rgba(0, 0, 0, 0.4)']] as const) {
      context.save();
      context.translate(shift, shift);
      context.strokeStyle = colour;
      context.stroke(outline);
      context.restore();
    }
    context.restore();
    // A fine dark edge, so neighbours of the same colour stay tellable apart until they join.
    context.lineWidth = line;
    context.strokeStyle = 'rgba(0, 0, 0, 0.45)';
    context.stroke(outline);
    context.restore();
  }
}

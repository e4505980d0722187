/**
 * Slice geometry of a swap board: how a picture is cut into pieces and where the
 * cells sit on screen. Every number is an integer, and the pieces and cells of an
 * axis always add up to its whole length, whatever the size, so nothing is lost or
 * drawn twice when a size does not divide evenly.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One piece of a picture: where it is cut from, and the size of the cell it is drawn into at home. */
export interface PieceSlice {
  pieceId: number; // row * columns + column of its home cell
  sx: number; // source rectangle in image pixels
  sy: number;
  sw: number;
  sh: number;
  cellWidth: number; // destination size at its home cell, in render pixels
  cellHeight: number;
}

export interface SliceInput {
  imageWidth: number; // natural size of the picture
  imageHeight: number;
  columns: number;
  rows: number;
  renderWidth: number; // width the board is drawn at
  gap?: number; // space between cells (0 once solved)
}

export interface SliceGeometry {
  renderWidth: number;
  renderHeight: number;
  pieces: PieceSlice[]; // pieces[pieceId]
}

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
}

function assertPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number, got ${value}`);
}

/** Starts and lengths of `parts` integer segments that tile `total` exactly. */
export function splitLength(total: number, parts: number): { start: number; length: number }[] {
  assertPositiveInteger('total', total);
  assertPositiveInteger('parts', parts);
  const edge = (i: number) => Math.round((i * total) / parts);
  return Array.from({ length: parts }, (_, i) => ({ start: edge(i), length: edge(i + 1) - edge(i) }));
}

/**
 * Cells along one axis with `gap` between neighbours: the gaps are taken out first,
 * the rest is split like `splitLength`. A gap too large for the length shrinks so
 * every cell keeps at least one pixel.
 */
export function splitWithGap(total: number, parts: number, gap: number): { start: number; length: number }[] {
  assertPositiveInteger('total', total);
  assertPositiveInteger('parts', parts);
  if (!Number.isInteger(gap) || gap < 0) throw new RangeError(`gap must be a whole number of pixels, got ${gap}`);
  if (parts > total) throw new RangeError(`${parts} cells do not fit in ${total} pixels`);
  const usableGap = parts > 1 ? Math.min(gap, Math.floor((total - parts) / (parts - 1))) : 0;
  const cells = splitLength(total - usableGap * (parts - 1), parts);
  return cells.map((cell, i) => ({ start: cell.start + i * usableGap, length: cell.length }));
}

/** Height of a board drawn `renderWidth` wide that keeps the picture's aspect ratio (at least 1). */
export function renderHeightFor(imageWidth: number, imageHeight: number, renderWidth: number): number {
  assertPositive('imageWidth', imageWidth);
  assertPositive('imageHeight', imageHeight);
  assertPositiveInteger('renderWidth', renderWidth);
  return Math.max(1, Math.round((renderWidth * imageHeight) / imageWidth));
}

/** Rows needed to show `count` tiles `columns` wide (a partly filled last row counts). */
export function gridRows(count: number, columns: number): number {
  assertPositiveInteger('columns', columns);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number, got ${count}`);
  return Math.max(1, Math.ceil(count / columns));
}

/** Height of a board of letter blocks: rows of (near) square blocks. */
export function lettersBoardHeight(renderWidth: number, count: number, columns: number): number {
  assertPositiveInteger('renderWidth', renderWidth);
  return Math.max(1, Math.round((renderWidth * gridRows(count, columns)) / columns));
}

/** The screen cell of every position (cells[position]), row by row, with `gap` between cells. */
export function boardCells(width: number, height: number, columns: number, rows: number, gap = 0): Rect[] {
  const xs = splitWithGap(width, columns, gap);
  const ys = splitWithGap(height, rows, gap);
  const cells: Rect[] = [];
  for (const y of ys) for (const x of xs) cells.push({ x: x.start, y: y.start, width: x.length, height: y.length });
  return cells;
}

/** The position whose cell contains the point, or null for a gap or outside the board. */
export function positionAt(cells: readonly Rect[], x: number, y: number): number | null {
  const index = cells.findIndex((cell) => x >= cell.x && x < cell.x + cell.width && y >= cell.y && y < cell.y + cell.height);
  return index === -1 ? null : index;
}

/** Cuts a picture into columns x rows pieces and sizes each piece's home cell on a board `renderWidth` wide. */
export function sliceImage(input: SliceInput): SliceGeometry {
  const { imageWidth, imageHeight, columns, rows, renderWidth, gap = 0 } = input;
  assertPositiveInteger('imageWidth', imageWidth);
  assertPositiveInteger('imageHeight', imageHeight);
  if (columns > imageWidth || rows > imageHeight) throw new RangeError(`a ${imageWidth}x${imageHeight} picture cannot be cut into ${columns}x${rows} pieces`);
  const renderHeight = renderHeightFor(imageWidth, imageHeight, renderWidth);
  const sourceXs = splitLength(imageWidth, columns);
  const sourceYs = splitLength(imageHeight, rows);
  const cells = boardCells(renderWidth, renderHeight, columns, rows, gap);
  const pieces: PieceSlice[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const pieceId = row * columns + column;
      const source = { x: sourceXs[column], y: sourceYs[row], cell: cells[pieceId] };
      if (!source.x || !source.y || !source.cell) throw new RangeError(`no cell for piece ${pieceId}`);
      pieces.push({
        pieceId,
        sx: source.x.start,
        sy: source.y.start,
        sw: source.x.length,
        sh: source.y.length,
        cellWidth: source.cell.width,
        cellHeight: source.cell.height,
      });
    }
  }
  return { renderWidth, renderHeight, pieces };
}

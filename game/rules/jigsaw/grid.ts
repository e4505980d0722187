/**
 * A jigsaw's grid: pieces are numbered row by row from 0, like a swap board's
 * positions. Neighbours are the pieces that share an edge: the only pairs that
 * can ever be joined.
 */
export interface JigsawGrid {
  rows: number;
  columns: number;
}

export type Join = [number, number]; // two piece ids that were joined (mutable: the wire schema's tuples are)

export const pieceCount = (grid: JigsawGrid): number => grid.rows * grid.columns;
export const rowOf = (grid: JigsawGrid, piece: number): number => Math.floor(piece / grid.columns);
export const columnOf = (grid: JigsawGrid, piece: number): number => piece % grid.columns;

export function isPiece(grid: JigsawGrid, piece: number): boolean {
  return Number.isInteger(piece) && piece >= 0 && piece < pieceCount(grid);
}

/** The pieces sharing an edge with `piece`: above, right, below, left (those that exist). */
export function neighboursOf(grid: JigsawGrid, piece: number): number[] {
  const row = rowOf(grid, piece);
  const column = columnOf(grid, piece);
  const found: number[] = [];
  if (row > 0) found.push(piece - grid.columns);
  if (column < grid.columns - 1) found.push(piece + 1);
  if (row < grid.rows - 1) found.push(piece + grid.columns);
  if (column > 0) found.push(piece - 1);
  return found;
}

export function areNeighbours(grid: JigsawGrid, a: number, b: number): boolean {
  if (!isPiece(grid, a) || !isPiece(grid, b)) return false;
  const sameRow = rowOf(grid, a) === rowOf(grid, b);
  return (sameRow && Math.abs(a - b) === 1) || Math.abs(a - b) === grid.columns;
}

/** How many edges pieces share: the most joins a board can have. */
export const innerEdgeCount = (grid: JigsawGrid): number => grid.rows * (grid.columns - 1) + grid.columns * (grid.rows - 1);

/** How many flat sides a piece has: 0 inside, 1 on an edge, 2 in a corner (more only on a one-row grid). */
export function flatSides(grid: JigsawGrid, piece: number): number {
  return 4 - neighboursOf(grid, piece).length;
}

export const isEdgePiece = (grid: JigsawGrid, piece: number): boolean => flatSides(grid, piece) > 0;
export const isCornerPiece = (grid: JigsawGrid, piece: number): boolean => flatSides(grid, piece) >= 2;

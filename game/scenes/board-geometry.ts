/**
 * Board size and cells for a BoardTiles description, shared by the React host (mirror
 * buttons, skeleton) and the Phaser scene, so the accessible buttons lie exactly over
 * the drawn tiles. No Phaser import: the host loads this without the engine.
 */
import type { BoardTiles } from '../../client/game-host/types';
import { boardCells, gridRows, lettersBoardHeight, renderHeightFor, type Rect } from '../rules/slice';

export const DEFAULT_GAP = 2; // css px between tiles until solved (SPEC section 9)

export interface PictureSize {
  width: number;
  height: number;
}

export function tileCount(tiles: BoardTiles): number {
  return tiles.kind === 'image' ? tiles.columns * tiles.rows : tiles.letters.length;
}

export function gridOf(tiles: BoardTiles): { columns: number; rows: number } {
  return tiles.kind === 'image'
    ? { columns: tiles.columns, rows: tiles.rows }
    : { columns: tiles.columns, rows: gridRows(tiles.letters.length, tiles.columns) };
}

/** Gap actually drawn: none once solved, so the picture closes up. */
export function effectiveGap(state: { solved: boolean; gap?: number }): number {
  if (state.solved) return 0;
  const gap = state.gap ?? DEFAULT_GAP;
  return Number.isFinite(gap) && gap > 0 ? Math.round(gap) : 0;
}

/**
 * Board height for a width: a picture keeps its aspect ratio (square until its size is
 * known), letters make rows of square blocks.
 */
export function boardHeight(tiles: BoardTiles, picture: PictureSize | null, width: number): number {
  if (tiles.kind === 'letters') return lettersBoardHeight(width, tiles.letters.length, tiles.columns);
  return picture ? renderHeightFor(picture.width, picture.height, width) : width;
}

/** Cells of every position for a board `width` x `height` drawn with `gap`. */
export function cellsFor(tiles: BoardTiles, width: number, height: number, gap: number): Rect[] {
  const { columns, rows } = gridOf(tiles);
  return boardCells(width, height, columns, rows, gap).slice(0, tileCount(tiles));
}

/** Identity of what the tiles show: a new picture, grid or word needs a fresh scene. */
export function tilesKey(tiles: BoardTiles): string {
  return tiles.kind === 'image'
    ? `image|${tiles.columns}x${tiles.rows}|${tiles.imageUrl}`
    : `letters|${tiles.columns}|${tiles.letters.join('\u0001')}`;
}

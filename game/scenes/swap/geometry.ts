/**
 * Board size and cells for a SwapTiles description, shared by the React host
 * (mirror buttons, placeholder) and the scene, so the accessible buttons lie
 * exactly over the drawn tiles. No Phaser import: the host loads this without
 * the engine. Each kind of tile answers the same questions in one table.
 */
import { boardCells, gridRows, lettersBoardHeight, renderHeightFor, type Rect } from '../../rules/slice';
import type { SwapTiles } from './contract';

export const DEFAULT_GAP = 2; // css px between tiles until solved (SPEC section 9)

export interface PictureSize {
  width: number;
  height: number;
}

type TilesOf<K extends SwapTiles['kind']> = Extract<SwapTiles, { kind: K }>;

interface TileKindGeometry<T extends SwapTiles> {
  count(tiles: T): number;
  grid(tiles: T): { columns: number; rows: number };
  /** Board height for a width: a picture keeps its aspect ratio (square while no size is known), letters make square blocks. */
  height(tiles: T, picture: PictureSize | null, width: number): number;
  /** Identity of what the tiles show: a new picture, grid or word needs a fresh scene. */
  key(tiles: T): string;
}

const GEOMETRY: { [K in SwapTiles['kind']]: TileKindGeometry<TilesOf<K>> } = {
  image: {
    count: (tiles) => tiles.columns * tiles.rows,
    grid: (tiles) => ({ columns: tiles.columns, rows: tiles.rows }),
    height: (tiles, picture, width) => {
      const known = picture ?? tiles.size;
      return known ? renderHeightFor(known.width, known.height, width) : width;
    },
    key: (tiles) => `image|${tiles.columns}x${tiles.rows}|${tiles.imageUrl}`,
  },
  letters: {
    count: (tiles) => tiles.letters.length,
    grid: (tiles) => ({ columns: tiles.columns, rows: gridRows(tiles.letters.length, tiles.columns) }),
    height: (tiles, _picture, width) => lettersBoardHeight(width, tiles.letters.length, tiles.columns),
    key: (tiles) => `letters|${tiles.columns}|${tiles.letters.join('\u0001')}`,
  },
};

function geometryOf<T extends SwapTiles>(tiles: T): TileKindGeometry<T> {
  return GEOMETRY[tiles.kind] as unknown as TileKindGeometry<T>;
}

export const tileCount = (tiles: SwapTiles): number => geometryOf(tiles).count(tiles);
export const gridOf = (tiles: SwapTiles): { columns: number; rows: number } => geometryOf(tiles).grid(tiles);
export const tilesKey = (tiles: SwapTiles): string => geometryOf(tiles).key(tiles);
export const boardHeight = (tiles: SwapTiles, picture: PictureSize | null, width: number): number =>
  geometryOf(tiles).height(tiles, picture, width);

/** Gap actually drawn: none once solved, so the picture closes up. */
export function effectiveGap(state: { solved: boolean; gap?: number }): number {
  if (state.solved) return 0;
  const gap = state.gap ?? DEFAULT_GAP;
  return Number.isFinite(gap) && gap > 0 ? Math.round(gap) : 0;
}

/** Cells of every position for a board `width` x `height` drawn with `gap`. */
export function cellsFor(tiles: SwapTiles, width: number, height: number, gap: number): Rect[] {
  const { columns, rows } = gridOf(tiles);
  return boardCells(width, height, columns, rows, gap).slice(0, tileCount(tiles));
}

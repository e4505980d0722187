/**
 * The tiles of one board, built for a pixel size: each kind of tile in one table.
 * A tile set owns what it created (game objects, the picture's texture) and
 * destroys it all at once when the board is rebuilt for a new width.
 */
import type Phaser from 'phaser';
import { sliceImage } from '../../rules/slice';
import type { SwapTiles } from './contract';
import { createImageTile, createLetterTile, scaledPicture, type TileView } from './tiles';

export interface TileSet {
  views: TileView[]; // by piece id
  destroy(): void;
}

interface BuildInput<T extends SwapTiles> {
  scene: Phaser.Scene;
  tiles: T;
  picture: HTMLImageElement | null;
  width: number; // device px
  height: number;
  resolution: number;
}

type TilesOf<K extends SwapTiles['kind']> = Extract<SwapTiles, { kind: K }>;

let textureSerial = 0; // texture keys are global to the engine: each picture gets its own

const TILE_SETS: { [K in SwapTiles['kind']]: (input: BuildInput<TilesOf<K>>) => TileSet } = {
  image({ scene, tiles, picture, width, height, resolution }) {
    if (!picture) return { views: [], destroy() {} };
    const key = `board-picture-${++textureSerial}`;
    const texture = scene.textures.addCanvas(key, scaledPicture(picture, width, height));
    if (!texture) return { views: [], destroy() {} };
    // The scaled picture is the "image" being cut: its slices are 1:1 with the board.
    const geometry = sliceImage({ imageWidth: width, imageHeight: height, columns: tiles.columns, rows: tiles.rows, renderWidth: width });
    const views = geometry.pieces.map((piece) => {
      const frame = String(piece.pieceId);
      texture.add(frame, 0, piece.sx, piece.sy, piece.sw, piece.sh);
      return createImageTile(scene, key, frame, resolution);
    });
    return {
      views,
      destroy() {
        for (const view of views) view.container.destroy();
        scene.textures.remove(key);
      },
    };
  },
  letters({ scene, tiles, resolution }) {
    const views = tiles.letters.map((letter, pieceId) => createLetterTile(scene, letter, pieceId, resolution));
    return {
      views,
      destroy() {
        for (const view of views) view.container.destroy();
      },
    };
  },
};

export function buildTileSet<T extends SwapTiles>(input: BuildInput<T>): TileSet {
  const build = TILE_SETS[input.tiles.kind] as (input: BuildInput<T>) => TileSet;
  return build(input);
}

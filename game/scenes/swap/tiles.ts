/**
 * How one tile looks: a piece of the picture, or a coloured letter block. A tile is a
 * container centred on its cell (so a selected tile can grow around its middle); the
 * scene only moves containers and tells each tile its cell size and state.
 */
import type Phaser from 'phaser';
import type { Rect } from '../../rules/slice';

export interface TileLook {
  framed: boolean; // thin border while unsolved
  placed: boolean; // green: in place and the board highlights placed tiles
  selected: boolean; // yellow: the first pick of a swap
}

export interface TileView {
  readonly container: Phaser.GameObjects.Container;
  fit(cell: Rect): void; // resize to a cell (position is set by the scene)
  show(look: TileLook): void;
}

function sameLook(a: TileLook, b: TileLook): boolean {
  return a.framed === b.framed && a.placed === b.placed && a.selected === b.selected;
}

export const PLACED_COLOR = 0x16a34a;
export const SELECTED_COLOR = 0xfacc15;
const FRAME_COLOR = 0x1f1633;

/** Letter blocks cycle through these by home position (SPEC: five fixed colours). */
export const LETTER_COLORS = [0xe11d48, 0xf59e0b, 0x0ea5e9, 0x8b5cf6, 0x14b8a6] as const;

/** Centre of a cell, where a tile's container sits. */
export function cellCentre(cell: Rect): { x: number; y: number } {
  return { x: cell.x + cell.width / 2, y: cell.y + cell.height / 2 };
}

/** A piece of the picture; `frame` names its slice in the board texture. */
export function createImageTile(scene: Phaser.Scene, textureKey: string, frame: string, resolution: number): TileView {
  const image = scene.add.image(0, 0, textureKey, frame);
  const border = scene.add.graphics();
  const container = scene.add.container(0, 0, [image, border]);
  let size = { width: 1, height: 1 };
  let look: TileLook = { framed: true, placed: false, selected: false };

  const draw = () => {
    border.clear();
    const line = look.selected ? 4 : look.placed ? 3 : look.framed ? 1 : 0;
    if (line === 0) return;
    const width = line * resolution;
    const color = look.selected ? SELECTED_COLOR : look.placed ? PLACED_COLOR : FRAME_COLOR;
    border.lineStyle(width, color, look.selected || look.placed ? 1 : 0.35);
    // Drawn inside the tile so neighbours' borders never overlap.
    border.strokeRect(-size.width / 2 + width / 2, -size.height / 2 + width / 2, size.width - width, size.height - width);
  };

  return {
    container,
    fit(cell) {
      if (cell.width === size.width && cell.height === size.height) return;
      size = { width: cell.width, height: cell.height };
      image.setDisplaySize(cell.width, cell.height);
      draw();
    },
    show(next) {
      if (sameLook(look, next)) return;
      look = next;
      draw();
    },
  };
}

/** A rounded block with one big letter; its colour comes from its home position. */
export function createLetterTile(scene: Phaser.Scene, letter: string, pieceId: number, resolution: number): TileView {
  const block = scene.add.graphics();
  const text = scene.add
    .text(0, 0, letter, { fontFamily: '"Trebuchet MS", "Segoe UI", system-ui, sans-serif', fontStyle: 'bold', color: '#ffffff' })
    .setOrigin(0.5);
  const container = scene.add.container(0, 0, [block, text]);
  const ownColor = LETTER_COLORS[pieceId % LETTER_COLORS.length] ?? LETTER_COLORS[0];
  let size = { width: 1, height: 1 };
  let look: TileLook = { framed: true, placed: false, selected: false };

  const draw = () => {
    const inset = Math.max(2, Math.round(Math.min(size.width, size.height) * 0.04));
    const width = size.width - inset * 2;
    const height = size.height - inset * 2;
    const radius = Math.min(width, height) * 0.16;
    const fill = look.selected ? SELECTED_COLOR : look.placed ? PLACED_COLOR : ownColor;
    block.clear();
    block.fillStyle(0x000000, 0.18); // soft drop shadow gives the block depth
    block.fillRoundedRect(-width / 2, -height / 2 + 3 * resolution, width, height, radius);
    block.fillStyle(fill, 1);
    block.fillRoundedRect(-width / 2, -height / 2, width, height, radius);
    if (look.selected || look.placed) {
      block.lineStyle(3 * resolution, look.selected ? 0xa16207 : 0x14532d, 1);
      block.strokeRoundedRect(-width / 2, -height / 2, width, height, radius);
    }
    text.setColor(look.selected ? '#1f1633' : '#ffffff');
    text.setFontSize(Math.round(Math.min(width, height) * 0.58));
  };

  return {
    container,
    fit(cell) {
      if (cell.width === size.width && cell.height === size.height) return;
      size = { width: cell.width, height: cell.height };
      draw();
    },
    show(next) {
      if (sameLook(look, next)) return;
      look = next;
      draw();
    },
  };
}

/**
 * The picture drawn once at exactly the board's pixel size, so every tile is a 1:1
 * copy of its slice: crisp in WebGL and Canvas alike, without relying on mipmaps.
 */
export function scaledPicture(image: HTMLImageElement, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas context for the board picture');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, image.naturalWidth, image.naturalHeight, 0, 0, width, height);
  return canvas;
}

/**
 * How one tile looks: a piece of the picture, or a coloured letter block. A tile is a
 * container centred on its cell (so a selected tile can grow around its middle); the
 * scene only moves containers and tells each tile its cell size and state.
 */
import type Phaser from 'phaser';
import type { Rect } from '../../rules/slice';
import {
  FRAME_ALPHA,
  FRAME_COLOR,
  FRAME_WIDTH,
  LETTER_COLORS,
  LETTER_FONT,
  letterBlock,
  PLACED_COLOR,
  PLACED_EDGE,
  PLACED_WIDTH,
  SELECTED_COLOR,
  SELECTED_EDGE,
  SELECTED_WIDTH,
} from './look';

export interface TileLook {
  framed: boolean; // thin border while unsolved
  placed: boolean; // green: in place and the board highlights placed tiles
  selected: boolean; // yellow: the first pick of a swap
}

export interface TileView {
  readonly container: Phaser.GameObjects.Container;
  fit(cell: Rect): void; // resize to a cell (position is set by the scene)
  show(look: TileLook): void;
  readonly revision: number; // changes whenever fit() or show() changes the drawing
  paintedArea(): Rect; // what the tile paints at scale 1, around its container's position
}

const SHADOW_DROP = 3; // css px a letter block's shadow lies below it

export function sameLook(a: TileLook, b: TileLook): boolean {
  return a.framed === b.framed && a.placed === b.placed && a.selected === b.selected;
}

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
    const line = look.selected ? SELECTED_WIDTH : look.placed ? PLACED_WIDTH : look.framed ? FRAME_WIDTH : 0;
    if (line === 0) return;
    const width = line * resolution;
    const color = look.selected ? SELECTED_COLOR : look.placed ? PLACED_COLOR : FRAME_COLOR;
    border.lineStyle(width, color, look.selected || look.placed ? 1 : FRAME_ALPHA);
    // Drawn inside the tile so neighbours' borders never overlap.
    border.strokeRect(-size.width / 2 + width / 2, -size.height / 2 + width / 2, size.width - width, size.height - width);
  };

  let revision = 0;
  return {
    container,
    get revision() {
      return revision;
    },
    fit(cell) {
      if (cell.width === size.width && cell.height === size.height) return;
      size = { width: cell.width, height: cell.height };
      image.setDisplaySize(cell.width, cell.height);
      draw();
      revision += 1;
    },
    show(next) {
      if (sameLook(look, next)) return;
      look = next;
      draw();
      revision += 1;
    },
    paintedArea: () => ({ x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height }),
  };
}

/** A rounded block with one big letter; its colour comes from its home position. */
export function createLetterTile(scene: Phaser.Scene, letter: string, pieceId: number, resolution: number): TileView {
  const shape = scene.add.graphics();
  const text = scene.add
    .text(0, 0, letter, { fontFamily: LETTER_FONT, fontStyle: 'bold', color: '#ffffff' })
    .setOrigin(0.5);
  const container = scene.add.container(0, 0, [shape, text]);
  const ownColor = LETTER_COLORS[pieceId % LETTER_COLORS.length] ?? LETTER_COLORS[0];
  let size = { width: 1, height: 1 };
  let look: TileLook = { framed: true, placed: false, selected: false };

  const draw = () => {
    // Measured in CSS px like the DOM tiles, drawn at the scene's resolution.
    const measure = letterBlock(size.width / resolution, size.height / resolution);
    const inset = measure.inset * resolution;
    const width = size.width - inset * 2;
    const height = size.height - inset * 2;
    const radius = measure.radius * resolution;
    const fill = look.selected ? SELECTED_COLOR : look.placed ? PLACED_COLOR : ownColor;
    shape.clear();
    shape.fillStyle(0x000000, 0.18); // soft drop shadow gives the block depth
    shape.fillRoundedRect(-width / 2, -height / 2 + SHADOW_DROP * resolution, width, height, radius);
    shape.fillStyle(fill, 1);
    shape.fillRoundedRect(-width / 2, -height / 2, width, height, radius);
    if (look.selected || look.placed) {
      shape.lineStyle(3 * resolution, look.selected ? SELECTED_EDGE : PLACED_EDGE, 1);
      shape.strokeRoundedRect(-width / 2, -height / 2, width, height, radius);
    }
    text.setColor(look.selected ? '#1f1633' : '#ffffff');
    text.setFontSize(measure.fontSize * resolution);
  };

  let revision = 0;
  return {
    container,
    get revision() {
      return revision;
    },
    fit(cell) {
      if (cell.width === size.width && cell.height === size.height) return;
      size = { width: cell.width, height: cell.height };
      draw();
      revision += 1;
    },
    show(next) {
      if (sameLook(look, next)) return;
      look = next;
      draw();
      revision += 1;
    },
    // The block's drop shadow may reach a little below the cell, into the gap.
    paintedArea: () => ({ x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height + SHADOW_DROP * resolution }),
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

/**
 * The tiles at rest, drawn once into one texture under the live tiles. Phaser redraws
 * its whole display list every frame; with a hundred tiles (an image and a border
 * each) that was most of a swap's cost on a phone. Now a frame draws this one image
 * plus the few tiles that move or are picked. A resting tile is drawn into the texture
 * when it comes to rest or changes look, and cleared from it when it starts to move.
 */
import type Phaser from 'phaser';
import type { Rect } from '../../rules/slice';
import type { TileView } from './tiles';

let textureSerial = 0; // texture keys are global to the engine: each layer gets its own

interface Baked {
  area: Rect; // device px covered in the texture, whole pixels
  stamp: string; // where and how the tile was drawn: unchanged means nothing to redraw
}

export class StillLayer {
  private readonly key = `board-still-${++textureSerial}`;
  private readonly texture: Phaser.Textures.DynamicTexture;
  private readonly image: Phaser.GameObjects.Image;
  private readonly baked = new Map<number, Baked>(); // by piece id
  private clears: Rect[] = [];
  private draws: TileView[] = [];

  constructor(private readonly scene: Phaser.Scene, width: number, height: number) {
    const texture = scene.textures.addDynamicTexture(this.key, width, height);
    if (!texture) throw new Error('the board could not make its still layer');
    this.texture = texture;
    this.image = scene.add.image(0, 0, this.key).setOrigin(0, 0).setDepth(-1);
  }

  /** Takes a piece out of the texture: it is drawn live from now on. */
  lift(pieceId: number): void {
    const baked = this.baked.get(pieceId);
    if (!baked) return;
    this.clears.push(baked.area);
    this.baked.delete(pieceId);
  }

  /** Puts a resting tile (its container placed and at scale 1) into the texture, unless it is there already as it looks now. */
  rest(pieceId: number, tile: TileView): void {
    const { container } = tile;
    const stamp = `${tile.revision}@${container.x},${container.y}`;
    if (this.baked.get(pieceId)?.stamp === stamp) return;
    this.lift(pieceId);
    this.baked.set(pieceId, { area: wholePixels(tile.paintedArea(), container.x, container.y), stamp });
    this.draws.push(tile);
  }

  /** Applies the lifts and rests asked for since the last call: every clear before any drawing, so a tile never wipes one just drawn where it was. */
  update(): void {
    if (this.clears.length === 0 && this.draws.length === 0) return;
    for (const area of this.clears) this.texture.clear(area.x, area.y, area.width, area.height);
    // Drawn at its container's own position (the renderers disagree on what an x, y given here means).
    for (const tile of this.draws) this.texture.draw(tile.container);
    this.texture.render();
    this.clears = [];
    this.draws = [];
  }

  destroy(): void {
    this.image.destroy();
    this.scene.textures.remove(this.key);
  }
}

/** A tile's painted area placed at (x, y), grown to whole pixels so clearing it leaves no fringe. */
function wholePixels(area: Rect, x: number, y: number): Rect {
  const left = Math.floor(x + area.x);
  const top = Math.floor(y + area.y);
  return { x: left, y: top, width: Math.ceil(x + area.x + area.width) - left, height: Math.ceil(y + area.y + area.height) - top };
}

/**
 * What lies on the table under the pieces: the board's rectangle (a slightly darker
 * inlay with a light outline, so the eye finds where the picture goes) and the ghost
 * image, the picture itself, faint, in that rectangle.
 */
import type Phaser from 'phaser';
import type { JigsawGrid } from '../../rules/jigsaw/grid';

const GHOST_ALPHA = 0.25;
const OUTLINE_CSS_PX = 2;

export class TableLook {
  private readonly inlay: Phaser.GameObjects.Graphics;
  private readonly ghost: Phaser.GameObjects.Image;
  private readonly width: number; // world px
  private readonly height: number;

  constructor(scene: Phaser.Scene, pictureKey: string, grid: JigsawGrid, cellPx: number) {
    this.width = grid.columns * cellPx;
    this.height = grid.rows * cellPx;
    this.inlay = scene.add.graphics().setDepth(0);
    this.ghost = scene.add.image(0, 0, pictureKey).setOrigin(0, 0).setDisplaySize(this.width, this.height).setAlpha(GHOST_ALPHA).setDepth(0.5);
    this.ghost.setVisible(false);
  }

  get ghostShown(): boolean {
    return this.ghost.visible;
  }

  setGhost(shown: boolean): void {
    this.ghost.setVisible(shown);
  }

  /** Redraws the outline for the zoom (`scale`: css px per world px), so it stays the same thin line on screen. */
  setZoom(scale: number): void {
    const line = OUTLINE_CSS_PX / Math.max(scale, 1e-6);
    this.inlay.clear();
    this.inlay.fillStyle(0x000000, 0.16);
    this.inlay.fillRect(0, 0, this.width, this.height);
    this.inlay.lineStyle(line, 0xffffff, 0.55);
    this.inlay.strokeRect(-line / 2, -line / 2, this.width + line, this.height + line);
  }
}

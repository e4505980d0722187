/**
 * The pieces as Phaser images: one per piece, waiting off the scene (on Phaser's placeholder texture)
 * until its atlas page is drawn (atlas.ts), then on it, showing its frame of that page. Pages are
 * drawn a few at a time (stream), so a big board never blocks the page for long.
 */
import type Phaser from 'phaser';
import type { JigsawCut } from '../../rules/jigsaw/cut';
import { pieceCount } from '../../rules/jigsaw/grid';
import { PieceAtlas } from './atlas';

let serial = 0; // texture keys are global to the engine

export class PieceImages {
  readonly atlas: PieceAtlas;
  readonly images: Phaser.GameObjects.Image[];
  private readonly key = `jigsaw-atlas-${++serial}`;
  private readonly given: boolean[]; // per page: drawn and given to Phaser
  private spent = 0; // ms drawing pages

  /** `order`: the pieces to draw first come first (those on screen). */
  constructor(
    private readonly scene: Phaser.Scene,
    picture: HTMLImageElement,
    cut: JigsawCut,
    order: readonly number[],
  ) {
    this.atlas = new PieceAtlas(picture, cut, order);
    this.given = this.atlas.pages.map(() => false);
    // Made off the scene and added with their page (stream): adding 300 images to the display list
    // (its events, its depth sort) was a good part of what the first frame waited for.
    this.images = Array.from({ length: pieceCount(cut.grid) }, () => scene.make.image({ x: 0, y: 0 }, false).setVisible(false));
    scene.events.once('destroy', () => this.images.forEach((image) => image.displayList === null && image.destroy())); // those never added
  }

  get complete(): boolean {
    return this.given.every(Boolean);
  }

  /** Time spent drawing pages so far, ms. */
  get drawingMs(): number {
    return this.spent;
  }

  isDrawn(piece: number): boolean {
    return this.given[this.atlas.slotOf(piece).page] === true;
  }

  /** Draws pages for about `budget` ms (at least one, unless none is left) and gives their pieces their frames. */
  stream(budget: number): void {
    const started = performance.now();
    let drawn = 0;
    for (let page = 0; page < this.given.length; page++) {
      if (this.given[page]) continue;
      if (drawn > 0 && performance.now() - started > budget) break;
      this.atlas.drawPage(page);
      // A plain texture of the canvas: addCanvas would make a CanvasTexture, which reads every
      // pixel back (getImageData) on creation: a second at 4x CPU slowdown for 300 pieces.
      const key = `${this.key}-${page}`;
      const texture = this.scene.textures.addImage(key, this.atlas.pages[page] as unknown as HTMLImageElement);
      for (const piece of this.atlas.piecesOn(page)) {
        const slot = this.atlas.slotOf(piece);
        texture?.add(String(piece), 0, slot.x, slot.y, this.atlas.slotPx, this.atlas.slotPx);
        const image = this.images[piece];
        if (image) this.scene.add.existing(image.setTexture(key, String(piece)));
      }
      this.given[page] = true;
      drawn += 1;
    }
    this.spent += performance.now() - started;
  }

  /** The topmost drawn piece whose cell square holds `at` (cells), among those `wanted`. */
  topmostAt(at: { x: number; y: number }, cellPx: number, wanted: (piece: number) => boolean): number | null {
    let best: Phaser.GameObjects.Image | null = null;
    let bestPiece: number | null = null;
    this.images.forEach((image, piece) => {
      if (!wanted(piece) || !image.visible) return; // hidden, not drawn yet, or off screen
      if (Math.abs(at.x - image.x / cellPx) > 0.5 || Math.abs(at.y - image.y / cellPx) > 0.5) return;
      if (best === null || image.depth > best.depth) [best, bestPiece] = [image, piece];
    });
    return bestPiece;
  }

  /**
   * Draws only what can be seen: a piece not drawn yet, off the screen (world px times `scale`
   * minus `offset` is screen px) or not `wanted` (hidden by the view, lifted for a drag) is
   * hidden, as Phaser's Canvas renderer draws every visible object.
   */
  cull(scale: number, offset: { x: number; y: number }, screen: { width: number; height: number }, wanted: (piece: number) => boolean): void {
    const half = (this.atlas.slotPx * scale) / 2;
    this.images.forEach((image, piece) => {
      const x = image.x * scale - offset.x;
      const y = image.y * scale - offset.y;
      const onScreen = x > -half && y > -half && x < screen.width + half && y < screen.height + half;
      const visible = onScreen && this.isDrawn(piece) && wanted(piece);
      if (image.visible !== visible) image.setVisible(visible);
    });
  }
}

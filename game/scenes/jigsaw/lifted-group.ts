/**
 * A dragged group, lifted off the table: drawn once into a small canvas of its own laid
 * over the game's canvas, and moved with a CSS transform while the finger moves. The
 * browser's compositor moves it; the game's canvas is not redrawn at all during the drag
 * (its loop sleeps). Redrawing the whole table each frame, or even blitting it, cost a
 * phone at 4x CPU slowdown two frames per frame on a 300-piece board.
 */
import type { PieceAtlas } from './atlas';

export interface LiftedPiece {
  piece: number;
  x: number; // screen px (device) of its centre
  y: number;
  angle: number; // radians
}

export class LiftedGroup {
  private readonly canvas: HTMLCanvasElement;
  private origin = { x: 0, y: 0 }; // css px of the canvas' top left, before any move
  private moved = { x: 0, y: 0 }; // css px moved since lifted

  constructor(
    gameCanvas: HTMLCanvasElement,
    private readonly atlas: PieceAtlas,
    private readonly resolution: number,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.style.cssText =
      'position: absolute; left: 0; top: 0; pointer-events: none; z-index: 2; display: none; will-change: transform; width: auto; height: auto;';
    gameCanvas.style.zIndex = '1';
    gameCanvas.after(this.canvas); // after it, so a query for the board's canvas still finds the game's
  }

  get shown(): boolean {
    return this.canvas.style.display !== 'none';
  }

  /** Draws `pieces` (in drawing order) at `slotPx` device px a piece, and shows them where they are on screen. */
  lift(pieces: readonly LiftedPiece[], slotPx: number): void {
    const half = slotPx / 2;
    const left = Math.floor(Math.min(...pieces.map((p) => p.x)) - half);
    const top = Math.floor(Math.min(...pieces.map((p) => p.y)) - half);
    const right = Math.ceil(Math.max(...pieces.map((p) => p.x)) + half);
    const bottom = Math.ceil(Math.max(...pieces.map((p) => p.y)) + half);
    this.canvas.width = Math.max(1, right - left);
    this.canvas.height = Math.max(1, bottom - top);
    const context = this.canvas.getContext('2d');
    if (!context) return;
    for (const { piece, x, y, angle } of pieces) {
      const slot = this.atlas.slotOf(piece);
      this.atlas.drawPage(slot.page); // drawn by now, unless the drag began before the pieces had all streamed in
      context.setTransform(Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), x - left, y - top);
      context.drawImage(this.atlas.pages[slot.page] as HTMLCanvasElement, slot.x, slot.y, this.atlas.slotPx, this.atlas.slotPx, -half, -half, slotPx, slotPx);
    }
    context.setTransform(1, 0, 0, 1, 0, 0);
    this.origin = { x: left / this.resolution, y: top / this.resolution };
    this.moved = { x: 0, y: 0 };
    this.canvas.style.setProperty('width', `${this.canvas.width / this.resolution}px`, 'important');
    this.canvas.style.setProperty('height', `${this.canvas.height / this.resolution}px`, 'important');
    this.place();
    this.canvas.style.display = 'block';
  }

  /** Moves the lifted group by css px. */
  moveBy(dx: number, dy: number): void {
    this.moved = { x: this.moved.x + dx, y: this.moved.y + dy };
    this.place();
  }

  drop(): void {
    this.canvas.style.display = 'none';
  }

  destroy(): void {
    this.canvas.remove();
  }

  private place(): void {
    this.canvas.style.transform = `translate(${this.origin.x + this.moved.x}px, ${this.origin.y + this.moved.y}px)`;
  }
}

/**
 * Pieces settling to where the rules put them: a position and an angle eased from
 * where the piece was to where it belongs. Like the swap board's glides, these are
 * a start, an end and a clock moved on by the scene's step, not Phaser tweens: a
 * scatter starts hundreds at once and Phaser reads a whole configuration per tween.
 */
import type Phaser from 'phaser';

export interface Pose {
  x: number;
  y: number;
  angle: number; // radians
}

interface Glide {
  from: Pose;
  to: Pose;
  elapsed: number;
}

/** Eases out: fast away, a soft landing (a piece pulled into place). */
export const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;

/** Two angles (radians) that look the same. */
export const sameAngle = (a: number, b: number): boolean => Math.abs(Math.sin((a - b) / 2)) < 1e-3;

/** The same angle as `to`, but the nearest one to `from` (a quarter turn never spins the long way). */
function nearestAngle(from: number, to: number): number {
  const turn = Math.PI * 2;
  return to + Math.round((from - to) / turn) * turn;
}

export class PieceGlides {
  private readonly moving = new Map<Phaser.GameObjects.Image, Glide>();

  constructor(private readonly duration: number) {}

  get busy(): boolean {
    return this.moving.size > 0;
  }

  start(image: Phaser.GameObjects.Image, to: Pose): void {
    const from = { x: image.x, y: image.y, angle: image.rotation };
    this.moving.set(image, { from, to: { ...to, angle: nearestAngle(from.angle, to.angle) }, elapsed: 0 });
  }

  stop(image: Phaser.GameObjects.Image): void {
    this.moving.delete(image);
  }

  clear(): void {
    this.moving.clear();
  }

  /** Every glide lands at once. */
  finish(): void {
    this.advance(this.duration);
  }

  advance(delta: number): void {
    for (const [image, glide] of this.moving) {
      glide.elapsed += delta;
      const progress = Math.min(1, glide.elapsed / this.duration);
      const eased = easeOutCubic(progress);
      const { from, to } = glide;
      image.setPosition(from.x + (to.x - from.x) * eased, from.y + (to.y - from.y) * eased);
      image.setRotation(from.angle + (to.angle - from.angle) * eased);
      if (progress >= 1) this.moving.delete(image);
    }
  }
}

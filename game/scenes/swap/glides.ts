/**
 * Tiles gliding to their cells, eased like Phaser's 'Cubic.easeInOut'. Phaser's tween
 * builder reads a whole configuration for every tween: the two a swap starts were a third
 * of the scene's work in the step between the tap and the frame that shows it, on a slow
 * phone. A glide is a start, an end and a clock, moved on by the scene's step.
 */
import type Phaser from 'phaser';

interface Point {
  x: number;
  y: number;
}

interface Glide {
  from: Point;
  to: Point;
  elapsed: number; // ms
  done: () => void;
}

/** Phaser's Cubic.easeInOut: slow start, fast middle, slow landing. */
export function easeInOutCubic(t: number): number {
  const v = t * 2;
  if (v < 1) return 0.5 * v * v * v;
  const w = v - 2;
  return 0.5 * (w * w * w + 2);
}

export class Glides {
  private readonly moving = new Map<Phaser.GameObjects.Container, Glide>();

  constructor(private readonly duration: number) {}

  get busy(): boolean {
    return this.moving.size > 0;
  }

  /** Glides `container` from where it is now to `to`; `done` runs once it lands. A glide it was in is replaced. */
  start(container: Phaser.GameObjects.Container, to: Point, done: () => void): void {
    this.moving.set(container, { from: { x: container.x, y: container.y }, to, elapsed: 0, done });
  }

  /** Leaves `container` where it is now, without calling its glide's `done`. */
  stop(container: Phaser.GameObjects.Container): void {
    this.moving.delete(container);
  }

  /** Forgets every glide: their tiles are about to be destroyed. */
  clear(): void {
    this.moving.clear();
  }

  /** Moves every glide on by `delta` ms; one that lands is set exactly on its end and calls `done`. */
  advance(delta: number): void {
    for (const [container, glide] of this.moving) {
      glide.elapsed += delta;
      const progress = Math.min(1, glide.elapsed / this.duration);
      const eased = easeInOutCubic(progress);
      container.setPosition(glide.from.x + (glide.to.x - glide.from.x) * eased, glide.from.y + (glide.to.y - glide.from.y) * eased);
      if (progress < 1) continue;
      this.moving.delete(container);
      glide.done();
    }
  }
}

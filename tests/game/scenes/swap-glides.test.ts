import type Phaser from 'phaser';
import { describe, expect, it, vi } from 'vitest';
import { easeInOutCubic, Glides } from '../../../game/scenes/swap/glides';

/** What a glide touches of a Phaser container: its position. */
function tile(x: number, y: number): Phaser.GameObjects.Container {
  const fake = {
    x,
    y,
    setPosition(nextX: number, nextY: number) {
      fake.x = nextX;
      fake.y = nextY;
      return fake;
    },
  };
  return fake as unknown as Phaser.GameObjects.Container;
}

describe('tile glides', () => {
  it.each([
    { t: 0, eased: 0 },
    { t: 0.25, eased: 0.0625 },
    { t: 0.5, eased: 0.5 },
    { t: 0.75, eased: 0.9375 },
    { t: 1, eased: 1 },
  ])("ease like Phaser's Cubic.easeInOut: $t -> $eased", ({ t, eased }) => {
    expect(easeInOutCubic(t)).toBeCloseTo(eased, 10);
  });

  it('move a tile from where it is to its cell in the given time, then land exactly and say so once', () => {
    const glides = new Glides(200);
    const container = tile(0, 100);
    const done = vi.fn();
    glides.start(container, { x: 200, y: 0 }, done);
    expect(glides.busy).toBe(true);

    glides.advance(100);
    expect([container.x, container.y]).toEqual([100, 50]);
    expect(done).not.toHaveBeenCalled();

    glides.advance(150);
    expect([container.x, container.y]).toEqual([200, 0]);
    expect(done).toHaveBeenCalledTimes(1);
    expect(glides.busy).toBe(false);

    glides.advance(16);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('restart from the current place when a tile is sent elsewhere mid-glide', () => {
    const glides = new Glides(200);
    const container = tile(0, 0);
    const first = vi.fn();
    const second = vi.fn();
    glides.start(container, { x: 100, y: 0 }, first);
    glides.advance(100);
    glides.start(container, { x: 0, y: 100 }, second);
    glides.advance(200);
    expect([container.x, container.y]).toEqual([0, 100]);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('leave a stopped or cleared tile where it is, without landing it', () => {
    const glides = new Glides(200);
    const a = tile(0, 0);
    const b = tile(0, 0);
    const done = vi.fn();
    glides.start(a, { x: 100, y: 0 }, done);
    glides.start(b, { x: 100, y: 0 }, done);
    glides.advance(100);
    glides.stop(a);
    expect(glides.busy).toBe(true);
    glides.clear();
    expect(glides.busy).toBe(false);
    glides.advance(200);
    expect([a.x, b.x]).toEqual([50, 50]);
    expect(done).not.toHaveBeenCalled();
  });
});

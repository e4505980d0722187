import type { Random } from '../../../../game/rules/random';
import { between, num } from '../../../ai/offline/svg';
import { birds, cloud, columnSpots, HEIGHT, surfaceAt, WIDTH, type Profile } from './layers';
import type { Draw } from './details';
import type { Palette } from './palettes';

/** What crosses many tiles of a landscape: the things in the sky, and a stream winding into the distance. */

/**
 * Something in each of the two rows of sky tiles of every column: clouds and birds by day,
 * clouds among the stars at night, or `extra` (balloons); the sun's tile keeps to itself.
 */
export function skyline(random: Random, palette: Palette, horizon: number, sun: { x: number; y: number }, extra: Draw | null): string {
  let out = '';
  const bands: readonly [number, number][] = [
    [30, 100],
    [140, Math.max(150, horizon - 60)],
  ];
  for (const [top, bottom] of bands) {
    for (const x of columnSpots(random)) {
      const y = between(random, top, bottom);
      if (Math.abs(x - sun.x) < 100 && Math.abs(y - sun.y) < 90) continue;
      const roll = random();
      if (extra && roll < 0.5) out += extra(random, palette, x, y, between(random, 45, 75));
      else if (roll < 0.75 || palette.night) out += cloud(random, palette, x, y, between(random, 70, 130));
      else out += birds(random, palette.night ? palette.cloud : '#3b3b58', x, y);
    }
  }
  return out;
}

type Point = readonly [number, number];

function bezier(a: Point, b: Point, c: Point, d: Point, t: number): Point {
  const u = 1 - t;
  const mix = (i: 0 | 1) => u * u * u * a[i] + 3 * u * u * t * b[i] + 3 * u * t * t * c[i] + t * t * t * d[i];
  return [mix(0), mix(1)];
}

/**
 * A stream (or a sandy track, by its colour) from the bottom edge to the top of the far
 * land, wide in front and a thread in the distance, curving as an S: it crosses several
 * rows and columns of tiles, each at its own width and slant.
 */
export function stream(random: Random, colour: string, shine: string, far: Profile): string {
  const start: Point = [between(random, 220, WIDTH - 220), HEIGHT + 10];
  const endX = between(random, 120, WIDTH - 120);
  const end: Point = [endX, surfaceAt(far, endX) + 6];
  const swing = between(random, 160, 260) * (random() < 0.5 ? -1 : 1);
  const c1: Point = [start[0] + swing, HEIGHT - 140];
  const c2: Point = [end[0] - swing, end[1] + 90];
  const steps = 28;
  const left: string[] = [];
  const right: string[] = [];
  const middle: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [x, y] = bezier(start, c1, c2, end, t);
    const half = 80 * (1 - t) ** 1.3 + 2;
    left.push(`${num(x - half)} ${num(y)}`);
    right.unshift(`${num(x + half)} ${num(y)}`);
    if (i % 2 === 0) middle.push(`${num(x - half * 0.25)} ${num(y)}`);
  }
  return (
    `<path d="M${[...left, ...right].join('L')}Z" fill="${colour}"/>` +
    `<path d="M${middle.join('L')}" fill="none" stroke="${shine}" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round" stroke-dasharray="18 14"/>`
  );
}

import type { Random } from '../../../../game/rules/random';
import { starPath } from '../../../ai/offline/paths';
import { between, num } from '../../../ai/offline/svg';
import type { Palette } from './palettes';

/**
 * The big layers of a landscape, back to front: sky, sun or moon, stars, clouds, ridges,
 * water and hills. A tile puzzle needs every tile to look different, so what fills the sky
 * is spread across its whole width (one cloud, star cluster or flock per column) rather
 * than left to chance, and each band of land has its own colour and outline.
 */

export const WIDTH = 800;
export const HEIGHT = 600;
export const COLUMNS = 5; // the daily picture is a 5x5 board: one landmark per column of tiles

type Point = readonly [number, number];

/** A line of land from the left edge to the right: where its surface is at any x. */
export interface Profile {
  points: readonly Point[];
}

export function surfaceAt(profile: Profile, x: number): number {
  const { points } = profile;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] as Point;
    const [x1, y1] = points[i] as Point;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
  }
  return (points.at(-1) as Point)[1];
}

/** One x per column of tiles, jittered inside it, in a random order of columns. */
export function columnSpots(random: Random, margin = 30): number[] {
  const width = WIDTH / COLUMNS;
  return Array.from({ length: COLUMNS }, (_, column) => column * width + between(random, margin, width - margin));
}

export function sky(palette: Palette, horizon: number): string {
  const [top, bottom] = palette.sky;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.water[0]}"/><stop offset="1" stop-color="${palette.water[1]}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${num(horizon + 80)}" fill="url(#sky)"/>`
  );
}

/** The sun, or at night a crescent moon, with its glow. */
export function sun(palette: Palette, x: number, y: number, radius: number): string {
  const glow = `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 3.2)}" fill="url(#glow)"/>`;
  if (palette.night) {
    const bite = `<circle cx="${num(x + radius * 0.45)}" cy="${num(y - radius * 0.25)}" r="${num(radius * 0.85)}" fill="${palette.sky[0]}"/>`;
    return `${glow}<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${palette.sun}"/>${bite}`;
  }
  return `${glow}<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${palette.sun}"/>`;
}

/** Stars on a jittered grid over the sky: even the narrowest tile of sky has a few. */
export function stars(random: Random, palette: Palette, horizon: number): string {
  let out = '';
  const cell = 64;
  for (let y = 0; y < horizon - 40; y += cell) {
    for (let x = 0; x < WIDTH; x += cell) {
      if (random() < 0.25) continue;
      const size = between(random, 6, random() < 0.15 ? 26 : 14);
      const points = random() < 0.7 ? 4 : 5;
      out += `<path d="${starPath(size, points, points === 4 ? 0.3 : 0.45)}" transform="translate(${num(x + between(random, 0, cell))} ${num(y + between(random, 0, cell))})" fill="${palette.brights[Math.floor(random() * palette.brights.length)]}" fill-opacity="${num(between(random, 0.6, 1))}"/>`;
    }
  }
  return out;
}

/** A cumulus: a flat-bottomed row of overlapping puffs. */
export function cloud(random: Random, palette: Palette, x: number, y: number, width: number): string {
  const puffs = 4 + Math.floor(random() * 3);
  let out = `<g fill="${palette.cloud}" fill-opacity="${palette.night ? 0.55 : 0.92}">`;
  for (let i = 0; i < puffs; i++) {
    const t = puffs === 1 ? 0.5 : i / (puffs - 1);
    const r = width * between(random, 0.16, 0.26) * (1 - Math.abs(t - 0.5));
    out += `<circle cx="${num(x - width / 2 + t * width)}" cy="${num(y - r * 0.6)}" r="${num(r + width * 0.08)}"/>`;
  }
  return `${out}<rect x="${num(x - width / 2)}" y="${num(y - width * 0.08)}" width="${num(width)}" height="${num(width * 0.16)}" rx="${num(width * 0.08)}"/></g>`;
}

/** A few birds, each a pair of curved wings. */
export function birds(random: Random, colour: string, x: number, y: number): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const bx = x + between(random, -40, 40);
    const by = y + between(random, -20, 20);
    const s = between(random, 8, 14);
    out += `<path d="M${num(bx - s)} ${num(by)}q${num(s / 2)} ${num(-s * 0.7)} ${num(s)} 0q${num(s / 2)} ${num(-s * 0.7)} ${num(s)} 0" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linecap="round"/>`;
  }
  return out;
}

/** A profile through `count` points from edge to edge around `base`, each up to `rise` higher. */
export function profile(random: Random, base: number, rise: number, count: number): Profile {
  return {
    points: Array.from({ length: count + 1 }, (_, i): Point => [(WIDTH * i) / count, base - between(random, 0, rise)]),
  };
}

/** Jagged mountains: straight lines between peaks and valleys, with snow on the peaks when the palette has it. */
export function ridge(random: Random, palette: Palette, line: Profile, colour: string): string {
  const outline = line.points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L');
  let out = `<path d="M${outline}L${WIDTH} ${HEIGHT}L0 ${HEIGHT}Z" fill="${colour}"/>`;
  const snowy = palette.snow || random() < 0.5;
  line.points.forEach(([x, y], i) => {
    const [before, after] = [line.points[i - 1], line.points[i + 1]];
    if (!snowy || !before || !after || y > before[1] || y > after[1]) return; // caps only on peaks
    const cap = 0.22;
    const left: Point = [x + (before[0] - x) * cap, y + (before[1] - y) * cap];
    const right: Point = [x + (after[0] - x) * cap, y + (after[1] - y) * cap];
    out += `<path d="M${num(left[0])} ${num(left[1])}L${num(x)} ${num(y)}L${num(right[0])} ${num(right[1])}L${num((x + right[0]) / 2)} ${num(right[1] - 6)}L${num((x + left[0]) / 2)} ${num(left[1] + 4)}Z" fill="#ffffff" fill-opacity="0.9"/>`;
  });
  return out;
}

/**
 * The same line made smooth: curves through the midpoints between its points (quadratics with the
 * points as controls), sampled, so what stands on a hill stands on the outline that is drawn.
 */
export function smooth(line: Profile, steps = 10): Profile {
  const points = line.points;
  const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const out: Point[] = [points[0] as Point];
  let from = points[0] as Point;
  for (let i = 1; i < points.length; i++) {
    const control = points[i] as Point;
    const to = i === points.length - 1 ? control : mid(control, points[i + 1] as Point);
    for (let k = 1; k <= steps; k++) {
      const t = k / steps;
      const u = 1 - t;
      out.push([u * u * from[0] + 2 * u * t * control[0] + t * t * to[0], u * u * from[1] + 2 * u * t * control[1] + t * t * to[1]]);
    }
    from = to;
  }
  return { points: out };
}

/** Rolling hills between profile points, filled to the bottom edge. */
export function rolling(random: Random, base: number, rise: number, count: number): Profile {
  return smooth(profile(random, base, rise, count));
}

/** A band of land under its (already smooth) outline, filled to the bottom edge. */
export function hill(line: Profile, colour: string): string {
  const outline = line.points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L');
  return `<path d="M0 ${HEIGHT}L${outline}L${WIDTH} ${HEIGHT}Z" fill="${colour}"/>`;
}

/** Still water from the horizon down, with light on its ripples. */
export function water(random: Random, palette: Palette, top: number, bottom: number): string {
  let out = `<rect y="${num(top)}" width="${WIDTH}" height="${num(bottom - top)}" fill="url(#water)"/>`;
  for (let y = top + 10; y < bottom; y += between(random, 14, 24)) {
    for (let x = between(random, -40, 40); x < WIDTH; x += between(random, 90, 170)) {
      const length = between(random, 30, 80);
      out += `<path d="M${num(x)} ${num(y)}h${num(length)}" stroke="${palette.glow}" stroke-opacity="${num(between(random, 0.25, 0.6))}" stroke-width="2.5" stroke-linecap="round"/>`;
    }
  }
  return out;
}

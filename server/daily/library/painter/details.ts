import type { Random } from '../../../../game/rules/random';
import { blobPath, polygon } from '../../../ai/offline/paths';
import { drawMotif } from '../../../ai/offline/shapes';
import { between, num, pick, placed } from '../../../ai/offline/svg';
import type { Palette } from './palettes';

/** How every small thing is drawn: standing at (x, y), about `size` across. */
export type Draw = (random: Random, palette: Palette, x: number, y: number, size: number) => string;

/**
 * The small things of a landscape, each drawn standing at (x, y) (its foot) at a size:
 * trees, houses, boats, cacti, flowers and balloons. Sizes shrink towards the horizon, so
 * the same kind of thing on two tiles still tells them apart.
 */

/** A round tree: a trunk and a wobbly canopy with a lighter side. */
export function roundTree(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const canopy = pick(random, palette.trees);
  const trunk = `<rect x="${num(x - size * 0.07)}" y="${num(y - size * 0.5)}" width="${num(size * 0.14)}" height="${num(size * 0.5)}" fill="${palette.trunk}"/>`;
  const crown = `<path d="${blobPath(random, x, y - size * 0.72, size * 0.38)}" fill="${canopy}"/>`;
  const light = `<path d="${blobPath(random, x - size * 0.1, y - size * 0.8, size * 0.18)}" fill="#ffffff" fill-opacity="0.18"/>`;
  return trunk + crown + light;
}

/** A fir: three stacked tiers, snow-tipped in a snowy palette. */
export function pine(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const fill = pick(random, palette.trees);
  const tier = (top: number, bottom: number, half: number) =>
    polygon([
      [x, y - top * size],
      [x + half * size, y - bottom * size],
      [x - half * size, y - bottom * size],
    ]);
  const trunk = `<rect x="${num(x - size * 0.05)}" y="${num(y - size * 0.14)}" width="${num(size * 0.1)}" height="${num(size * 0.14)}" fill="${palette.trunk}"/>`;
  const body = `<path d="${tier(0.55, 0.12, 0.3)}${tier(0.8, 0.4, 0.23)}${tier(1, 0.64, 0.16)}" fill="${fill}"/>`;
  const snow = palette.snow ? `<path d="${tier(1, 0.86, 0.07)}" fill="#ffffff"/>` : '';
  return trunk + body + snow;
}

/** A cottage: walls, a pitched roof, a door and a window that glows at night. */
export function house(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const w = size;
  const h = size * 0.62;
  const walls = pick(random, palette.night ? ['#3b4a7a', '#4a3f6e'] : ['#fff4e0', '#ffe1c2', '#f7d6e0', '#e3f0ff']);
  const roof = pick(random, palette.night ? ['#1d2547', '#2a2150'] : ['#c0392b', '#8e44ad', '#2c6fbb', '#d35400']);
  const windowLight = palette.night ? '#ffd54f' : '#9fd3f7';
  return (
    `<rect x="${num(x - w / 2)}" y="${num(y - h)}" width="${num(w)}" height="${num(h)}" fill="${walls}"/>` +
    `<path d="${polygon([
      [x - w * 0.62, y - h],
      [x, y - h - size * 0.5],
      [x + w * 0.62, y - h],
    ])}" fill="${roof}"/>` +
    `<rect x="${num(x - w * 0.3)}" y="${num(y - h * 0.55)}" width="${num(w * 0.2)}" height="${num(h * 0.55)}" fill="${roof}" fill-opacity="0.85"/>` +
    `<rect x="${num(x + w * 0.08)}" y="${num(y - h * 0.7)}" width="${num(w * 0.24)}" height="${num(h * 0.3)}" fill="${windowLight}"/>`
  );
}

/** A sailing boat on the water: hull and two sails. */
export function boat(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const hull = pick(random, ['#8d5524', '#c0392b', '#2c3e50', '#ffffff']);
  const sail = pick(random, palette.brights);
  return (
    `<path d="${polygon([
      [x - size * 0.5, y - size * 0.16],
      [x + size * 0.5, y - size * 0.16],
      [x + size * 0.34, y],
      [x - size * 0.34, y],
    ])}" fill="${hull}"/>` +
    `<path d="${polygon([
      [x - size * 0.02, y - size * 0.2],
      [x - size * 0.02, y - size],
      [x - size * 0.42, y - size * 0.2],
    ])}" fill="${sail}"/>` +
    `<path d="${polygon([
      [x + size * 0.04, y - size * 0.2],
      [x + size * 0.04, y - size * 0.8],
      [x + size * 0.36, y - size * 0.2],
    ])}" fill="${sail}" fill-opacity="0.75"/>`
  );
}

/** A saguaro: a trunk with an arm on each side, rounded ends. */
export function cactus(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const fill = pick(random, ['#2e8b57', '#3a9d5d', '#267349']);
  const w = size * 0.18;
  const stroke = (d: string, width: number) => `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const armY = y - size * between(random, 0.45, 0.6);
  return (
    stroke(`M${num(x)} ${num(y)}V${num(y - size)}`, w) +
    stroke(`M${num(x)} ${num(armY)}h${num(-size * 0.26)}v${num(-size * 0.28)}`, w * 0.7) +
    stroke(`M${num(x)} ${num(armY + size * 0.12)}h${num(size * 0.24)}v${num(-size * 0.22)}`, w * 0.7) +
    (palette.night ? '' : `<circle cx="${num(x)}" cy="${num(y - size - w * 0.3)}" r="${num(w * 0.3)}" fill="${pick(random, palette.brights)}"/>`)
  );
}

/** A flower on a short stem, the card painter's motif. */
export function flower(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const stem = `<path d="M${num(x)} ${num(y)}v${num(-size * 0.9)}" stroke="${palette.trees[0]}" stroke-width="${num(Math.max(2, size * 0.08))}"/>`;
  const paint = { fill: pick(random, palette.brights), accent: '#ffcf33', opacity: 0.95 };
  return `${stem}<g transform="${placed(x, y - size * 0.9, between(random, -20, 20))}">${drawMotif('flower', size * 0.7, paint)}</g>`;
}

/** A balloon adrift in the sky, on its string. */
export function balloon(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const paint = { fill: pick(random, palette.brights), accent: palette.night ? '#ffffff' : '#555555', opacity: 0.95 };
  return `<g transform="${placed(x, y, between(random, -12, 12))}">${drawMotif('balloon', size, paint)}</g>`;
}

/** A snowflake falling, the card painter's motif. */
export function snowflake(random: Random, x: number, y: number, size: number): string {
  return `<g transform="${placed(x, y, between(random, 0, 60))}">${drawMotif('snowflake', size, { fill: '#ffffff', accent: '#ffffff', opacity: 0.85 })}</g>`;
}

/** A round bush of three puffs, with a few flowers on it in spring and summer palettes. */
export function bush(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const fill = pick(random, palette.trees);
  let out = '';
  for (const [dx, r] of [[-0.28, 0.3], [0.28, 0.28], [0, 0.38]] as const) out += `<circle cx="${num(x + dx * size)}" cy="${num(y - r * size)}" r="${num(r * size)}" fill="${fill}"/>`;
  out += `<circle cx="${num(x - size * 0.1)}" cy="${num(y - size * 0.5)}" r="${num(size * 0.12)}" fill="#ffffff" fill-opacity="0.18"/>`;
  if (!palette.night && !palette.snow) {
    for (let i = 0; i < 3; i++) out += `<circle cx="${num(x + between(random, -0.4, 0.4) * size)}" cy="${num(y - between(random, 0.15, 0.6) * size)}" r="${num(size * 0.06)}" fill="${pick(random, palette.brights)}"/>`;
  }
  return out;
}

/** A striped beach umbrella. */
export function umbrella(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const [a, b] = [pick(random, palette.brights), '#ffffff'];
  const r = size * 0.5;
  const top = y - size;
  let out = `<path d="M${num(x)} ${num(y)}V${num(top)}" stroke="#6d4c41" stroke-width="${num(Math.max(2, size * 0.05))}"/>`;
  for (let i = 0; i < 4; i++) {
    const [from, to] = [Math.PI + (i * Math.PI) / 4, Math.PI + ((i + 1) * Math.PI) / 4];
    out += `<path d="M${num(x)} ${num(top)}L${num(x + r * Math.cos(from))} ${num(top + r * Math.sin(from) * 0.7)}L${num(x + r * Math.cos(to))} ${num(top + r * Math.sin(to) * 0.7)}Z" fill="${i % 2 ? b : a}"/>`;
  }
  return out;
}

/** A boulder: a flattened blob with a lit top. */
export function rock(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const fill = palette.night ? '#2c3558' : pick(random, ['#a1887f', '#8d6e63', '#b0a08a']);
  const squash = `transform="translate(0 ${num(y * 0.3)}) scale(1 0.7)"`;
  const lit = `<path d="${blobPath(random, x - size * 0.08, y - size * 0.36, size * 0.18)}" fill="#ffffff" fill-opacity="0.22" ${squash}/>`;
  return `<path d="${blobPath(random, x, y - size * 0.25, size * 0.4)}" fill="${fill}" ${squash}/>${lit}`;
}

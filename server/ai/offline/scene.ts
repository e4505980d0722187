import type { Random } from '../../../game/rules/random';
import type { Look } from './looks';
import { blobPath } from './paths';
import { drawMotif, type Motif } from './shapes';
import { between, num, pick, placed, shuffled } from './svg';

/**
 * The picture behind the caption, in layers from back to front. A tile puzzle is only
 * solvable if every tile looks different, so each layer is spread over the whole
 * square on a jittered grid instead of scattered freely (which leaves clumps and gaps):
 * big colour regions tell the 3x3 tiles apart, motifs and confetti the 10x10 ones.
 */

export const CANVAS = 1024; // the SVG's own units; the PNG is scaled from it

function cells(count: number): { x: number; y: number; size: number }[] {
  const size = CANVAS / count;
  return Array.from({ length: count * count }, (_, i) => ({ x: (i % count) * size, y: Math.floor(i / count) * size, size }));
}

function background(random: Random, look: Look): string {
  const angle = between(random, 0, Math.PI * 2);
  const [x1, y1] = [0.5 - Math.cos(angle) / 2, 0.5 - Math.sin(angle) / 2];
  const [from, middle, to] = look.sky;
  const vignette = look.vignette
    ? `<radialGradient id="vignette" r="0.75"><stop offset="0.55" stop-color="${look.vignette}" stop-opacity="0"/><stop offset="1" stop-color="${look.vignette}" stop-opacity="0.7"/></radialGradient>`
    : '';
  return (
    `<defs><linearGradient id="sky" x1="${num(x1)}" y1="${num(y1)}" x2="${num(1 - x1)}" y2="${num(1 - y1)}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="0.5" stop-color="${middle}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${look.glow}" stop-opacity="0.85"/><stop offset="1" stop-color="${look.glow}" stop-opacity="0"/></radialGradient>` +
    `${vignette}</defs><rect width="${CANVAS}" height="${CANVAS}" fill="url(#sky)"/>`
  );
}

/** Pools of soft light, like sun through a window: depth without detail. */
function glows(random: Random): string {
  return Array.from({ length: 3 }, () => {
    const r = between(random, 220, 380);
    return `<circle cx="${num(between(random, 0, CANVAS))}" cy="${num(between(random, 0, CANVAS))}" r="${num(r)}" fill="url(#glow)"/>`;
  }).join('');
}

/** One big blob per third of the square, each in its own colour: the 3x3 tiles' landmarks. */
function regions(random: Random, look: Look): string {
  const colours = shuffled(random, look.washes);
  return cells(3)
    .map((cell, i) => {
      const cx = cell.x + cell.size / 2 + between(random, -80, 80);
      const cy = cell.y + cell.size / 2 + between(random, -80, 80);
      const radius = between(random, 150, 230);
      const fill = colours[i % colours.length];
      // Watercolour: the same wash three times, each a little off, so edges pool and overlap.
      const washes = look.watercolor ? 3 : 1;
      return Array.from({ length: washes }, (_, w) => {
        const shift = w * 26;
        return `<path d="${blobPath(random, cx + shift, cy - shift / 2, radius * (1 - w * 0.12))}" fill="${fill}" fill-opacity="${look.washOpacity}"/>`;
      }).join('');
    })
    .join('');
}

// Things that hang or stand look wrong tipped far over; the rest may tumble.
const UPRIGHT: ReadonlySet<Motif> = new Set(['balloon', 'bauble', 'heart', 'tree', 'hat']);

/** Motifs on a jittered 7x7 grid, then a few large ones: every small tile gets some detail. */
function motifLayer(random: Random, look: Look, motifs: readonly Motif[]): string {
  const placements = cells(7).map((cell) => ({
    x: cell.x + between(random, 0.2, 0.8) * cell.size,
    y: cell.y + between(random, 0.2, 0.8) * cell.size,
    size: between(random, 50, 104),
  }));
  for (let i = 0; i < 4; i++) placements.push({ x: between(random, 80, CANVAS - 80), y: between(random, 80, CANVAS - 80), size: between(random, 150, 210) });
  return placements
    .map(({ x, y, size }) => {
      const motif = pick(random, motifs);
      const upright = UPRIGHT.has(motif);
      const angle = upright ? between(random, -14, 14) : between(random, -40, 40);
      const paint = { fill: pick(random, look.shapes), accent: look.accent, opacity: Math.round(between(random, ...look.shapeOpacity) * 100) / 100 };
      return `<g transform="${placed(x, y, angle)}">${drawMotif(motif, size, paint)}</g>`;
    })
    .join('');
}

/** Confetti: many small bright bits, one per cell of a 16x16 grid, so not even a 10x10 tile is bare. */
function confetti(random: Random, look: Look): string {
  return cells(16)
    .map((cell) => {
      const x = cell.x + between(random, 0, cell.size);
      const y = cell.y + between(random, 0, cell.size);
      const fill = pick(random, look.shapes);
      const size = between(random, 10, 22);
      const kind = random();
      if (kind < 0.45) return `<rect x="${num(-size / 2)}" y="${num(-size / 4)}" width="${num(size)}" height="${num(size / 2)}" transform="${placed(x, y, between(random, 0, 180))}" fill="${fill}"/>`;
      if (kind < 0.8) return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size / 3)}" fill="${fill}"/>`;
      return `<path d="M${num(x)} ${num(y)}q${num(size / 2)} ${num(-size / 2)} ${num(size)} 0t${num(size)} 0" fill="none" stroke="${fill}" stroke-width="3" stroke-linecap="round"/>`;
    })
    .join('');
}

/** A double keyline around the edge, as on printed stationery. */
function frame(colour: string): string {
  const line = (inset: number, width: number) => `<rect x="${inset}" y="${inset}" width="${CANVAS - 2 * inset}" height="${CANVAS - 2 * inset}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
  return line(22, 6) + line(38, 2);
}

export function sceneSvg(random: Random, look: Look, motifs: readonly Motif[]): string {
  const vignette = look.vignette ? `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#vignette)"/>` : '';
  const border = look.frame ? frame(look.frame) : '';
  return background(random, look) + glows(random) + regions(random, look) + confetti(random, look) + motifLayer(random, look, motifs) + vignette + border;
}

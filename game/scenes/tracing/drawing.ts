/**
 * How a letter is drawn in the tracing box: the writing lines, a dotted guide for
 * each stroke, the strokes done in solid colour, and the next stroke's start dot
 * with an arrow along its first stretch. Sizes are fractions of the box, so the
 * letter looks the same in a 280 px box on a tablet and a 600 px one on a kiosk.
 */
import type Phaser from 'phaser';
import { pathLength, resample, type Point } from '../../rules/strokes/geometry';
import { GUIDES } from '../../rules/strokes/guides';

export const COLORS = {
  line: 0xc4b5fd, // the writing lines
  midline: 0xddd6fe,
  guideDots: 0xa8a3b8,
  done: 0x6d28d9,
  complete: 0x16a34a,
  ink: 0x0284c7,
  start: 0x16a34a,
  arrow: 0xf59e0b,
  demo: 0xf59e0b,
} as const;

/** Widths and radii as fractions of the box side. */
export const SIZES = { stroke: 0.055, ink: 0.06, guideDot: 0.012, guideSpacing: 0.035, startDot: 0.03, line: 0.006 } as const;

type Graphics = Phaser.GameObjects.Graphics;
const px = (point: Point, size: number) => ({ x: point.x * size, y: point.y * size });

/** A thick polyline with round joins and caps (Phaser's lines have neither): segments plus a disc at every point. */
export function thickLine(g: Graphics, points: readonly Point[], size: number, width: number, color: number, alpha = 1): void {
  const radius = (width * size) / 2;
  g.lineStyle(width * size, color, alpha);
  g.fillStyle(color, alpha);
  for (let i = 0; i < points.length; i++) {
    const here = px(points[i] as Point, size);
    if (i > 0) {
      const before = px(points[i - 1] as Point, size);
      g.lineBetween(before.x, before.y, here.x, here.y);
    }
    g.fillCircle(here.x, here.y, radius);
  }
}

/** The lines children write between: top and baseline solid, the midline dashed, the descender line faint. */
export function drawWritingLines(g: Graphics, size: number): void {
  const width = Math.max(1, SIZES.line * size);
  const margin = 0.04 * size;
  const solid = (y: number, color: number, alpha: number) => {
    g.lineStyle(width, color, alpha);
    g.lineBetween(margin, y * size, size - margin, y * size);
  };
  solid(GUIDES.top, COLORS.line, 0.9);
  solid(GUIDES.baseline, COLORS.line, 1);
  solid(GUIDES.descender, COLORS.line, 0.4);
  const dash = 0.03 * size;
  g.lineStyle(width, COLORS.midline, 1);
  for (let x = margin; x < size - margin; x += dash * 2) g.lineBetween(x, GUIDES.midline * size, Math.min(x + dash, size - margin), GUIDES.midline * size);
}

/** A stroke as a row of dots to trace over. */
export function drawDottedGuide(g: Graphics, stroke: readonly Point[], size: number): void {
  const count = Math.max(2, Math.round(pathLength(stroke) / SIZES.guideSpacing) + 1);
  g.fillStyle(COLORS.guideDots, 0.75);
  for (const point of resample(stroke, count)) g.fillCircle(point.x * size, point.y * size, SIZES.guideDot * size);
}

/** Where the next stroke starts (a green dot) and which way it goes (an arrowhead a little along it). */
export function drawStartAndArrow(g: Graphics, stroke: readonly Point[], size: number): void {
  const start = px(stroke[0] as Point, size);
  g.fillStyle(COLORS.start, 1);
  g.fillCircle(start.x, start.y, SIZES.startDot * size);
  g.fillStyle(0xffffff, 1);
  g.fillCircle(start.x, start.y, SIZES.startDot * size * 0.4);
  const length = pathLength(stroke);
  if (length < 0.05) return; // a dot has no direction
  const along = resample(stroke, Math.max(3, Math.round(length / 0.02)));
  const tipIndex = Math.min(along.length - 1, Math.max(2, Math.round(0.12 / 0.02)));
  const tip = px(along[tipIndex] as Point, size);
  const back = px(along[tipIndex - 2] as Point, size);
  const angle = Math.atan2(tip.y - back.y, tip.x - back.x);
  const head = 0.045 * size;
  const corner = (turn: number) => ({ x: tip.x - head * Math.cos(angle + turn), y: tip.y - head * Math.sin(angle + turn) });
  const left = corner(0.5);
  const right = corner(-0.5);
  g.fillStyle(COLORS.arrow, 1);
  g.fillTriangle(tip.x, tip.y, left.x, left.y, right.x, right.y);
}

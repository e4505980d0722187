import { distance, isDot, pathLength, pt, resample, type Point, type Stroke } from '../../../game/rules/strokes/geometry';
import type { Random } from '../../../game/rules/random';

/**
 * Strokes "recorded" from a pretend child, made deterministically from a seeded
 * random source: the matcher's tests feed these to it for every letter form.
 */

/** How far a sloppy stroke strays from the reference (drift + slow wander + fast tremor + jitter), and how far its ends run short or long. */
export const SLOPPY = { drift: 0.02, wander: 0.045, tremor: 0.008, jitter: 0.002, ends: 0.04 } as const;
export const SLOPPY_AMPLITUDE = SLOPPY.drift + SLOPPY.wander + SLOPPY.tremor + SLOPPY.jitter; // 0.075: ±25 px on a 340 px box, ±21 px on 280

const between = (random: Random, low: number, high: number) => low + (high - low) * random();

/** The point `s` along the path; before its start and past its end it carries on along the end's direction. */
export function pointAlong(path: readonly Point[], s: number): Point {
  const first = path[0] as Point;
  const second = path.find((point) => distance(point, first) > 1e-9) ?? first;
  const last = path[path.length - 1] as Point;
  const beforeLast = [...path].reverse().find((point) => distance(point, last) > 1e-9) ?? last;
  if (s <= 0) return extend(first, second, s);
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const length = distance(a, b);
    if (length > 0 && walked + length >= s) {
      const t = (s - walked) / length;
      return pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
    }
    walked += length;
  }
  return extend(last, beforeLast, walked - s);
}

/** From `from`, `by` along the direction from `from` to `towards` (negative: away from it). */
function extend(from: Point, towards: Point, by: number): Point {
  const length = distance(from, towards);
  if (length === 0) return from;
  return pt(from.x + ((towards.x - from.x) / length) * by, from.y + ((towards.y - from.y) / length) * by);
}

/**
 * A sloppy but right stroke: starts and ends up to SLOPPY.ends early or late,
 * points spaced unevenly (a hand that speeds up and slows down), the whole line
 * drifted a little to one side, wandering slowly and trembling. A dot becomes a
 * tap or dab of a few points near it.
 */
export function sloppyStroke(reference: Stroke, random: Random): Point[] {
  const length = pathLength(reference);
  const ends = Math.min(SLOPPY.ends, 0.1 * length);
  const from = between(random, -ends, ends);
  const to = length + between(random, -ends, ends);
  // A touch screen reports a moving finger every 3–15 px (0.01–0.04 of the box); a tap, a handful of times.
  const count = isDot(reference) ? 2 + Math.floor(random() * 5) : Math.max(8, Math.ceil(length / between(random, 0.01, 0.04)));
  const weights = Array.from({ length: count - 1 }, () => between(random, 0.2, 1.8));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const driftAngle = between(random, 0, 2 * Math.PI);
  const drift = between(random, 0, SLOPPY.drift);
  const wave = (amplitude: number, shortest: number, longest: number) => {
    const wavelength = between(random, shortest, longest);
    const phase = between(random, 0, 2 * Math.PI);
    return (s: number) => amplitude * Math.sin((2 * Math.PI * s) / wavelength + phase);
  };
  const wanderShare = random(); // how the slow wander splits between x and y, so it never exceeds SLOPPY.wander
  const wanderX = wave(SLOPPY.wander * Math.sqrt(wanderShare), 0.3, 0.8);
  const wanderY = wave(SLOPPY.wander * Math.sqrt(1 - wanderShare), 0.3, 0.8);
  const tremorShare = random();
  const tremorX = wave(SLOPPY.tremor * Math.sqrt(tremorShare), 0.06, 0.12);
  const tremorY = wave(SLOPPY.tremor * Math.sqrt(1 - tremorShare), 0.06, 0.12);
  let walked = 0;
  return Array.from({ length: count }, (_, i) => {
    if (i > 0) walked += weights[i - 1] as number;
    const s = from + ((to - from) * walked) / totalWeight;
    const on = pointAlong(reference, s);
    const jitterAngle = between(random, 0, 2 * Math.PI);
    const jitter = between(random, 0, SLOPPY.jitter);
    return pt(
      on.x + drift * Math.cos(driftAngle) + wanderX(s) + tremorX(s) + jitter * Math.cos(jitterAngle),
      on.y + drift * Math.sin(driftAngle) + wanderY(s) + tremorY(s) + jitter * Math.sin(jitterAngle),
    );
  });
}

export function reversedStroke(points: readonly Point[]): Point[] {
  return [...points].reverse();
}

export function shifted(points: readonly Point[], dx: number, dy: number): Point[] {
  return points.map((point) => pt(point.x + dx, point.y + dy));
}

/** A tap: one touch point, or two a hair apart. */
export function tap(at: Point, random: Random): Point[] {
  return random() < 0.5 ? [pt(at.x, at.y)] : [pt(at.x, at.y), pt(at.x + 0.003, at.y + 0.002)];
}

/** Zig-zags from side to side across the box, top to bottom. */
export function zigzagAcrossBox(random: Random): Point[] {
  const legs = 6 + Math.floor(random() * 5);
  return Array.from({ length: legs + 1 }, (_, i) => pt((i % 2 === 0 ? 0.1 : 0.9) + between(random, -0.05, 0.05), 0.15 + (0.7 * i) / legs + between(random, -0.03, 0.03)));
}

/** Scribbling back and forth over the reference itself, `passes` times (a dot: across it). */
export function backAndForth(reference: Stroke, passes: number): Point[] {
  const line = isDot(reference) ? [pt((reference[0] as Point).x - 0.05, (reference[0] as Point).y), pt((reference[0] as Point).x + 0.05, (reference[0] as Point).y)] : reference;
  const forward = resample(line, 40);
  const backward = reversedStroke(forward);
  return Array.from({ length: passes }, (_, pass) => (pass % 2 === 0 ? forward : backward).slice(pass === 0 ? 0 : 1)).flat();
}

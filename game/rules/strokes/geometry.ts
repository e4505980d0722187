/**
 * Points and polylines in the letter box, and the small helpers the stroke data
 * is written with. The box is a unit square: x 0 (left) .. 1 (right), y 0 (top)
 * .. 1 (bottom), as on screen. The tracing scene draws it square, so one unit
 * across is as long as one unit down and distances mean the same both ways.
 */
export interface Point {
  x: number;
  y: number;
}

/** A centre line in drawing order, at least 2 points (a dot: 2 points very close together). */
export type Stroke = readonly Point[];

/** A point, written short so the letter data reads as coordinates. */
export function pt(x: number, y: number): Point {
  return { x, y };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function pathLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1] as Point, points[i] as Point);
  return total;
}

/**
 * `count` points evenly spaced along the path, its first and last point kept.
 * How fast the line was drawn (how densely a device reported it) no longer
 * matters after this. A 1-point (or zero-length) input repeats that point; an
 * empty input gives an empty list.
 */
export function resample(points: readonly Point[], count: number): Point[] {
  const first = points[0];
  if (first === undefined || count < 1) return [];
  const total = pathLength(points);
  if (total === 0 || count === 1) return Array.from({ length: count }, () => ({ x: first.x, y: first.y }));
  const step = total / (count - 1);
  const result: Point[] = [{ x: first.x, y: first.y }];
  let segment = 1; // the segment points[segment - 1] → points[segment] holds the next sample
  let walked = 0; // path length up to points[segment - 1]
  for (let k = 1; k < count - 1; k++) {
    const target = k * step;
    let a = points[segment - 1] as Point;
    let b = points[segment] as Point;
    while (walked + distance(a, b) < target && segment < points.length - 1) {
      walked += distance(a, b);
      segment++;
      a = b;
      b = points[segment] as Point;
    }
    const length = distance(a, b);
    const t = length === 0 ? 0 : Math.min(1, (target - walked) / length);
    result.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  }
  const last = points[points.length - 1] as Point;
  result.push({ x: last.x, y: last.y });
  return result;
}

/** A straight segment. */
export function line(from: Point, to: Point): Point[] {
  return [pt(from.x, from.y), pt(to.x, to.y)];
}

/** Default arc density: one point every 7.5°, so a resampled arc is within 0.1% of the true curve. */
const DEGREES_PER_STEP = 7.5;

/**
 * An elliptical arc around (cx, cy) with radii rx, ry. Angles are in degrees on
 * screen: 0° = right, 90° = down, -90° = up, so growing angles run clockwise.
 * The angle goes linearly from `fromDegrees` to `toDegrees`, so the sign of the
 * difference is the direction: a child's "c" (counter-clockwise, from the upper
 * right round the left to the lower right) is arc(cx, cy, rx, ry, -45, -315).
 */
export function arc(cx: number, cy: number, rx: number, ry: number, fromDegrees: number, toDegrees: number, steps?: number): Point[] {
  const count = steps ?? Math.max(2, Math.ceil(Math.abs(toDegrees - fromDegrees) / DEGREES_PER_STEP));
  return Array.from({ length: count + 1 }, (_, i) => {
    const radians = ((fromDegrees + ((toDegrees - fromDegrees) * i) / count) * Math.PI) / 180;
    return pt(cx + rx * Math.cos(radians), cy + ry * Math.sin(radians));
  });
}

/** Chains segments into one stroke; a part that starts where the last one ended does not repeat that point. */
export function join(...parts: readonly Stroke[]): Point[] {
  const result: Point[] = [];
  for (const part of parts) {
    for (const point of part) {
      const last = result[result.length - 1];
      if (last && distance(last, point) < 1e-9) continue;
      result.push(pt(point.x, point.y));
    }
  }
  return result;
}

/** How far apart the two points of a dot are: enough to have a direction, far too little to trace. */
const DOT_SPAN = 0.004;
/** A stroke this short or shorter is a dot (the dots of i and j). */
export const DOT_MAX_LENGTH = 0.02;

/** A dot at (x, y): two points a hair apart, centred on it. */
export function dot(x: number, y: number): Point[] {
  return [pt(x, y - DOT_SPAN / 2), pt(x, y + DOT_SPAN / 2)];
}

export function isDot(stroke: Stroke): boolean {
  return stroke.length > 0 && pathLength(stroke) <= DOT_MAX_LENGTH;
}

/** The middle of a stroke's first and last point: where a dot is. */
export function centreOf(stroke: Stroke): Point {
  const first = stroke[0] ?? pt(0, 0);
  const last = stroke[stroke.length - 1] ?? first;
  return pt((first.x + last.x) / 2, (first.y + last.y) / 2);
}

import { distance, type Point } from './geometry';

/**
 * Measures of two paths the matcher compares. Everything here is in unit-box
 * units and pure; match.ts decides what the numbers mean.
 */

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + dx * t), p.y - (a.y + dy * t));
}

/** How far a point is from the nearest place on a path (its whole polyline, not just its vertices). */
export function distanceToPath(p: Point, path: readonly Point[]): number {
  const first = path[0];
  if (first === undefined) return Infinity;
  let nearest = distance(p, first);
  for (let i = 1; i < path.length; i++) nearest = Math.min(nearest, distanceToSegment(p, path[i - 1] as Point, path[i] as Point));
  return nearest;
}

/** The mean distance between the i-th points of two equally long point lists: small only when they run the same way. */
export function meanPairDistance(a: readonly Point[], b: readonly Point[]): number {
  const count = Math.min(a.length, b.length);
  if (count === 0) return Infinity;
  let total = 0;
  for (let i = 0; i < count; i++) total += distance(a[i] as Point, b[i] as Point);
  return total / count;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Wobble smaller than this (about 6–8 px on a 280–400 px box) is smoothed away
 * before turns are counted: a finger's tremor and the pixel it rolls back on
 * lifting are not turns; the legs of a zig-zag and the point of a V are.
 */
const SIMPLIFY_TOLERANCE = 0.02;
/** A turn sharper than 120° is a turn back: the point of a V or W, a cusp, each leg of a zig-zag. */
const TURN_BACK_COS = Math.cos((120 * Math.PI) / 180);
/** A turn spread over this much path (about 17–24 px: a fingertip's turning circle) is one turn: the rounded tip of a hairpin. */
const HAIRPIN_TIP = 0.06;

/** Ramer–Douglas–Peucker: the fewest of the points that keep the path within `tolerance` of the original. */
export function simplify(points: readonly Point[], tolerance: number): Point[] {
  if (points.length < 3) return points.slice();
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = true;
  keep[points.length - 1] = true;
  const spans: [number, number][] = [[0, points.length - 1]];
  for (let span = spans.pop(); span; span = spans.pop()) {
    const [from, to] = span;
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = from + 1; i < to; i++) {
      const away = distanceToSegment(points[i] as Point, points[from] as Point, points[to] as Point);
      if (away > farthestDistance) {
        farthest = i;
        farthestDistance = away;
      }
    }
    if (farthest < 0) farthest = turnAlongChord(points, from, to, tolerance);
    if (farthest < 0) continue;
    keep[farthest] = true;
    spans.push([from, farthest], [farthest, to]);
  }
  return points.filter((_, i) => keep[i]);
}

/**
 * Plain Ramer–Douglas–Peucker keeps nothing of a path that runs back along its
 * own line (every point is on the chord): this finds where it turns, the point
 * it had got farthest to along the chord before going back more than
 * `tolerance`, or -1 when it never goes back.
 */
function turnAlongChord(points: readonly Point[], from: number, to: number, tolerance: number): number {
  const start = points[from] as Point;
  const end = points[to] as Point;
  const length = distance(start, end);
  if (length === 0) return -1; // then any point away from it was already farthest from the chord
  const ux = (end.x - start.x) / length;
  const uy = (end.y - start.y) / length;
  let furthest = from;
  let furthestAlong = 0;
  for (let i = from + 1; i < to; i++) {
    const point = points[i] as Point;
    const along = (point.x - start.x) * ux + (point.y - start.y) * uy;
    if (along > furthestAlong) {
      furthest = i;
      furthestAlong = along;
    } else if (along < furthestAlong - tolerance) {
      return furthest === from ? -1 : furthest;
    }
  }
  return -1;
}

const turnsSharply = (a: Point, b: Point, c: Point, d: Point): boolean => {
  const ux = b.x - a.x;
  const uy = b.y - a.y;
  const vx = d.x - c.x;
  const vy = d.y - c.y;
  const norms = Math.hypot(ux, uy) * Math.hypot(vx, vy);
  return norms > 0 && (ux * vx + uy * vy) / norms < TURN_BACK_COS;
};

/**
 * How many times a path turns back on itself (more than 120°), after the
 * wobble is smoothed away. The direction into each corner is compared with the
 * direction out of it and out of the next corners up to HAIRPIN_TIP along, so
 * a hairpin whose tip is rounded into several milder corners counts once.
 */
export function turnsBack(points: readonly Point[]): number {
  const corners = simplify(points, SIMPLIFY_TOLERANCE);
  let turns = 0;
  for (let k = 1; k + 1 < corners.length; k++) {
    const before = corners[k - 1] as Point;
    const at = corners[k] as Point;
    let around = 0; // path from `at` to the corner whose way out is being compared
    for (let j = k; j + 1 < corners.length && around <= HAIRPIN_TIP; j++) {
      if (turnsSharply(before, at, corners[j] as Point, corners[j + 1] as Point)) {
        turns++;
        k = j; // the corners of this turn are used up
        break;
      }
      around += distance(corners[j] as Point, corners[j + 1] as Point);
    }
  }
  return turns;
}

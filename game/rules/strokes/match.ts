import { centreOf, distance, isDot, pathLength, resample, type Point, type Stroke } from './geometry';
import { distanceToPath, mean, meanPairDistance, turnsBack } from './measure';

/**
 * Is what a child drew the stroke we asked for? Both paths are resampled to
 * RESAMPLE_COUNT points evenly spaced along their length (so drawing speed and
 * device sampling do not matter), then judged in this order, the first failure
 * giving the reason the scene can explain:
 *
 *  1. too-short: a tap (shorter than `tapLength` and under half the reference).
 *  2. scribble: far longer than the reference (`maxLengthRatio`), or turning back
 *     on itself more than `extraTurnsBack` times beyond the turns the reference has.
 *  3. off-path: the drawn points are not on the reference line, whichever way
 *     they run: their mean distance from it over `meanDistance` or any point over
 *     `maxDistance` (elsewhere in the box, or another shape).
 *  4. reversed: on the line, but point i lies nearer point i of the REVERSED
 *     reference than of the reference: drawn from the end to the start.
 *  5. wrong-start: on the line and the right way, but started more than
 *     `startRadius` from the start dot (began part-way along).
 *  6. too-short: stopped early, so some of the reference is more than `endRadius`
 *     from anything drawn (half a line).
 *  7. it ended more than `endRadius` from the end: too-short when it is shorter
 *     than the reference (a "c" drawn for an "o"), otherwise off-path (it went
 *     to the end and back along the line).
 * A dot (the dots of i and j) is matched by a tap or a tiny stroke on it instead.
 */
export type StrokeVerdict =
  | { ok: true; score: number } // score 0..1 (1 = perfect) for feedback
  | { ok: false; reason: 'too-short' | 'reversed' | 'wrong-start' | 'off-path' | 'scribble' };

export type MissReason = Extract<StrokeVerdict, { ok: false }>['reason'];

/**
 * How forgiving the matcher is, in unit-box units (1 = the box's height). The
 * numbers are set for small fingers: the lesson draws the box 280–400 CSS px
 * tall on a tablet, so 0.01 is about 3–4 px, and a child's finger wanders
 * ±15–25 px (±0.04–0.09) around the line while tracing, and lands up to about
 * half a fingertip (~20 px) from where it aimed.
 */
export interface MatchTolerance {
  tapLength: number; // shorter than this (and under half the reference) is a tap, not a trace
  meanDistance: number; // the drawn points' mean distance from the reference line may not exceed this
  maxDistance: number; // no drawn point may be farther than this from the reference line
  startRadius: number; // the first point must be this close to the reference's start
  endRadius: number; // every part of the reference, its end included, must be this close to the drawn path
  maxLengthRatio: number; // a drawn path longer than this many times the reference is a scribble
  extraTurnsBack: number; // more sharp turns back than the reference has, beyond this many, is a scribble
  dotRadius: number; // a dot: every drawn point within this of it
  dotMaxLength: number; // a dot: drawn no longer than this (a dab or a tiny circle)
}

export const DEFAULT_TOLERANCE: MatchTolerance = {
  tapLength: 0.05, // 14–20 px: a tap, or a finger resting and rolling, travels less than this
  meanDistance: 0.07, // 20–28 px: a wobbly child (±20 px) averages well inside; a line drawn a finger-width to the side does not
  maxDistance: 0.12, // 34–48 px: the worst ±25 px wander at the 280 px box still passes; a shape 0.3 away never does
  startRadius: 0.12, // 34–48 px: about a child's fingertip around the start dot
  endRadius: 0.15, // 42–60 px: stopping a little short (or overshooting) is fine; half a stroke is not
  maxLengthRatio: 2.5, // a wobbly trace is at most ~1.5x the reference; back-and-forth scribbling is 3x and more
  extraTurnsBack: 2, // one or two hesitations back and forth are forgiven; a zig-zag has many
  dotRadius: 0.1, // 28–40 px: a fingertip-sized target around the dot
  dotMaxLength: 0.2, // 56–80 px: a dab, a short smear or a tiny circle is a dot; a line is not
};

/** Points both paths are resampled to: enough that every letter's curves keep their shape (a full "o" every 11°). */
export const RESAMPLE_COUNT = 32;

const miss = (reason: MissReason): StrokeVerdict => ({ ok: false, reason });
/** A score for feedback: 0..1, in hundredths (finer would be noise). */
const score = (value: number) => Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;

export function matchStroke(drawn: readonly Point[], reference: Stroke, tolerance: MatchTolerance = DEFAULT_TOLERANCE): StrokeVerdict {
  if (drawn.length === 0 || reference.length === 0) return miss('too-short');
  if (isDot(reference)) return matchDot(drawn, reference, tolerance);

  const drawnLength = pathLength(drawn);
  const referenceLength = pathLength(reference);
  if (drawnLength < tolerance.tapLength && drawnLength < referenceLength / 2) return miss('too-short');
  if (drawnLength > tolerance.maxLengthRatio * referenceLength) return miss('scribble');
  if (turnsBack(drawn) > turnsBack(reference) + tolerance.extraTurnsBack) return miss('scribble');

  const sampled = resample(drawn, RESAMPLE_COUNT);
  const target = resample(reference, RESAMPLE_COUNT);
  // The mean is over evenly spaced samples (a slow, dense stretch does not weigh more); the
  // maximum also looks at the drawn points themselves so a sharp excursion is never skipped.
  const away = sampled.map((point) => distanceToPath(point, reference));
  const meanAway = mean(away);
  const maxAway = Math.max(...away, ...drawn.map((point) => distanceToPath(point, reference)));
  if (meanAway > tolerance.meanDistance || maxAway > tolerance.maxDistance) return miss('off-path');

  if (meanPairDistance(sampled, [...target].reverse()) < meanPairDistance(sampled, target)) return miss('reversed');
  if (distance(sampled[0] as Point, target[0] as Point) > tolerance.startRadius) return miss('wrong-start');

  const gap = Math.max(...target.map((point) => distanceToPath(point, drawn)));
  if (gap > tolerance.endRadius) return miss('too-short');
  if (distance(sampled[sampled.length - 1] as Point, target[target.length - 1] as Point) > tolerance.endRadius) {
    return miss(drawnLength < referenceLength ? 'too-short' : 'off-path');
  }

  // 1 on the line, 0.5 at the mean-distance limit, never below 0.
  return { ok: true, score: score(1 - meanAway / (2 * tolerance.meanDistance)) };
}

/** A dot is hit by a tap, a dab or a tiny circle on it; a line through it or a tap elsewhere is not. */
function matchDot(drawn: readonly Point[], reference: Stroke, tolerance: MatchTolerance): StrokeVerdict {
  const centre = centreOf(reference);
  if (pathLength(drawn) > tolerance.dotMaxLength) return miss(turnsBack(drawn) > tolerance.extraTurnsBack ? 'scribble' : 'off-path');
  const farthest = Math.max(...drawn.map((point) => distance(point, centre)));
  if (farthest > tolerance.dotRadius) return miss('off-path');
  return { ok: true, score: score(1 - farthest / (2 * tolerance.dotRadius)) };
}

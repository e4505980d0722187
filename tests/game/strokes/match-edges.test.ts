import { describe, expect, it } from 'vitest';
import { arc, dot, line, pt, type Point, type Stroke } from '../../../game/rules/strokes/geometry';
import { GUIDES } from '../../../game/rules/strokes/guides';
import { letterForm } from '../../../game/rules/strokes/index';
import { DEFAULT_TOLERANCE, matchStroke, type StrokeVerdict } from '../../../game/rules/strokes/match';

/**
 * Hand-made strokes just inside and just outside each tolerance, against a
 * straight line down the middle of the box (0.6 long) or a dot: the limits are
 * where DEFAULT_TOLERANCE says they are.
 */
const TOP = 0.2;
const BOTTOM = 0.8;
const LINE = line(pt(0.5, TOP), pt(0.5, BOTTOM));
const DOT = dot(0.5, 0.3);
const OK = expect.objectContaining({ ok: true });
const miss = (reason: Extract<StrokeVerdict, { ok: false }>['reason']) => ({ ok: false, reason });

/** Down the line from y = from to y = to (upwards when to < from), `x` across. */
const down = (from: number, to: number, x = 0.5): Point[] => line(pt(x, from), pt(x, to));
/** Down the whole line with one point pushed `out` sideways at the middle, 0.2 wide. */
const withBulge = (out: number): Point[] => [pt(0.5, TOP), pt(0.5, 0.4), pt(0.5 + out, 0.5), pt(0.5, 0.6), pt(0.5, BOTTOM)];
/** Down the whole line, then back up and down again `legs` times, `back` each time. */
const thereAndBack = (back: number, legs: number): Point[] => {
  const points = down(TOP, BOTTOM);
  for (let leg = 0; leg < legs; leg++) points.push(pt(0.5, leg % 2 === 0 ? BOTTOM - back : BOTTOM));
  return points;
};
/** A small circle drawn round the dot. */
const ring = (radius: number): Point[] => arc(0.5, 0.3, radius, radius, -90, 270);

describe('the tolerance, just inside and just outside', () => {
  it.each([
    { name: 'a line drawn alongside, mean distance 0.065 (inside 0.07)', drawn: down(TOP, BOTTOM, 0.565), verdict: OK },
    { name: 'a line drawn alongside, mean distance 0.075', drawn: down(TOP, BOTTOM, 0.575), verdict: miss('off-path') },
    { name: 'a bulge 0.115 out (inside maxDistance 0.12)', drawn: withBulge(0.115), verdict: OK },
    { name: 'a bulge 0.125 out', drawn: withBulge(0.125), verdict: miss('off-path') },
    { name: 'a start 0.11 down the line (inside startRadius 0.12)', drawn: down(TOP + 0.11, BOTTOM), verdict: OK },
    { name: 'a start 0.13 down the line', drawn: down(TOP + 0.13, BOTTOM), verdict: miss('wrong-start') },
    { name: 'a start 0.11 above the line (overshooting the start dot)', drawn: down(TOP - 0.11, BOTTOM), verdict: OK },
    { name: 'stopping 0.14 before the end (inside endRadius 0.15)', drawn: down(TOP, BOTTOM - 0.14), verdict: OK },
    { name: 'stopping 0.16 before the end', drawn: down(TOP, BOTTOM - 0.16), verdict: miss('too-short') },
    { name: 'a slip of 0.045 far away (under tapLength 0.05)', drawn: line(pt(0.1, 0.1), pt(0.145, 0.1)), verdict: miss('too-short') },
    { name: 'a slip of 0.055 far away', drawn: line(pt(0.1, 0.1), pt(0.155, 0.1)), verdict: miss('off-path') },
    { name: 'back over 0.7 and down again: 2.4 times as long (under maxLengthRatio 2.5)', drawn: thereAndBack(0.7 * 0.6, 2), verdict: OK },
    { name: 'back over 0.8 and down again: 2.6 times as long', drawn: thereAndBack(0.8 * 0.6, 2), verdict: miss('scribble') },
    { name: 'turning back twice (extraTurnsBack 2)', drawn: thereAndBack(0.15, 2), verdict: OK },
    { name: 'turning back three times', drawn: thereAndBack(0.15, 3), verdict: miss('scribble') },
    { name: 'to the end and back up 0.3 along the line', drawn: thereAndBack(0.3, 1), verdict: miss('off-path') },
    { name: 'the line drawn upwards', drawn: down(BOTTOM, TOP), verdict: miss('reversed') },
    { name: 'the top half drawn upwards', drawn: down(0.5, TOP), verdict: miss('reversed') },
  ])('a straight line down: $name', ({ drawn, verdict }) => {
    expect(matchStroke(drawn, LINE)).toEqual(verdict);
  });

  it.each([
    { name: 'a tap 0.09 from the dot (inside dotRadius 0.1)', drawn: [pt(0.59, 0.3)], verdict: OK },
    { name: 'a tap 0.11 from the dot', drawn: [pt(0.61, 0.3)], verdict: miss('off-path') },
    { name: 'a tap 0.09 below the dot', drawn: [pt(0.5, 0.39)], verdict: OK },
    { name: 'a tiny circle 0.19 round (under dotMaxLength 0.2)', drawn: ring(0.03), verdict: OK },
    { name: 'a circle 0.22 round', drawn: ring(0.035), verdict: miss('off-path') },
    { name: 'a short line across it', drawn: line(pt(0.45, 0.3), pt(0.55, 0.3)), verdict: OK },
    { name: 'scribbling across it', drawn: [0, 1, 2, 3, 4, 5].map((i) => pt(i % 2 === 0 ? 0.46 : 0.54, 0.3)), verdict: miss('scribble') },
  ])('a dot: $name', ({ drawn, verdict }) => {
    expect(matchStroke(drawn, DOT)).toEqual(verdict);
  });

  it.each([
    { name: 'no points at all', drawn: [] as Point[], reference: LINE },
    { name: 'one point at the start', drawn: [pt(0.5, TOP)], reference: LINE },
    { name: 'no points on a dot', drawn: [] as Point[], reference: DOT },
  ])('$name is too short', ({ drawn, reference }) => {
    expect(matchStroke(drawn, reference)).toEqual(miss('too-short'));
  });

  it('a tolerance passed in is the one used', () => {
    const drawn = down(TOP, BOTTOM, 0.575);
    expect(matchStroke(drawn, LINE)).toEqual(miss('off-path'));
    expect(matchStroke(drawn, LINE, { ...DEFAULT_TOLERANCE, meanDistance: 0.08 })).toMatchObject({ ok: true });
  });

  it('scores a trace on the line 1 and one at the mean-distance limit about 0.5', () => {
    expect(matchStroke(down(TOP, BOTTOM), LINE)).toEqual({ ok: true, score: 1 });
    const verdict = matchStroke(down(TOP, BOTTOM, 0.5 + DEFAULT_TOLERANCE.meanDistance - 0.001), LINE);
    expect(verdict.ok && verdict.score).toBeCloseTo(0.5, 1);
  });
});

describe('what children draw in real letters', () => {
  const lower = (letter: Parameters<typeof letterForm>[0], index: number): Stroke => letterForm(letter, 'lower').strokes[index] ?? [];
  const upper = (letter: Parameters<typeof letterForm>[0], index: number): Stroke => letterForm(letter, 'upper').strokes[index] ?? [];
  const fromStemTop = (stroke: Stroke, stemX: number): Point[] => [pt(stemX, GUIDES.midline), ...stroke];
  const o = lower('o', 0);
  const cy = (GUIDES.midline + GUIDES.baseline) / 2;

  it.each([
    { name: "n's arch started at the top of the stem (after lifting the pencil)", drawn: fromStemTop(lower('n', 1), lower('n', 0)[0]?.x ?? 0), reference: lower('n', 1), verdict: OK },
    { name: "p's bowl started at the top of the stem", drawn: fromStemTop(lower('p', 1), lower('p', 0)[0]?.x ?? 0), reference: lower('p', 1), verdict: OK },
    { name: 'o started at 12 o\'clock instead of 1', drawn: arc(0.5, cy, 0.175, 0.175, -90, -450), reference: o, verdict: OK },
    { name: 'o drawn clockwise', drawn: arc(0.5, cy, 0.175, 0.175, -60, 300), reference: o, verdict: miss('reversed') },
    { name: 'c drawn for o (stopping at 4 o\'clock)', drawn: arc(0.5, cy, 0.175, 0.175, -60, -315), reference: o, verdict: miss('too-short') },
    { name: "A's bar drawn right to left", drawn: [...upper('a', 2)].reverse(), reference: upper('a', 2), verdict: miss('reversed') },
    { name: "x's second diagonal drawn first", drawn: lower('x', 1), reference: lower('x', 0), verdict: miss('off-path') },
    { name: "E's middle bar drawn for the top bar", drawn: upper('e', 2), reference: upper('e', 1), verdict: miss('off-path') },
    { name: "m's second arch drawn for the first", drawn: lower('m', 2), reference: lower('m', 1), verdict: miss('off-path') },
    { name: "i's stem started from the dot", drawn: [pt(0.5, 0.3), ...lower('i', 0)], reference: lower('i', 0), verdict: miss('off-path') },
  ])('$name', ({ drawn, reference, verdict }) => {
    expect(matchStroke(drawn, reference)).toEqual(verdict);
  });
});

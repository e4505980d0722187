import { describe, expect, it } from 'vitest';
import { LETTERS, type Letter } from '../../../game/rules/letters';
import { isDot, pt, type Point, type Stroke } from '../../../game/rules/strokes/geometry';
import { GUIDES } from '../../../game/rules/strokes/guides';
import { LETTER_CASES, letterForm, type LetterCase } from '../../../game/rules/strokes/index';

/** The stroke data: every form present, on the right lines, in the taught order and direction. */
const FORMS = LETTER_CASES.flatMap((letterCase) => LETTERS.map((letter) => letterForm(letter, letterCase)));
const label = (letter: Letter, letterCase: LetterCase) => (letterCase === 'upper' ? letter.toUpperCase() : letter);
const MARGIN = 0.02; // how near a line a letter's top or bottom must come

const bounds = (strokes: readonly Stroke[]) => {
  const points = strokes.flat();
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
};
/** Twice the signed area (shoelace) in screen coordinates: negative when the path runs counter-clockwise on screen. */
const signedArea = (points: readonly Point[]) => points.reduce((sum, p, i) => sum + p.x * (points[(i + 1) % points.length] as Point).y - (points[(i + 1) % points.length] as Point).x * p.y, 0);

describe('the letter forms', () => {
  it('has all 52, each the letter and case asked for', () => {
    expect(FORMS).toHaveLength(52);
    for (const form of FORMS) expect(letterForm(form.letter, form.case)).toMatchObject({ letter: form.letter, case: form.case });
    expect(LETTER_CASES).toEqual(['upper', 'lower']);
  });

  it.each(FORMS.map((form) => ({ name: label(form.letter, form.case), form })))('$name: every stroke has 2+ points, all inside the box', ({ form }) => {
    expect(form.strokes.length).toBeGreaterThan(0);
    for (const stroke of form.strokes) {
      expect(stroke.length).toBeGreaterThanOrEqual(2);
      for (const point of stroke) {
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(1);
        expect(point.y).toBeGreaterThanOrEqual(0);
        expect(point.y).toBeLessThanOrEqual(1);
      }
    }
  });

  const UPPER_COUNTS = 'A3 B2 C1 D2 E4 F3 G1 H3 I3 J1 K2 L1 M2 N2 O1 P2 Q2 R2 S1 T2 U1 V1 W1 X2 Y2 Z1';
  const LOWER_COUNTS = 'a2 b2 c1 d2 e1 f2 g2 h2 i2 j2 k2 l1 m3 n2 o1 p2 q2 r2 s1 t2 u2 v1 w1 x2 y2 z1';
  it.each([...UPPER_COUNTS.split(' '), ...LOWER_COUNTS.split(' ')].map((entry) => ({ name: entry[0] as string, count: Number(entry.slice(1)) })))(
    '$name has $count strokes',
    ({ name, count }) => {
      const letterCase: LetterCase = name === name.toUpperCase() ? 'upper' : 'lower';
      expect(letterForm(name.toLowerCase() as Letter, letterCase).strokes).toHaveLength(count);
    },
  );

  it.each([
    { name: 'i', letter: 'i' as Letter },
    { name: 'j', letter: 'j' as Letter },
  ])('the dot of $name is its last stroke, above the x-height; no other stroke anywhere is a dot', ({ letter }) => {
    const { strokes } = letterForm(letter, 'lower');
    const last = strokes[strokes.length - 1] as Stroke;
    expect(isDot(last)).toBe(true);
    expect(bounds([last]).top).toBeGreaterThan(GUIDES.top);
    expect(bounds([last]).bottom).toBeLessThan(GUIDES.midline);
    const dots = FORMS.flatMap((form) => form.strokes.filter(isDot).map(() => label(form.letter, form.case)));
    expect(dots).toEqual(['i', 'j']);
  });
});

describe('the lines each letter sits on', () => {
  const body = (letter: Letter) => letterForm(letter, 'lower').strokes.filter((stroke) => !isDot(stroke));
  const near = (value: number, line: number) => expect(Math.abs(value - line)).toBeLessThanOrEqual(MARGIN);

  it.each(LETTERS.map((letter) => letter.toUpperCase()))('capital %s: from the top line to the baseline, centred', (name) => {
    const box = bounds(letterForm(name.toLowerCase() as Letter, 'upper').strokes);
    near(box.top, GUIDES.top);
    near(box.bottom, GUIDES.baseline);
    expect(Math.abs((box.left + box.right) / 2 - 0.5)).toBeLessThanOrEqual(0.04);
  });

  const LINES: { letters: string; top: number; bottom: number }[] = [
    { letters: 'acemnorsuvwxz', top: GUIDES.midline, bottom: GUIDES.baseline }, // x-height letters
    { letters: 'bdfhkl', top: GUIDES.top, bottom: GUIDES.baseline }, // ascenders
    { letters: 'gjpqy', top: GUIDES.midline, bottom: GUIDES.descender }, // descenders (j without its dot)
    { letters: 'i', top: GUIDES.midline, bottom: GUIDES.baseline }, // without its dot
  ];
  it.each(LINES.flatMap(({ letters, top, bottom }) => [...letters].map((letter) => ({ letter: letter as Letter, top, bottom }))))(
    '$letter: from $top to $bottom, centred',
    ({ letter, top, bottom }) => {
      const box = bounds(body(letter));
      near(box.top, top);
      near(box.bottom, bottom);
      expect(Math.abs((box.left + box.right) / 2 - 0.5)).toBeLessThanOrEqual(0.04);
    },
  );

  it('t rises above the x-height but stops well below the top line', () => {
    const box = bounds(body('t'));
    expect(box.top).toBeGreaterThan(GUIDES.top + 0.05);
    expect(box.top).toBeLessThan(GUIDES.midline - 0.1);
    near(box.bottom, GUIDES.baseline);
  });

  it.each([
    { narrow: 'I', wide: 'W', letterCase: 'upper' as LetterCase },
    { narrow: 'L', wide: 'M', letterCase: 'upper' as LetterCase },
    { narrow: 'l', wide: 'w', letterCase: 'lower' as LetterCase },
    { narrow: 'r', wide: 'm', letterCase: 'lower' as LetterCase },
  ])('letters keep natural widths: $narrow is much narrower than $wide', ({ narrow, wide, letterCase }) => {
    const width = (name: string) => {
      const box = bounds(letterForm(name.toLowerCase() as Letter, letterCase).strokes);
      return box.right - box.left;
    };
    expect(width(narrow) + 0.15).toBeLessThan(width(wide));
  });
});

describe('the taught order and direction', () => {
  const straight = FORMS.flatMap((form) => form.strokes.filter((stroke) => stroke.length === 2 && !isDot(stroke)).map((stroke) => ({ name: label(form.letter, form.case), stroke })));
  it('every straight vertical stroke is pulled down, every horizontal one slides left to right', () => {
    for (const { name, stroke } of straight) {
      const [from, to] = stroke as [Point, Point];
      if (from.x === to.x) expect(to.y, `${name}: a vertical line`).toBeGreaterThan(from.y);
      if (from.y === to.y) expect(to.x, `${name}: a horizontal line`).toBeGreaterThan(from.x);
    }
    expect(straight.length).toBeGreaterThan(30);
  });

  it.each(LETTERS.map((letter) => letter.toUpperCase()))('capital %s starts at the top', (name) => {
    const first = letterForm(name.toLowerCase() as Letter, 'upper').strokes[0]?.[0];
    expect(first?.y).toBeLessThanOrEqual(GUIDES.top + 0.15);
  });

  it.each([
    { name: 'C', stroke: letterForm('c', 'upper').strokes[0] },
    { name: 'O', stroke: letterForm('o', 'upper').strokes[0] },
    { name: 'c', stroke: letterForm('c', 'lower').strokes[0] },
    { name: 'o', stroke: letterForm('o', 'lower').strokes[0] },
    { name: 'the ball of a', stroke: letterForm('a', 'lower').strokes[0] },
    { name: 'the ball of d', stroke: letterForm('d', 'lower').strokes[0] },
    { name: 'the ball of g', stroke: letterForm('g', 'lower').strokes[0] },
    { name: 'the ball of q', stroke: letterForm('q', 'lower').strokes[0] },
  ])('$name circles back (counter-clockwise), starting on the upper right', ({ stroke }) => {
    const points = stroke ?? [];
    const box = bounds([points]);
    expect(signedArea(points)).toBeLessThan(0);
    expect(points[0]?.x).toBeGreaterThan((box.left + box.right) / 2);
    expect(points[0]?.y).toBeLessThan((box.top + box.bottom) / 2);
  });

  const strokesOf = (name: string) => letterForm(name.toLowerCase() as Letter, name === name.toUpperCase() ? 'upper' : 'lower').strokes;
  const ends = (stroke: Stroke | undefined) => ({ from: stroke?.[0] ?? pt(NaN, NaN), to: stroke?.[stroke.length - 1] ?? pt(NaN, NaN) });
  const isVertical = (stroke: Stroke | undefined) => stroke?.length === 2 && ends(stroke).from.x === ends(stroke).to.x;
  const isHorizontal = (stroke: Stroke | undefined) => stroke?.length === 2 && ends(stroke).from.y === ends(stroke).to.y;

  it('A: the left slant, then the right slant, both from the apex, then the bar', () => {
    const [left, right, bar] = strokesOf('A');
    expect(ends(left).from).toEqual(ends(right).from);
    expect(ends(left).from.y).toBe(GUIDES.top);
    expect(ends(left).to.x).toBeLessThan(0.5);
    expect(ends(right).to.x).toBeGreaterThan(0.5);
    expect(isHorizontal(bar)).toBe(true);
  });

  it('E: the stem, then the bars from top to bottom', () => {
    const [stem, ...bars] = strokesOf('E');
    expect(isVertical(stem)).toBe(true);
    expect(bars.every(isHorizontal)).toBe(true);
    expect(bars.map((bar) => ends(bar).from.y)).toEqual([GUIDES.top, (GUIDES.top + GUIDES.baseline) / 2, GUIDES.baseline]);
  });

  it.each(['T', 't'])('%s: down first, crossed after', (name) => {
    const [down, bar] = strokesOf(name);
    expect(isVertical(down)).toBe(true);
    expect(isHorizontal(bar)).toBe(true);
  });

  it('f: the hook and the stem first, crossed after', () => {
    const [hook, bar] = strokesOf('f');
    expect(hook?.length).toBeGreaterThan(2);
    expect(isHorizontal(bar)).toBe(true);
  });

  it.each(['X', 'x'])('%s: the diagonal from the left top to the right bottom first', (name) => {
    const { from, to } = ends(strokesOf(name)[0]);
    expect(from.x).toBeLessThan(to.x);
    expect(from.y).toBeLessThan(to.y);
  });

  it('e: the line through the middle left to right first, then round like c', () => {
    const [e] = strokesOf('e');
    expect(isHorizontal(e?.slice(0, 2))).toBe(true);
    expect(e?.[1]?.x).toBeGreaterThan(e?.[0]?.x ?? 1);
    expect(signedArea(e?.slice(1) ?? [])).toBeLessThan(0);
  });

  it.each(['a', 'd', 'q'])('%s: the ball, then the stick down touching its right side', (name) => {
    const [ball, stick] = strokesOf(name);
    expect(isVertical(stick)).toBe(true);
    const gap = ends(stick).from.x - Math.max(...(ball ?? []).map((point) => point.x)); // the ball is open on the right
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(0.03);
  });

  it.each(['b', 'h', 'k'])('%s: the tall line down from the top line first', (name) => {
    const [stem] = strokesOf(name);
    expect(isVertical(stem)).toBe(true);
    expect(ends(stem).from.y).toBe(GUIDES.top);
  });
});

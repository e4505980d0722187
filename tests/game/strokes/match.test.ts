import { describe, expect, it } from 'vitest';
import { LETTERS } from '../../../game/rules/letters';
import { seededRandom, seedFromString } from '../../../game/rules/random';
import { centreOf, isDot, pt } from '../../../game/rules/strokes/geometry';
import { LETTER_CASES, letterForm } from '../../../game/rules/strokes/index';
import { matchStroke } from '../../../game/rules/strokes/match';
import { distanceToPath } from '../../../game/rules/strokes/measure';
import { backAndForth, reversedStroke, shifted, SLOPPY, SLOPPY_AMPLITUDE, sloppyStroke, tap, zigzagAcrossBox } from './drawn-strokes';

/**
 * Every stroke of every letter form, against strokes a child might draw: made
 * here from seeded random sources, so every run sees the same strokes.
 */
const SAMPLES = 12; // sloppy strokes per reference stroke

const STROKES = LETTER_CASES.flatMap((letterCase) =>
  LETTERS.flatMap((letter) =>
    letterForm(letter, letterCase).strokes.map((stroke, index) => {
      const name = `${letterCase === 'upper' ? letter.toUpperCase() : letter} stroke ${index + 1}`;
      return { name, stroke, dot: isDot(stroke), seed: seedFromString(name) };
    }),
  ),
);

const sloppySamples = (stroke: (typeof STROKES)[number]) => {
  const random = seededRandom(stroke.seed);
  return Array.from({ length: SAMPLES }, () => sloppyStroke(stroke.stroke, random));
};

describe.each(STROKES)('$name', (entry) => {
  const { stroke, dot, seed } = entry;
  const samples = sloppySamples(entry);

  it('accepts sloppy but right strokes (wobble, uneven spacing, short and long ends)', () => {
    for (const drawn of samples) expect(matchStroke(drawn, stroke)).toMatchObject({ ok: true });
  });

  it(dot ? 'accepts a dot dabbed either way' : 'calls the same strokes drawn backwards reversed', () => {
    for (const drawn of samples) expect(matchStroke(reversedStroke(drawn), stroke)).toEqual(dot ? expect.objectContaining({ ok: true }) : { ok: false, reason: 'reversed' });
  });

  it('calls the right shape drawn 0.3 of the box away, across or up and down, off the path', () => {
    const centre = centreOf(stroke);
    const dx = centre.x < 0.5 ? 0.3 : -0.3; // towards the middle, so the shape stays in the box
    const dy = centre.y < 0.5 ? 0.3 : -0.3;
    for (const drawn of samples) {
      expect(matchStroke(shifted(drawn, dx, 0), stroke)).toEqual({ ok: false, reason: 'off-path' });
      expect(matchStroke(shifted(drawn, 0, dy), stroke)).toEqual({ ok: false, reason: 'off-path' });
    }
  });

  it('rejects scribbles: zig-zags across the box, and back and forth over the stroke itself', () => {
    const random = seededRandom(seed);
    for (let i = 0; i < 4; i++) expect(matchStroke(zigzagAcrossBox(random), stroke).ok).toBe(false);
    for (const passes of [5, 7]) expect(matchStroke(backAndForth(stroke, passes), stroke)).toEqual({ ok: false, reason: 'scribble' });
  });

  it(dot ? 'takes a tap on the dot and refuses one 0.3 away' : 'calls a tap on its start too short', () => {
    const random = seededRandom(seed);
    const start = stroke[0] ?? pt(0, 0);
    if (!dot) {
      expect(matchStroke(tap(start, random), stroke)).toEqual({ ok: false, reason: 'too-short' });
      expect(matchStroke(tap(pt(0.5, 0.5), random), stroke)).toEqual({ ok: false, reason: 'too-short' });
      return;
    }
    const centre = centreOf(stroke);
    expect(matchStroke(tap(centre, random), stroke)).toMatchObject({ ok: true });
    expect(matchStroke(tap(pt(centre.x + 0.3, centre.y), random), stroke)).toEqual({ ok: false, reason: 'off-path' });
    expect(matchStroke(tap(pt(centre.x, centre.y + 0.3), random), stroke)).toEqual({ ok: false, reason: 'off-path' });
  });
});

describe('the recorded good strokes', () => {
  it('really are sloppy: they stray from the line as far as a child does', () => {
    const strays = STROKES.filter((entry) => !entry.dot).flatMap((entry) =>
      sloppySamples(entry).map((drawn) => Math.max(...drawn.map((point) => distanceToPath(point, entry.stroke)))),
    );
    const sorted = [...strays].sort((a, b) => a - b);
    expect(sorted[sorted.length - 1]).toBeGreaterThan(0.05);
    expect(sorted[sorted.length - 1]).toBeLessThanOrEqual(SLOPPY_AMPLITUDE + SLOPPY.ends + 0.001); // at most: wobble on an end run on past the stroke
    expect(sorted[Math.floor(sorted.length / 2)]).toBeGreaterThan(0.025); // the typical one, not just the worst
  });

  it('are scored below perfect, and a perfect trace scores 1', () => {
    const entry = STROKES.find((candidate) => candidate.name === 'O stroke 1');
    if (!entry) throw new Error('no O');
    expect(matchStroke(entry.stroke, entry.stroke)).toEqual({ ok: true, score: 1 });
    for (const drawn of sloppySamples(entry)) {
      const verdict = matchStroke(drawn, entry.stroke);
      expect(verdict.ok && verdict.score).toBeGreaterThan(0.4);
      expect(verdict.ok && verdict.score).toBeLessThan(1);
    }
  });
});

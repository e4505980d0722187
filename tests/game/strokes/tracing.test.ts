import { describe, expect, it } from 'vitest';
import { line, pt } from '../../../game/rules/strokes/geometry';
import { letterForm, type LetterForm } from '../../../game/rules/strokes/index';
import { shouldDemo, startTracing, traceStroke, type TracingState } from '../../../game/rules/strokes/tracing';
import { reversedStroke } from './drawn-strokes';

/** Tracing one letter form: strokes in order, misses counted, the demo after two, done after the last. */
const T = letterForm('t', 'lower'); // 1: down, 2: the cross
const [DOWN, CROSS] = T.strokes.map((stroke) => stroke.slice());
const WRONG = line(pt(0.1, 0.9), pt(0.3, 0.9)); // along the bottom, far from any stroke of t
const TAP = [pt(0.5, 0.5)];

type Step = 'down' | 'cross' | 'wrong' | 'tap' | 'down backwards';
const DRAWN: Record<Step, readonly { x: number; y: number }[]> = {
  down: DOWN ?? [],
  cross: CROSS ?? [],
  wrong: WRONG,
  tap: TAP,
  'down backwards': reversedStroke(DOWN ?? []),
};
const trace = (form: LetterForm, steps: Step[]) => {
  let state: TracingState = startTracing(form);
  const verdicts = steps.map((step) => {
    const result = traceStroke(state, DRAWN[step]);
    state = result.state;
    return result.verdict.ok ? 'ok' : result.verdict.reason;
  });
  return { state, verdicts };
};

describe('tracing a letter form', () => {
  it('starts at the first stroke with no misses', () => {
    expect(startTracing(T)).toEqual({ form: T, done: 0, misses: 0, complete: false });
    expect(shouldDemo(startTracing(T))).toBe(false);
  });

  it.each([
    { steps: [] as Step[], done: 0, misses: 0, complete: false, demo: false, verdicts: [] },
    { steps: ['down'] as Step[], done: 1, misses: 0, complete: false, demo: false, verdicts: ['ok'] },
    { steps: ['down', 'cross'] as Step[], done: 2, misses: 0, complete: true, demo: false, verdicts: ['ok', 'ok'] },
    { steps: ['cross'] as Step[], done: 0, misses: 1, complete: false, demo: false, verdicts: ['off-path'] }, // the right stroke out of order
    { steps: ['down backwards'] as Step[], done: 0, misses: 1, complete: false, demo: false, verdicts: ['reversed'] },
    { steps: ['wrong', 'tap'] as Step[], done: 0, misses: 2, complete: false, demo: true, verdicts: ['off-path', 'too-short'] },
    { steps: ['wrong', 'wrong', 'wrong'] as Step[], done: 0, misses: 3, complete: false, demo: true, verdicts: ['off-path', 'off-path', 'off-path'] },
    { steps: ['wrong', 'wrong', 'down'] as Step[], done: 1, misses: 0, complete: false, demo: false, verdicts: ['off-path', 'off-path', 'ok'] }, // misses reset on acceptance
    { steps: ['down', 'wrong'] as Step[], done: 1, misses: 1, complete: false, demo: false, verdicts: ['ok', 'off-path'] },
    { steps: ['down', 'down', 'tap'] as Step[], done: 1, misses: 2, complete: false, demo: true, verdicts: ['ok', 'off-path', 'too-short'] }, // a stroke already done is not the next one
    { steps: ['wrong', 'down', 'wrong', 'cross'] as Step[], done: 2, misses: 0, complete: true, demo: false, verdicts: ['off-path', 'ok', 'off-path', 'ok'] },
  ])('after $steps: $done done, $misses misses, complete $complete, demo $demo', ({ steps, done, misses, complete, demo, verdicts }) => {
    const { state, verdicts: seen } = trace(T, steps);
    expect(state).toMatchObject({ done, misses, complete });
    expect(shouldDemo(state)).toBe(demo);
    expect(seen).toEqual(verdicts);
  });

  it('ignores strokes once complete: the same state back, nothing counted', () => {
    const { state } = trace(T, ['down', 'cross']);
    for (const step of ['down', 'cross', 'wrong'] as Step[]) {
      const result = traceStroke(state, DRAWN[step]);
      expect(result.state).toBe(state);
      expect(result.verdict.ok).toBe(false);
    }
    expect(shouldDemo(state)).toBe(false);
  });

  it('never changes the state it was given', () => {
    const start = startTracing(T);
    const copy = structuredClone(start);
    traceStroke(start, DRAWN.down);
    traceStroke(start, DRAWN.wrong);
    expect(start).toEqual(copy);
  });

  it('completes i only with its dot after the stem', () => {
    const form = letterForm('i', 'lower');
    const [stem, dot] = form.strokes;
    let state = startTracing(form);
    state = traceStroke(state, [pt(0.5, 0.3)]).state; // the dot first: too short for the stem
    expect(state).toMatchObject({ done: 0, misses: 1 });
    state = traceStroke(state, stem ?? []).state;
    state = traceStroke(state, [pt(0.51, 0.31)]).state; // a tap on the dot
    expect(state).toMatchObject({ done: 2, misses: 0, complete: true });
    expect(dot).toBeDefined();
  });
});

import type { LetterForm } from './index';
import type { Point } from './geometry';
import { matchStroke, type StrokeVerdict } from './match';

/**
 * Tracing one letter form, stroke by stroke: each drawn stroke is compared
 * with the next stroke only (order matters, as it is taught). A rejected
 * stroke, a tap included, is a miss; after two misses on the same stroke the
 * scene plays the demo of it. Accepting a stroke resets the misses.
 */
export interface TracingState {
  form: LetterForm;
  done: number; // strokes accepted so far; form.strokes[done] is the next one
  misses: number; // rejected attempts at the current stroke
  complete: boolean; // every stroke accepted
}

/** How many misses on one stroke before the demo plays by itself. */
export const MISSES_BEFORE_DEMO = 2;

export function startTracing(form: LetterForm): TracingState {
  return { form, done: 0, misses: 0, complete: form.strokes.length === 0 };
}

/**
 * Judges a drawn stroke against the next stroke. Once the form is complete
 * there is no next stroke: the state comes back unchanged (the same object)
 * with an 'off-path' verdict, and nothing is counted.
 */
export function traceStroke(state: TracingState, drawn: readonly Point[]): { state: TracingState; verdict: StrokeVerdict } {
  const next = state.form.strokes[state.done];
  if (state.complete || next === undefined) return { state, verdict: { ok: false, reason: 'off-path' } };
  const verdict = matchStroke(drawn, next);
  if (!verdict.ok) return { state: { ...state, misses: state.misses + 1 }, verdict };
  const done = state.done + 1;
  return { state: { ...state, done, misses: 0, complete: done === state.form.strokes.length }, verdict };
}

/** True after two misses on the current stroke (and after each further one), until it is accepted. */
export function shouldDemo(state: TracingState): boolean {
  return !state.complete && state.misses >= MISSES_BEFORE_DEMO;
}

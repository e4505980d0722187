import type { Letter } from '../letters';
import type { Stroke } from './geometry';
import { LOWER } from './lower';
import { UPPER } from './upper';

/**
 * The 52 letter forms a child traces: each an ordered list of strokes, each a
 * centre line in drawing order, in the unit box of geometry.ts on the lines of
 * guides.ts. The tracing scene draws the guide, start dot and arrow from these
 * and hands what the child drew to tracing.ts.
 */
export type LetterCase = 'upper' | 'lower';

export interface LetterForm {
  letter: Letter;
  case: LetterCase;
  strokes: readonly Stroke[]; // in the order they are taught
}

export const LETTER_CASES: readonly LetterCase[] = ['upper', 'lower'];

export function letterForm(letter: Letter, letterCase: LetterCase): LetterForm {
  return { letter, case: letterCase, strokes: (letterCase === 'upper' ? UPPER : LOWER)[letter] };
}

export type { Point, Stroke } from './geometry';
export { GUIDES } from './guides';

/**
 * The tracing scene's contract with its host: React owns the tracing state
 * (game/rules/strokes/tracing.ts) and hands the scene a view of it; the scene
 * draws the letter's guide, follows the finger, pen or mouse, and sends each
 * finished stroke up in unit-box coordinates for the rules to judge.
 */
import type { Point } from '../../rules/strokes/geometry';
import type { LetterForm } from '../../rules/strokes/index';
import type { SceneActions, SceneBasics, SceneContract, SceneEvents, SceneModule } from '../kit/contract';

/** What the scene shows. Counters rather than commands: a new value means "do it once more". */
export interface TracingView {
  done: number; // strokes accepted so far: drawn solid; the next one gets the start dot and arrow
  complete: boolean; // every stroke done (or completed with the Done button): the letter turns green
  misses: number; // strokes refused so far: each new one fades the child's ink with a gentle sound
  demos: number; // demos asked for so far: each new one traces the next stroke with a moving dot
}

export interface TracingOptions extends SceneBasics {
  form: LetterForm;
  view: TracingView;
}

/** Up: a stroke the child finished (pointer up), in the unit box (x, y from 0 to 1). */
export interface TracingEvents extends SceneEvents {
  stroke(points: Point[]): void;
}

/** Down: a new view, plus the kit's resize, sound and confetti. */
export interface TracingActions extends SceneActions {
  render(view: TracingView): void;
}

export type TracingContract = SceneContract<TracingOptions, TracingEvents, TracingActions>;

export const loadTracingScene = (): Promise<SceneModule<TracingContract>> => import('./module').then((loaded) => loaded.tracingScene);

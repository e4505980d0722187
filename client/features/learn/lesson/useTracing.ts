import { useState } from 'react';
import type { Point } from '../../../../game/rules/strokes/geometry';
import type { LetterForm } from '../../../../game/rules/strokes/index';
import type { MissReason } from '../../../../game/rules/strokes/match';
import { shouldDemo, startTracing, traceStroke, type TracingState } from '../../../../game/rules/strokes/tracing';
import type { TracingView } from '../../../../game/scenes/tracing/contract';

/** A kind word for each way a stroke can miss: what to do next, never what went wrong. */
const MISS_HINTS: Record<MissReason, string> = {
  'too-short': 'Keep going, all the way to the end of the dots.',
  reversed: 'Try it the other way: start at the green dot.',
  'wrong-start': 'Start at the green dot and follow the dots.',
  'off-path': 'Not quite. Start at the green dot and follow the dots.',
  scribble: 'Not quite. Start at the green dot and follow the dots.',
};

export interface Tracing {
  state: TracingState;
  view: TracingView;
  announcement: string;
  stroke(points: Point[]): void; // a finished stroke from the scene
  demo(): void; // "Show me"
  complete(): void; // "Done": the spec's click-to-complete, for keyboards and children who cannot trace
}

/**
 * One letter form being traced, on the pure rules (game/rules/strokes/tracing.ts):
 * each stroke the scene reports is judged against the next reference stroke; a miss
 * fades the ink, and after two misses on a stroke its demo plays by itself.
 */
export function useTracing(form: LetterForm, name: string, onComplete: () => void): Tracing {
  const [state, setState] = useState(() => startTracing(form));
  const [misses, setMisses] = useState(0);
  const [demos, setDemos] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const total = form.strokes.length;

  function stroke(points: Point[]) {
    if (state.complete) return;
    const { state: next, verdict } = traceStroke(state, points);
    setState(next);
    if (verdict.ok) {
      if (next.complete) onComplete();
      setAnnouncement(next.complete ? `Well done! ${name} is finished.` : `Stroke ${next.done} of ${total} done. Now stroke ${next.done + 1}, from the green dot.`);
      return;
    }
    setMisses((count) => count + 1);
    if (shouldDemo(next)) {
      setDemos((count) => count + 1);
      setAnnouncement('Watch the dot, then try again from the green dot.');
    } else {
      setAnnouncement(MISS_HINTS[verdict.reason]);
    }
  }

  return {
    state,
    view: { done: state.done, complete: state.complete, misses, demos },
    announcement,
    stroke,
    demo: () => setDemos((count) => count + 1),
    complete: () => {
      if (state.complete) return;
      setState({ ...state, done: total, complete: true });
      setAnnouncement(`Well done! ${name} is finished.`);
      onComplete();
    },
  };
}

import { useEffect, useRef } from 'react';
import type { Point } from '../../game/rules/strokes/geometry';
import type { LetterForm } from '../../game/rules/strokes/index';
import type { Celebration } from '../../game/scenes/kit/contract';
import { loadTracingScene, type TracingContract, type TracingView } from '../../game/scenes/tracing/contract';
import { useCelebration } from './useCelebration';
import { useElementWidth } from './useElementWidth';
import { useFirstInteraction } from './useFirstInteraction';
import { TracingGuide } from './TracingGuide';
import { useScene } from './useScene';
import './board-kit.css';
import './TracingBoard.css';

export interface TracingBoardProps {
  form: LetterForm;
  view: TracingView;
  onStroke(points: Point[]): void; // a stroke the child finished, in the unit box
  maxWidth: number; // css px; the box is square and shrinks to fit
  sound?: boolean;
  celebration?: Celebration | null; // once, when the view turns complete
}

const MIN_WIDTH = 160;

/**
 * One tracing box: the tracing scene (loaded on first use) following a finger, pen
 * or mouse. React owns the tracing state and hands the scene a view of it; the box
 * itself has no keyboard role: the lesson around it offers Done for keyboards.
 */
export function TracingBoard({ form, view, onStroke, maxWidth, sound = true, celebration = null }: TracingBoardProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<HTMLDivElement>(null);
  const available = useElementWidth(rootRef);
  const width = Math.max(MIN_WIDTH, Math.floor(Math.min(maxWidth, available ?? maxWidth)));

  // The engine waits for the first touch, key or mouse move on the page (see useFirstInteraction).
  const interacted = useFirstInteraction();
  const scene = useScene<TracingContract>(engineRef, {
    load: loadTracingScene,
    enabled: interacted,
    identity: `${form.letter}|${form.case}`,
    options: () => ({ form, view }),
    events: { stroke: onStroke },
    width,
    sound,
  });
  const { actions } = scene;
  useEffect(() => actions?.render(view), [actions, view]);
  useCelebration(actions, view.complete, celebration);

  return (
    <div ref={rootRef} className="tracing-board" style={{ maxWidth }} data-ready={scene.ready} data-complete={view.complete}>
      <div className="tracing-board__stage" style={{ width, height: width }}>
        <div ref={engineRef} className="board-kit__host" />
        {!scene.ready && <TracingGuide form={form} done={view.done} complete={view.complete} />}
        {scene.failed && <p className="board-kit__problem">Tracing cannot be drawn in this browser. Use the Done button.</p>}
      </div>
    </div>
  );
}

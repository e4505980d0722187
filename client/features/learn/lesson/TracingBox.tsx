import type { KeyboardEvent } from 'react';
import type { LetterForm } from '../../../../game/rules/strokes/index';
import type { Celebration } from '../../../../game/scenes/kit/contract';
import { TracingBoard } from '../../../game-host/TracingBoard';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { useTracing } from './useTracing';

const CONFETTI: Celebration = { particles: 90, spread: 120, originY: 0.55 };

interface TracingBoxProps {
  form: LetterForm;
  name: string; // "Capital A", "Small a"
  onComplete(): void;
}

/**
 * A tracing box of the lesson (SPEC: it turns green when done). Beyond tracing, the
 * spec's click-to-complete stays: "Done" beside it, or Enter on the focused box.
 */
export function TracingBox({ form, name, onComplete }: TracingBoxProps) {
  const tracing = useTracing(form, name, onComplete);
  const reducedMotion = useReducedMotion();
  const { complete } = tracing.state;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    tracing.complete();
  };

  return (
    <section className={`tracing-box${complete ? ' tracing-box--done' : ''}`} aria-labelledby={`trace-${form.case}`}>
      <h2 id={`trace-${form.case}`}>{name}</h2>
      <div
        className="tracing-box__area"
        role="group"
        tabIndex={0}
        aria-label={`Trace ${name}. Press Enter when you are done.`}
        aria-describedby={`trace-${form.case}-status`}
        data-testid={`tracing-${form.case}`}
        data-complete={complete}
        onKeyDown={onKeyDown}
      >
        <TracingBoard form={form} view={tracing.view} onStroke={tracing.stroke} maxWidth={360} celebration={reducedMotion ? null : CONFETTI} />
      </div>
      <p id={`trace-${form.case}-status`} className="tracing-box__status" aria-live="polite">
        {complete ? `${name}: done!` : tracing.announcement || `Stroke ${tracing.state.done + 1} of ${form.strokes.length}: start at the green dot.`}
      </p>
      <div className="tracing-box__buttons">
        <button type="button" className="button button--ghost" onClick={tracing.demo} disabled={complete}>
          Show me
        </button>
        <button type="button" className="button" onClick={tracing.complete} disabled={complete}>
          Done
        </button>
      </div>
    </section>
  );
}

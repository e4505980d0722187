import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { parentQuestion, type ParentQuestion } from './parent-question';

/** How long the corner must be held before the grown-ups' question opens. */
export const GATE_HOLD_MS = 3000;
/** After a wrong answer the corner does nothing for a while: guessing 1 in 4 every 3 s is no gate. */
export const GATE_LOCKOUT_MS = 30_000;

const isHoldKey = (key: string) => key === 'Enter' || key === ' ';

/**
 * The only way out of kiosk mode: hold the lock in the bar's corner for 3 seconds (a ring fills
 * while it is held; letting go earlier does nothing; Enter or Space held does the same), then
 * answer a sum written in words. The right answer calls onPassed; a wrong one closes it and
 * keeps the corner still for GATE_LOCKOUT_MS; Esc or "Stay" just closes it.
 */
export function ParentGate({ onPassed }: { onPassed(): void }) {
  const [holding, setHolding] = useState(false);
  const [question, setQuestion] = useState<ParentQuestion | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lockedUntil = useRef(0);
  const dialog = useRef<HTMLDialogElement>(null);

  const release = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setHolding(false);
  };
  const press = () => {
    if (timer.current !== null || question || Date.now() < lockedUntil.current) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setHolding(false);
      setQuestion(parentQuestion(Math.random));
    }, GATE_HOLD_MS);
  };
  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);
  useEffect(() => {
    const element = dialog.current;
    if (!question || !element || element.open) return;
    element.showModal(); // modal: the page behind is inert, focus stays inside
    // Focus on the dialog itself, not its first answer: a key still held (auto-repeating Enter) answers nothing.
    element.focus();
  }, [question]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    press();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isHoldKey(event.key)) return;
    event.preventDefault(); // no page scroll on Space, no click on Enter
    if (!event.repeat) press();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (isHoldKey(event.key)) release();
  };
  const answer = (choice: string) => {
    const right = choice === question?.answer;
    dialog.current?.close();
    if (right) onPassed();
    else lockedUntil.current = Date.now() + GATE_LOCKOUT_MS;
  };

  return (
    <>
      <button
        type="button"
        className="parent-gate"
        data-holding={holding}
        aria-label="Grown-ups: leave kiosk mode"
        aria-description="Press and hold for 3 seconds"
        data-testid="parent-gate"
        onPointerDown={onPointerDown}
        onPointerUp={release}
        onPointerLeave={release}
        onPointerCancel={release}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={release}
        onContextMenu={(event) => event.preventDefault()}
      >
        <svg className="parent-gate__ring" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle className="parent-gate__track" cx="24" cy="24" r="21" />
          <circle className="parent-gate__fill" cx="24" cy="24" r="21" pathLength={100} />
          <path className="parent-gate__lock" d="M18 22v-3.5a6 6 0 0 1 12 0V22M16 22h16v11H16z" />
        </svg>
      </button>
      {question && (
        <dialog
          ref={dialog}
          tabIndex={-1}
          className="parent-dialog"
          aria-labelledby="parent-dialog-title"
          aria-describedby="parent-dialog-question"
          onClose={() => setQuestion(null)}
        >
          <h2 id="parent-dialog-title">For grown-ups</h2>
          <p id="parent-dialog-question" className="parent-dialog__question">
            {question.text}
          </p>
          <p className="parent-dialog__hint">The right answer turns kiosk mode off.</p>
          <div className="parent-dialog__choices">
            {question.choices.map((choice) => (
              <button key={choice} type="button" className="button button--ghost parent-dialog__choice" onClick={() => answer(choice)}>
                {choice}
              </button>
            ))}
          </div>
          <button type="button" className="button parent-dialog__cancel" onClick={() => dialog.current?.close()}>
            Stay in kiosk mode
          </button>
        </dialog>
      )}
    </>
  );
}

import type { ReactNode } from 'react';

/** A big button that says something out loud (the speaker drawn in CSS: emoji differ between devices). */
export function SpeakButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="button speak-button" onClick={onClick}>
      <span className="speak-button__icon" aria-hidden="true" />
      {children}
    </button>
  );
}

import { useState } from 'react';
import './ResumeNote.css';

interface ResumeNoteProps {
  resumed: { note: string; solved: boolean } | null; // the board the page continued; null: a fresh one, no note
  canStartOver: boolean; // while playing: a board being checked or solved keeps its moves
  onStartOver(): void;
}

/**
 * "Welcome back — you were N moves in" over a board continued from another visit or device,
 * with the one way to a fresh shuffle. It stays until dismissed rather than fading, so the
 * board under it never moves by itself.
 */
export function ResumeNote({ resumed, canStartOver, onStartOver }: ResumeNoteProps) {
  const [dismissed, setDismissed] = useState(false);
  if (!resumed || dismissed) return null;
  return (
    <div className="resume-note" role="status">
      <p className="resume-note__text">{resumed.note}</p>
      {canStartOver && !resumed.solved && (
        <button type="button" className="button button--ghost resume-note__start-over" onClick={onStartOver}>
          Start over
        </button>
      )}
      <button type="button" className="resume-note__dismiss" aria-label="Dismiss this note" onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}

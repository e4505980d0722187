import type { Reveal } from '../lib/puzzles/usePuzzleSolve';
import './board-page.css';

interface SolveStatusProps {
  reveal: Reveal;
  checking: string; // "Unlocking your message…"
  failed: string; // "The message could not be unlocked:" — the server's reason follows
}

/** While the server replays a solved board: a note, or the reason it failed and a way to try again. */
export function SolveStatus({ reveal, checking, failed }: SolveStatusProps) {
  return (
    <div aria-live="polite">
      {reveal.status === 'checking' && <p className="form-note">{checking}</p>}
      {reveal.status === 'failed' && (
        <div className="solve-status__failed">
          <p className="form-error">
            {failed} {reveal.error}
          </p>
          <button type="button" className="button" onClick={reveal.retry}>
            Try again
          </button>
        </div>
      )}
    </div>
  );
}

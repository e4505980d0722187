import { useEffect, useRef, useState } from 'react';
import type { Move } from '../../../game/rules/board';
import { isGridSide } from '../../../game/rules/gift';
import type { MovesBody, PuzzleBoard } from '../../../contract/schemas/puzzles';
import { playApi } from './api';
import { PhotoPuzzle } from '../../components/PhotoPuzzle';
import { ProgressReporter } from './progress-reporter';
import { SolvedPanel } from './SolvedPanel';

type Reveal =
  | { status: 'playing' }
  | { status: 'checking' }
  | { status: 'revealed'; message: string; fontStyle: string }
  | { status: 'failed'; error: string; moves: readonly Move[] };

function movesBody(board: PuzzleBoard, moves: readonly Move[]): MovesBody {
  const gridSize = isGridSide(board.gridSize) ? board.gridSize : 3;
  return { gridSize, moves: moves.map(([a, b]) => [a, b] as [number, number]) };
}

/**
 * One board of one puzzle at one size: plays it, reports progress so the
 * sender sees it live, and asks the server (which replays the moves) for the
 * message. Remounted (by key) whenever a new board arrives.
 */
export function PlaySession({ board }: { board: PuzzleBoard }) {
  const [reveal, setReveal] = useState<Reveal>({ status: 'playing' });
  const reporter = useRef<ProgressReporter | null>(null);

  useEffect(() => {
    const current = new ProgressReporter((moves) => playApi.reportMoves(board.id, movesBody(board, moves)));
    reporter.current = current;
    return () => current.stop();
  }, [board]);

  function verify(moves: readonly Move[]) {
    reporter.current?.stop(); // the solve carries every move; no more progress reports
    setReveal({ status: 'checking' });
    playApi
      .solve(board.id, movesBody(board, moves))
      .then((solved) => setReveal({ status: 'revealed', message: solved.message, fontStyle: solved.fontStyle }))
      .catch((error: unknown) => {
        const text = error instanceof Error ? error.message : 'Something went wrong.';
        setReveal({ status: 'failed', error: text, moves });
      });
  }

  const shareUrl = `${window.location.origin}/play/${encodeURIComponent(board.id)}`;
  const shareImageUrl = board.isPublic ? new URL(board.imageUrl, window.location.origin).href : undefined;

  return (
    <>
      <div className="board-page__board">
        <PhotoPuzzle
          imageUrl={board.imageUrl}
          side={board.gridSize}
          start={board.shuffle}
          privateMode={!board.isPublic}
          onMove={(game) => {
            if (!game.solved) reporter.current?.report(game.moves);
          }}
          onSolved={verify}
        />
      </div>
      {!board.isPublic && <p className="form-note play-private-note">The completed photograph is watermarked at the creator&apos;s request.</p>}
      <div aria-live="polite">
        {reveal.status === 'checking' && <p className="form-note">Unlocking your message…</p>}
        {reveal.status === 'failed' && (
          <div className="play-reveal-error">
            <p className="form-error">The message could not be unlocked: {reveal.error}</p>
            <button type="button" className="button" onClick={() => verify(reveal.moves)}>
              Try again
            </button>
          </div>
        )}
      </div>
      {reveal.status === 'revealed' && (
        <SolvedPanel
          message={reveal.message}
          fontStyle={reveal.fontStyle}
          senderName={board.senderName}
          shareUrl={shareUrl}
          {...(shareImageUrl ? { shareImageUrl } : {})}
        />
      )}
    </>
  );
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PuzzleBoard } from '../../../contract/schemas/puzzles';
import { BoardSession, type BoardSessionView } from '../../components/BoardSession';
import { forgetHostParty, useHostParty } from './host-parties';
import { SolveTogether } from './SolveTogether';
import './party.css';

/** Fetched only once a party starts: a board played alone loads no socket, QR code or party code. */
const HostParty = lazy(() => import('./HostParty').then((module) => ({ default: module.HostParty })));

interface TogetherSessionProps {
  board: PuzzleBoard;
  label?: string;
  maxWidth?: number;
  children(view: BoardSessionView): ReactNode;
}

/**
 * A gift's or card's board as BoardSession lays it out, plus "Solve together": once the
 * recipient starts a party, the same places on the page hold the party instead (the shared
 * board, the invite panel and players under it where the button was, the reveal everyone gets).
 * Alone, the board is BoardSession's own and nothing waits for the server per move.
 */
export function TogetherSession({ board, label, maxWidth, children }: TogetherSessionProps) {
  const party = useHostParty(board.id);
  const [notice, setNotice] = useState<string | null>(null);

  if (party) {
    const leave = (why: string | null) => {
      setNotice(why);
      forgetHostParty(board.id);
    };
    const starting = children({ reveal: { status: 'playing' }, note: <p role="status">Starting the party…</p>, board: null });
    return (
      <Suspense fallback={starting}>
        <HostParty board={board} started={party} onLeave={leave} {...(label !== undefined && { label })} {...(maxWidth !== undefined && { maxWidth })}>
          {children}
        </HostParty>
      </Suspense>
    );
  }
  return (
    <BoardSession board={board} {...(label !== undefined && { label })} {...(maxWidth !== undefined && { maxWidth })}>
      {(view) =>
        children({
          ...view,
          together: (
            <>
              {notice && <p className="form-note party-notice">{notice}</p>}
              {!board.solved && view.reveal.status === 'playing' && <SolveTogether puzzleId={board.id} onStarted={() => setNotice(null)} />}
            </>
          ),
        })
      }
    </BoardSession>
  );
}

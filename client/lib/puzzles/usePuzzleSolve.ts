import { useEffect, useRef, useState } from 'react';
import type { MovesBody, PuzzleBoard, SolvedBody } from '../../../contract/schemas/puzzles';
import type { Move } from '../../../game/rules/board';
import { isGridSide } from '../../../game/rules/gift';
import type { GameState } from '../../../game/rules/swap-game';
import { playApi } from './api';
import { ProgressReporter } from './progress-reporter';

export type Reveal =
  | { status: 'playing' }
  | { status: 'checking' }
  | { status: 'revealed'; solved: SolvedBody }
  | { status: 'failed'; error: string; moves: readonly Move[] };

function movesBody(board: PuzzleBoard, moves: readonly Move[]): MovesBody {
  const gridSize = isGridSide(board.gridSize) ? board.gridSize : 3;
  return { gridSize, moves: moves.map(([a, b]) => [a, b] as [number, number]) };
}

/**
 * Playing one puzzle of any kind (a gift, a card) at one size: progress is
 * reported while playing, so the sender watches the first move and halfway live,
 * and the finished move list goes to the server, which replays it before it
 * reveals the message (and a card's back). `moved` and `verify` are the board's
 * onMove and onSolved; a failed verify can be retried with the same moves.
 */
export function usePuzzleSolve(board: PuzzleBoard) {
  const [reveal, setReveal] = useState<Reveal>({ status: 'playing' });
  const reporter = useRef<ProgressReporter | null>(null);

  useEffect(() => {
    const current = new ProgressReporter((moves) => playApi.reportMoves(board.id, movesBody(board, moves)));
    reporter.current = current;
    return () => current.stop();
  }, [board]);

  function moved(game: GameState) {
    if (!game.solved) reporter.current?.report(game.moves);
  }

  function verify(moves: readonly Move[]) {
    reporter.current?.stop(); // the solve carries every move; no more progress reports
    setReveal({ status: 'checking' });
    playApi
      .solve(board.id, movesBody(board, moves))
      .then((solved) => setReveal({ status: 'revealed', solved }))
      .catch((error: unknown) => {
        setReveal({ status: 'failed', error: error instanceof Error ? error.message : 'Something went wrong.', moves });
      });
  }

  return { reveal, moved, verify };
}

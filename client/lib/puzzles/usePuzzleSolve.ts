import { useEffect, useMemo, useRef, useState } from 'react';
import type { MovesBody, PuzzleBoard, SolvedBody } from '../../../contract/schemas/puzzles';
import type { Move } from '../../../game/rules/board';
import { isGridSide } from '../../../game/rules/gift';
import { resumeFrom } from '../../../game/rules/resume';
import type { GameState } from '../../../game/rules/swap-game';
import { playApi } from './api';
import { ProgressReporter } from './progress-reporter';

export type Reveal =
  | { status: 'playing' }
  | { status: 'checking' }
  | { status: 'revealed'; solved: SolvedBody }
  | { status: 'failed'; error: string; retry(): void }; // retry: the same solve again

const NO_MOVES: readonly Move[] = [];

function movesBody(board: PuzzleBoard, moves: readonly Move[]): MovesBody {
  const gridSize = isGridSide(board.gridSize) ? board.gridSize : 3;
  return { gridSize, moves: moves.map(([a, b]) => [a, b] as [number, number]) };
}

/**
 * Playing one puzzle of any kind (a gift, a card) at one size: progress is
 * reported while playing, so the sender watches the first move and halfway live
 * and any device continues the board, and the finished move list goes to the
 * server, which replays it before it reveals the message (and a card's back).
 * `moved` and `verify` are the board's onMove and onSolved; a failed verify can
 * be retried with the same moves. The board begins with the moves the server
 * kept (`startMoves`, `resumed`) until the player starts over; a board kept
 * solved asks for its message at once.
 */
export function usePuzzleSolve(board: PuzzleBoard) {
  const [reveal, setReveal] = useState<Reveal>({ status: 'playing' });
  const [startedOver, setStartedOver] = useState<PuzzleBoard | null>(null); // the board Start over was pressed on
  const reporter = useRef<ProgressReporter | null>(null);
  const startMoves = (startedOver !== board && board.resume?.moves) || NO_MOVES;
  const resumed = useMemo(() => resumeFrom(board.shuffle, startMoves), [board.shuffle, startMoves]);

  useEffect(() => {
    const current = new ProgressReporter((moves) => playApi.reportMoves(board.id, movesBody(board, moves)));
    reporter.current = current;
    return () => current.stop();
  }, [board]);

  function moved(game: GameState) {
    if (!game.solved) reporter.current?.report(game.moves);
  }

  function verify(moves: readonly Move[]) {
    reporter.current?.drop(); // the solve carries every move
    setReveal({ status: 'checking' });
    playApi
      .solve(board.id, movesBody(board, moves))
      .then((solved) => setReveal({ status: 'revealed', solved }))
      .catch((error: unknown) => {
        setReveal({ status: 'failed', error: error instanceof Error ? error.message : 'Something went wrong.', retry: () => verify(moves) });
      });
  }

  // Solved on another device: the board arrives finished and never reports a solve of its own.
  const asked = useRef<readonly Move[] | null>(null);
  useEffect(() => {
    if (!resumed?.solved || asked.current === startMoves) return; // once per list (StrictMode runs effects twice)
    asked.current = startMoves;
    verify(startMoves);
  });

  /** The issued shuffle again; the server forgets the kept moves (sent after any report in flight). */
  function startOver() {
    reporter.current?.report([]);
    setStartedOver(board);
    setReveal({ status: 'playing' });
  }

  return { reveal, moved, verify, startMoves, resumed, startOver };
}

import { useEffect, useMemo, useRef, useState } from 'react';
import type { JigsawBoardInfo } from '../../../contract/schemas/jigsaw';
import type { PuzzleBoard } from '../../../contract/schemas/puzzles';
import { START_OVER, saveIsSolved, saveProblem, type JigsawSave } from '../../../game/rules/jigsaw/save';
import { playApi } from './api';
import { ProgressReporter } from './progress-reporter';
import type { Reveal } from './usePuzzleSolve';

/**
 * Playing one jigsaw (a gift's or a card's): every change is reported, coalesced, so the
 * sender watches the first join and halfway live and any device continues the board;
 * the finished save goes to the server, which checks the joins connect every piece
 * before it reveals the message. The board begins with the save the server kept
 * (`startSave`) until the player starts over; a save kept solved asks for the message at once.
 */
export function useJigsawSolve(board: PuzzleBoard, info: JigsawBoardInfo) {
  const [reveal, setReveal] = useState<Reveal>({ status: 'playing' });
  const [startedOver, setStartedOver] = useState<PuzzleBoard | null>(null);
  const reporter = useRef<ProgressReporter<JigsawSave> | null>(null);
  const grid = useMemo(() => ({ rows: info.rows, columns: info.columns }), [info.rows, info.columns]);
  const kept = info.resume && saveProblem(grid, info.resume, info.rotation) === null ? info.resume : null;
  const startSave = startedOver === board ? null : kept;
  const resumedSolved = startSave !== null && saveIsSolved(grid, startSave);

  useEffect(() => {
    const current = new ProgressReporter<JigsawSave>((save) => playApi.reportJigsaw(board.id, save));
    reporter.current = current;
    return () => current.stop();
  }, [board]);

  function changed(save: JigsawSave) {
    if (!saveIsSolved(grid, save)) reporter.current?.report(save);
  }

  function verify(save: JigsawSave) {
    reporter.current?.drop(); // the solve carries the whole board
    setReveal({ status: 'checking' });
    playApi
      .solveJigsaw(board.id, save)
      .then((solved) => setReveal({ status: 'revealed', solved }))
      .catch((error: unknown) => setReveal({ status: 'failed', error: error instanceof Error ? error.message : 'Something went wrong.', retry: () => verify(save) }));
  }

  // Finished on another device: the board arrives whole and never reports a solve of its own.
  const asked = useRef<JigsawSave | null>(null);
  useEffect(() => {
    if (!resumedSolved || asked.current === startSave) return; // once per save (StrictMode runs effects twice)
    asked.current = startSave;
    verify(startSave);
  });

  function startOver() {
    reporter.current?.report(START_OVER);
    setStartedOver(board);
    setReveal({ status: 'playing' });
  }

  return { reveal, changed, verify, startSave, startOver, resumedSolved };
}

import { useMemo, type ReactNode } from 'react';
import type { JigsawBoardInfo } from '../../contract/schemas/jigsaw';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { settledCount } from '../../game/rules/jigsaw/board';
import { pieceCount } from '../../game/rules/jigsaw/grid';
import { jigsawResumeNote } from '../../game/rules/jigsaw/names';
import { boardFromSave, type JigsawSave } from '../../game/rules/jigsaw/save';
import { resumeNote } from '../../game/rules/resume';
import { useJigsawSolve } from '../lib/puzzles/useJigsawSolve';
import { usePuzzleSolve, type Reveal } from '../lib/puzzles/usePuzzleSolve';
import { JigsawPuzzle } from './JigsawPuzzle';
import { PhotoPuzzle } from './PhotoPuzzle';
import { ResumeNote } from './ResumeNote';

/** What a page lays out around a board in play. */
export interface BoardSessionView {
  reveal: Reveal; // playing, checking with the server, revealed, or failed
  note: ReactNode; // "Welcome back…" over a board continued from another visit or device
  board: ReactNode; // the board itself
  together?: ReactNode; // under the board: "Solve together", or the party's invite and players (client/features/party)
}

interface BoardSessionProps {
  board: PuzzleBoard;
  label?: string; // the board's accessible name
  maxWidth?: number; // a tile swap's widest, css px (a jigsaw takes its container's width)
  children(view: BoardSessionView): ReactNode;
}

/**
 * One puzzle (a gift, a card) in play, whatever its kind of board: a tile swap through
 * usePuzzleSolve, a jigsaw through useJigsawSolve. The page decides where the board, the
 * resume note and the revealed message go.
 */
export function BoardSession(props: BoardSessionProps) {
  const { jigsaw } = props.board;
  return props.board.puzzleType === 'jigsaw' && jigsaw ? <JigsawSession {...props} info={jigsaw} /> : <SwapSession {...props} />;
}

function SwapSession({ board, label, maxWidth, children }: BoardSessionProps) {
  const { reveal, moved, verify, startMoves, resumed, startOver } = usePuzzleSolve(board);
  const note = <ResumeNote resumed={resumed && { note: resumeNote(resumed), solved: resumed.solved }} canStartOver={reveal.status === 'playing'} onStartOver={startOver} />;
  const element = (
    <PhotoPuzzle
      imageUrl={board.imageUrl}
      size={board}
      side={board.gridSize}
      start={board.shuffle}
      moves={startMoves}
      privateMode={!board.isPublic}
      {...(label !== undefined && { label })}
      {...(maxWidth !== undefined && { maxWidth })}
      onMove={moved}
      onSolved={verify}
    />
  );
  return children({ reveal, note, board: element });
}

function resumedNote(info: JigsawBoardInfo, save: JigsawSave, solved: boolean): string {
  const grid = { rows: info.rows, columns: info.columns };
  return jigsawResumeNote(settledCount(boardFromSave(grid, save)), pieceCount(grid), solved);
}

function JigsawSession({ board, info, label, children }: BoardSessionProps & { info: JigsawBoardInfo }) {
  const { reveal, changed, verify, startSave, startOver, resumedSolved } = useJigsawSolve(board, info);
  const resumed = startSave && { note: resumedNote(info, startSave, resumedSolved), solved: resumedSolved };
  const note = <ResumeNote resumed={resumed} canStartOver={reveal.status === 'playing'} onStartOver={startOver} />;
  // The kept board until Start over; then a fresh deal (a new key remounts the board).
  const dealt = useMemo(() => ({ ...info, resume: startSave }), [info, startSave]);
  const element = (
    <JigsawPuzzle
      key={startSave ? 'kept' : 'fresh'}
      imageUrl={board.imageUrl}
      size={board}
      info={dealt}
      privateMode={!board.isPublic}
      {...(label !== undefined && { label })}
      onChange={changed}
      onSolved={verify}
    />
  );
  return children({ reveal, note, board: element });
}

import { useEffect, useMemo, useRef } from 'react';
import type { PartyPuzzle } from '../../../../contract/party';
import { inPlaceCount, isSolved } from '../../../../game/rules/board';
import { cutJigsaw, isJigsawSolved, pieceCount, settledCount, type JigsawBoard } from '../../../../game/rules/jigsaw';
import { jigsawOf, type PartyBoard } from '../../../../game/rules/party';
import { jigsawPictureUrl } from '../../../components/JigsawPuzzle';
import { boardPictureUrl } from '../../../components/PhotoPuzzle';
import { useElementWidth } from '../../../game-host/useElementWidth';
import { usePicture } from '../../../game-host/usePicture';
import { drawJigsaw, drawSwap, piecePaths } from './board-drawing';
import './replay.css';

export interface PartyBoardPictureProps {
  puzzle: PartyPuzzle;
  board: PartyBoard;
  label: string; // what the board is, for the accessible name ("The board now", "The replay")
}

const MAX_HEIGHT_SHARE = 0.65; // of the window: the page around the board stays in sight
const TABLE_ASPECT = 0.75; // a jigsaw table's height per width (the table is fitted inside)

/** How far the board has come, in words (its accessible name, and for tests). */
export function boardProgress(board: PartyBoard): { done: number; total: number; solved: boolean; words: string } {
  if (board.kind === 'swap') {
    const done = inPlaceCount(board.order);
    return { done, total: board.order.length, solved: isSolved(board.order), words: `${done} of ${board.order.length} tiles in place` };
  }
  const jigsaw = jigsawOf(board);
  const total = pieceCount(jigsaw.grid);
  const done = settledCount(jigsaw);
  return { done, total, solved: isJigsawSolved(jigsaw), words: `${done} of ${total} pieces joined` };
}

/** The drawing's css size for a container `available` px wide: a swap keeps the picture's shape, a jigsaw table a fixed one. */
export function pictureSize(puzzle: PartyPuzzle, available: number, windowHeight: number): { width: number; height: number } {
  const maxHeight = Math.max(200, windowHeight * MAX_HEIGHT_SHARE);
  const aspect = puzzle.puzzleType === 'swap' && puzzle.width > 0 && puzzle.height > 0 ? puzzle.height / puzzle.width : TABLE_ASPECT;
  const width = Math.max(1, Math.min(available, maxHeight / aspect));
  return { width: Math.floor(width), height: Math.floor(width * aspect) };
}

/**
 * A party's board, read-only, with the real picture: what the sender watches fill in, and what the
 * replay plays. A canvas redrawn on every change (cheap: no engine); its name says the progress.
 */
export function PartyBoardPicture({ puzzle, board, label }: PartyBoardPictureProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const available = useElementWidth(rootRef);
  const url = puzzle.puzzleType === 'jigsaw' && puzzle.jigsaw ? jigsawPictureUrl(puzzle.imageUrl, puzzle.jigsaw.pieces) : boardPictureUrl(puzzle.imageUrl);
  const picture = usePicture(url);
  const jigsaw = board.kind === 'jigsaw' ? board : null;
  const rows = jigsaw?.grid.rows ?? 0;
  const columns = jigsaw?.grid.columns ?? 0;
  const seed = puzzle.jigsaw?.seed ?? 0;
  const paths = useMemo(() => (rows > 0 ? piecePaths(cutJigsaw({ rows, columns }, seed)) : []), [rows, columns, seed]);
  const jigsawBoard = useMemo<JigsawBoard | null>(() => (jigsaw ? jigsawOf(jigsaw) : null), [jigsaw]);
  const size = available === null ? null : pictureSize(puzzle, available, window.innerHeight);
  const progress = boardProgress(board);

  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || picture.status !== 'ready' || width === 0) return;
    const density = Math.min(2, window.devicePixelRatio || 1);
    if (canvas.width !== Math.round(width * density)) canvas.width = Math.round(width * density);
    if (canvas.height !== Math.round(height * density)) canvas.height = Math.round(height * density);
    context.setTransform(density, 0, 0, density, 0, 0);
    const image = { image: picture.image, width: picture.image.naturalWidth, height: picture.image.naturalHeight };
    if (board.kind === 'swap') drawSwap(context, board.order, puzzle.gridSize, image, width, height, progress.solved);
    else if (jigsawBoard) drawJigsaw(context, jigsawBoard, paths, image, width, height);
  }, [board, jigsawBoard, paths, picture, width, height, puzzle.gridSize, progress.solved]);

  return (
    <div ref={rootRef} className="party-board-picture" data-testid="party-board" data-kind={board.kind} data-done={progress.done} data-solved={progress.solved}>
      <canvas
        ref={canvasRef}
        className="party-board-picture__canvas"
        style={size ? { width: size.width, height: size.height } : undefined}
        role="img"
        aria-label={`${label}: ${progress.words}`}
      />
      {picture.status === 'error' && <p className="form-note">The picture could not be loaded.</p>}
    </div>
  );
}

import { useState } from 'react';
import type { PuzzleBoard } from '../../../../contract/schemas/puzzles';
import { cardNoun } from '../../../../game/rules/cards';
import { boardPictureSources, PhotoPuzzle } from '../../../components/PhotoPuzzle';
import { PreviewImage, PreviewToggle } from '../../../components/PreviewImage';
import { ResumeNote } from '../../../components/ResumeNote';
import { CardReveal } from './CardReveal';
import { SolveStatus } from '../../../components/SolveStatus';
import { usePuzzleSolve } from '../../../lib/puzzles/usePuzzleSolve';

/**
 * A loaded card: the board with its preview beside it, continued where it was
 * left on any device; once solved, the opened card takes the preview's place
 * (beside the finished picture on a wide screen, right under it on a phone).
 */
export function CardPlay({ board }: { board: PuzzleBoard }) {
  const [previewVisible, setPreviewVisible] = useState(true);
  const { reveal, moved, verify, startMoves, resumed, startOver } = usePuzzleSolve(board);
  const opened = reveal.status === 'revealed';

  return (
    <main className="page card-play">
      <h1>
        Puzzle from {board.senderName} to {board.recipientName}
      </h1>
      <p className="board-page__intro">
        {board.senderName} has sent you {board.cardType ? cardNoun(board.cardType) : 'a card'}, hidden inside a jumbled
        picture. Put the picture back together to open it.
      </p>
      <div className="board-page__layout">
        <div className="board-page__main">
          {!opened && (
            <div className="board-page__controls card-play__controls">
              <PreviewToggle visible={previewVisible} controls="card-preview" onToggle={() => setPreviewVisible((v) => !v)} />
              <p className="card-play__howto">Tap one tile, then another to swap them.</p>
            </div>
          )}
          <ResumeNote resumed={resumed} canStartOver={reveal.status === 'playing'} onStartOver={startOver} />
          <div className="board-page__board">
            <PhotoPuzzle
              imageUrl={board.imageUrl}
              size={board}
              side={board.gridSize}
              start={board.shuffle}
              moves={startMoves}
              privateMode={!board.isPublic}
              label="Puzzle card board"
              onMove={moved}
              onSolved={verify}
            />
          </div>
          <SolveStatus reveal={reveal} checking="Opening your card…" failed="Your card could not be opened:" />
        </div>
        <div className="board-page__side">
          {opened ? (
            <CardReveal board={board} solved={reveal.solved} />
          ) : (
            <PreviewImage id="card-preview" {...boardPictureSources(board.imageUrl)} size={board} visible={previewVisible} privateMode={!board.isPublic} />
          )}
        </div>
      </div>
    </main>
  );
}

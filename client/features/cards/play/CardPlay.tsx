import { useState } from 'react';
import type { PuzzleBoard } from '../../../../contract/schemas/puzzles';
import { cardNoun } from '../../../../game/rules/cards';
import { GiftIntro } from '../../../components/GiftIntro';
import type { BoardSessionView } from '../../../components/BoardSession';
import { boardPictureSources, HERO_BOARD_WIDTH, heroBoardStyle } from '../../../components/PhotoPuzzle';
import { PreviewImage, PreviewToggle } from '../../../components/PreviewImage';
import { TogetherSession } from '../../party/TogetherSession';
import { ReportGift } from '../../report';
import { CardReveal } from './CardReveal';
import { SolveStatus } from '../../../components/SolveStatus';

/**
 * A loaded card: the board as the page's hero with its preview a thumbnail beside
 * it, opened like a present, continued where it was left on any device; once
 * solved, the opened card takes the controls' place (beside the finished picture
 * on a wide screen, right under it on a phone).
 */
export function CardPlay({ board }: { board: PuzzleBoard }) {
  return (
    <TogetherSession board={board} label="Puzzle card board" maxWidth={HERO_BOARD_WIDTH}>
      {(session) => <CardPage puzzle={board} session={session} />}
    </TogetherSession>
  );
}

const HOW_TO = { swap: 'Tap one tile, then another to swap them.', jigsaw: 'Drag the pieces together; they snap when they fit.' };

function CardPage({ puzzle: board, session }: { puzzle: PuzzleBoard; session: BoardSessionView }) {
  const { reveal, note, board: boardElement, together } = session;
  const [previewVisible, setPreviewVisible] = useState(true);
  const opened = reveal.status === 'revealed';
  const jigsaw = board.puzzleType === 'jigsaw';

  return (
    <main className="page card-play board-page--hero">
      {!board.solved && <GiftIntro senderName={board.senderName} />}
      <div className="board-page__layout">
        <header className="board-page__head">
          <h1>
            Puzzle from {board.senderName} to {board.recipientName}
          </h1>
          <p className="board-page__intro">
            {board.senderName} has sent you {board.cardType ? cardNoun(board.cardType) : 'a card'}, hidden inside a jumbled
            picture. Put the picture back together to open it.
          </p>
        </header>
        {!opened && (
          <div className="board-page__tools">
            <div className="board-page__controls card-play__controls">
              <PreviewToggle visible={previewVisible} controls="card-preview" onToggle={() => setPreviewVisible((v) => !v)} />
              <p className="card-play__howto">{HOW_TO[jigsaw ? 'jigsaw' : 'swap']}</p>
            </div>
            <PreviewImage id="card-preview" {...boardPictureSources(board.imageUrl)} size={board} visible={previewVisible} privateMode={!board.isPublic} />
          </div>
        )}
        <div className="board-page__main">
          {note}
          <div className="board-page__board" style={jigsaw ? undefined : heroBoardStyle(board)}>
            {boardElement}
          </div>
          {together}
          <SolveStatus reveal={reveal} checking="Opening your card…" failed="Your card could not be opened:" />
        </div>
        {opened && (
          <div className="board-page__beside">
            <CardReveal board={board} solved={reveal.solved} />
          </div>
        )}
      </div>
      <ReportGift puzzleId={board.id} />
    </main>
  );
}

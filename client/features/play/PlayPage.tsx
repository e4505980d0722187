import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { cardPlayPath } from '../../../contract/cards';
import { PUZZLE_NOT_FOUND } from '../../../contract/puzzles';
import { boardPictureSources } from '../../components/PhotoPuzzle';
import { CancelledGift, isCancelled } from '../../components/CancelledGift';
import { ExpiredGift, isExpired } from '../../components/ExpiredGift';
import { GiftIntro } from '../../components/GiftIntro';
import { PreviewImage, PreviewToggle } from '../../components/PreviewImage';
import { ApiError } from '../../lib/http';
import { useBoard } from '../../lib/puzzles/useBoard';
import { GridSizeChoice } from './GridSizeChoice';
import { isRemoved, RemovedGift, ReportGift } from '../report';
import { PlaySession } from './PlaySession';
import '../../components/board-page.css';
import './play.css';

export const NOT_FOUND_ALERT = PUZZLE_NOT_FOUND; // SPEC section 8: an alert with the server's wording

const HOW_TO = {
  swap: ['Click a piece to select it.', 'Click another piece to swap the two.', 'Repeat until the picture is complete.', 'Discover the hidden message!'],
  jigsaw: ['Drag a piece next to its neighbour: they snap together.', 'Join the groups and put them in place.', 'Or choose a piece, then its slot, with the keyboard.', 'Discover the hidden message!'],
};

/** /play/:id — the recipient solves the sender's photo to read the message. */
export default function PlayPage() {
  const { id = '' } = useParams();
  const [size, setSize] = useState<number | undefined>(undefined); // undefined: the sender's choice
  const [previewVisible, setPreviewVisible] = useState(true);
  const load = useBoard(id, size);
  const notFound = load.status === 'error' && load.error instanceof ApiError && (load.error.status === 404 || load.error.status === 400);
  useEffect(() => {
    if (notFound) window.alert(NOT_FOUND_ALERT);
  }, [notFound]);

  if (load.status === 'loading') {
    return (
      <main className="page page--medium">
        <p role="status">Loading puzzle...</p>
      </main>
    );
  }
  if (notFound) {
    return (
      <main className="page page--narrow">
        <div className="card play-missing">
          <h1>Puzzle not found</h1>
          <p>This puzzle does not exist, or its link was copied incompletely. Check the link in your e-mail.</p>
          <Link className="button" to="/">
            Create your own puzzle
          </Link>
        </div>
      </main>
    );
  }
  if (load.status === 'error' && isCancelled(load.error)) return <CancelledGift createPath="/" />;
  if (load.status === 'error' && isRemoved(load.error)) return <RemovedGift createPath="/" error={load.error} />;
  if (load.status === 'error' && isExpired(load.error)) return <ExpiredGift error={load.error} createPath="/" />;
  if (load.status === 'error') {
    return (
      <main className="page page--narrow">
        <div className="card">
          <h1>The puzzle could not be loaded</h1>
          <p className="form-error">{load.error instanceof Error ? load.error.message : 'The puzzle could not be loaded.'}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Try again
          </button>
        </div>
      </main>
    );
  }

  const board = load.value;
  // A puzzle card's link pointed here: it is played (and its back shown) on the card's own page.
  if (board.kind === 'card') return <Navigate to={cardPlayPath(board.id)} replace />;
  return (
    <main className="page play board-page--hero">
      {!board.solved && <GiftIntro senderName={board.senderName} />}
      <div className="board-page__layout">
        <header className="board-page__head">
          <h1>A puzzle gift for {board.recipientName}</h1>
          <p className="board-page__intro">
            A friend has sent you a private message hidden inside a jumbled photograph. Put the picture back together to
            reveal what {board.senderName} wrote.
          </p>
        </header>
        <div className="board-page__tools">
          <div className="board-page__controls">
            <PreviewToggle visible={previewVisible} controls="play-preview" onToggle={() => setPreviewVisible((v) => !v)} />
            {board.puzzleType !== 'jigsaw' && <GridSizeChoice puzzleId={board.id} gridSize={board.gridSize} onChange={setSize} /> /* a jigsaw's count is its creator's */}
          </div>
          <PreviewImage id="play-preview" {...boardPictureSources(board.imageUrl)} size={board} visible={previewVisible} privateMode={!board.isPublic} />
        </div>
        <div className="board-page__main">
          <PlaySession key={`${board.gridSize}:${board.shuffle.join(',')}`} board={board} />
        </div>
        <aside className="board-page__beside">
          <h2 className="play__howto-title">How to play</h2>
          <ol className="play__howto">
            {HOW_TO[board.puzzleType === 'jigsaw' ? 'jigsaw' : 'swap'].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </aside>
      </div>
      <ReportGift puzzleId={board.id} />
    </main>
  );
}

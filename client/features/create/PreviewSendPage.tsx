import { useState } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useDraft, useDraftHydrated } from '../../stores/draft';
import { PreviewImage, PreviewToggle } from '../../components/PreviewImage';
import { LocalPreview } from './components/LocalPreview';
import { SendForm } from './components/SendForm';
import { piecesFor } from '../../stores/board-shape';
import { useObjectUrl } from './useObjectUrl';
import { useOfferedCounts } from './useOfferedCounts';
import '../../components/board-page.css';
import './create.css';

/** /puzzle — the sender tries the board with the local photo, then fills in who it is for and sends it. */
export default function PreviewSendPage() {
  const hydrated = useDraftHydrated();
  const image = useDraft((s) => s.image);
  const message = useDraft((s) => s.message);
  const gridSize = useDraft((s) => s.gridSize);
  const fontStyle = useDraft((s) => s.fontStyle);
  const chosen = useDraft(useShallow((s) => ({ puzzleType: s.puzzleType, pieces: s.pieces, rotation: s.rotation })));
  const shape = { ...chosen, pieces: piecesFor(chosen.pieces, useOfferedCounts(image)) };
  const reset = useDraft((s) => s.reset);
  const imageUrl = useObjectUrl(image);
  const [previewVisible, setPreviewVisible] = useState(true);
  const [round, setRound] = useState(0); // bumped by "Shuffle again"

  if (!hydrated) {
    return (
      <main className="page page--medium">
        <p role="status">Loading your puzzle…</p>
      </main>
    );
  }
  if (!image || !message.trim()) {
    return (
      <main className="page page--narrow">
        <div className="card">
          <h1>Puzzle Preview</h1>
          <p>There is nothing to preview yet. Choose a photo and write a message first.</p>
          <Link className="button" to="/">
            Create Your Puzzle
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className="page preview-send">
      <h1>Puzzle Preview</h1>
      <p className="board-page__intro">
        {shape.puzzleType === 'jigsaw' ? 'Drag the pieces together: they snap when they fit.' : 'Click a piece, then another to swap them.'}{' '}
        Complete the puzzle to unlock the message — this is exactly what your recipient will do.
      </p>
      <div className="board-page__layout">
        <div className="board-page__main">
          <div className="board-page__controls">
            <PreviewToggle visible={previewVisible} controls="create-preview" onToggle={() => setPreviewVisible((v) => !v)} />
            <button type="button" className="button button--ghost" onClick={() => setRound((r) => r + 1)}>
              {shape.puzzleType === 'jigsaw' ? 'Deal again' : 'Shuffle again'}
            </button>
            <button type="button" className="button button--ghost" onClick={reset}>
              Reset
            </button>
          </div>
          {imageUrl && (
            <LocalPreview
              key={`${imageUrl}:${shape.puzzleType}:${gridSize}:${shape.pieces}:${shape.rotation}:${round}`}
              imageUrl={imageUrl}
              side={gridSize}
              shape={shape}
              message={message}
              fontStyle={fontStyle}
            />
          )}
        </div>
        <aside className="board-page__side">
          {imageUrl && <PreviewImage id="create-preview" src={imageUrl} visible={previewVisible} />}
          <SendForm draft={{ image, message, gridSize, fontStyle, ...shape }} />
        </aside>
      </div>
    </main>
  );
}

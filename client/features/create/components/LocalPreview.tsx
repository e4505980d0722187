import { useState } from 'react';
import { storedPhotoSize } from '../../../../contract/puzzles';
import type { JigsawBoardInfo } from '../../../../contract/schemas/jigsaw';
import { shuffledOrder } from '../../../../game/rules/board';
import type { FontStyle } from '../../../../game/rules/gift';
import { gridFor } from '../../../../game/rules/jigsaw/counts';
import { JigsawPuzzle } from '../../../components/JigsawPuzzle';
import { PhotoPuzzle } from '../../../components/PhotoPuzzle';
import { RevealedMessage } from '../../../components/RevealedMessage';
import type { BoardShape } from '../../../stores/board-shape';
import { usePhotoSize } from '../usePhotoSize';

interface LocalPreviewProps {
  imageUrl: string;
  side: number;
  shape: BoardShape;
  message: string;
  fontStyle: FontStyle;
}

/**
 * The sender's own try of the board: a local shuffle (or deal) of the local photo (only the
 * recipient's board comes from the server). Remount with a new key to reshuffle.
 */
export function LocalPreview({ imageUrl, side, shape, message, fontStyle }: LocalPreviewProps) {
  const [solved, setSolved] = useState(false);
  return (
    <>
      <div className="board-page__board">
        {shape.puzzleType === 'jigsaw' ? (
          <LocalJigsaw imageUrl={imageUrl} shape={shape} onSolved={() => setSolved(true)} />
        ) : (
          <LocalSwap imageUrl={imageUrl} side={side} onSolved={() => setSolved(true)} />
        )}
      </div>
      <div aria-live="polite">
        {solved ? <RevealedMessage message={message} fontStyle={fontStyle} /> : <p className="form-note">The message stays hidden until the picture is complete.</p>}
      </div>
    </>
  );
}

function LocalSwap({ imageUrl, side, onSolved }: { imageUrl: string; side: number; onSolved(): void }) {
  const [start] = useState(() => shuffledOrder(side * side, Math.random));
  return <PhotoPuzzle imageUrl={imageUrl} side={side} start={start} onSolved={onSolved} />;
}

/** The jigsaw the recipient will get, cut as the server will cut the stored picture; a fresh deal each time. */
function LocalJigsaw({ imageUrl, shape, onSolved }: { imageUrl: string; shape: BoardShape; onSolved(): void }) {
  const size = usePhotoSize(imageUrl);
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 31));
  if (!size) return <p role="status">Cutting the pieces…</p>;
  const stored = storedPhotoSize(size.width, size.height);
  const info: JigsawBoardInfo = { pieces: shape.pieces, ...gridFor(shape.pieces, stored.width, stored.height), seed, rotation: shape.rotation, resume: null };
  return <JigsawPuzzle imageUrl={imageUrl} size={size} info={info} label="Jigsaw preview" onSolved={onSolved} />;
}

import { useState } from 'react';
import { shuffledOrder } from '../../../../game/rules/board';
import type { FontStyle } from '../../../../game/rules/gift';
import { PhotoPuzzle } from '../../../components/PhotoPuzzle';
import { RevealedMessage } from '../../../components/RevealedMessage';

interface LocalPreviewProps {
  imageUrl: string;
  side: number;
  message: string;
  fontStyle: FontStyle;
}

/**
 * The sender's own try of the board: a local shuffle of the local photo (only the
 * recipient's board is shuffled by the server). Remount with a new key to reshuffle.
 */
export function LocalPreview({ imageUrl, side, message, fontStyle }: LocalPreviewProps) {
  const [start] = useState(() => shuffledOrder(side * side, Math.random));
  const [solved, setSolved] = useState(false);
  return (
    <>
      <div className="board-page__board">
        <PhotoPuzzle imageUrl={imageUrl} side={side} start={start} onSolved={() => setSolved(true)} />
      </div>
      <div aria-live="polite">
        {solved ? <RevealedMessage message={message} fontStyle={fontStyle} /> : <p className="form-note">The message stays hidden until the picture is complete.</p>}
      </div>
    </>
  );
}

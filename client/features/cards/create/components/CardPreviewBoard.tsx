import { useState } from 'react';
import { shuffledOrder } from '../../../../../game/rules/board';
import type { FontStyle } from '../../../../../game/rules/gift';
import { PhotoPuzzle } from '../../../../components/PhotoPuzzle';
import { RevealedMessage } from '../../../../components/RevealedMessage';

interface CardPreviewBoardProps {
  imageUrl: string;
  side: number;
  message: string;
  fontStyle: FontStyle;
}

/**
 * The sender's own try of the card: a local shuffle of the generated picture (the
 * recipient's board is shuffled by the server). Remount with a new key to reshuffle.
 */
export function CardPreviewBoard({ imageUrl, side, message, fontStyle }: CardPreviewBoardProps) {
  const [start] = useState(() => shuffledOrder(side * side, Math.random));
  const [solved, setSolved] = useState(false);
  const text = message.trim();
  return (
    <>
      <div className="board-page__board">
        <PhotoPuzzle imageUrl={imageUrl} side={side} start={start} label="Preview of your puzzle card" onSolved={() => setSolved(true)} />
      </div>
      <div aria-live="polite">
        {!solved && <p className="form-note">The message stays hidden until the picture is complete.</p>}
        {solved && text && <RevealedMessage message={text} fontStyle={fontStyle} />}
        {solved && !text && <p className="form-success">Solved! Your recipient sees the card’s back here.</p>}
      </div>
    </>
  );
}

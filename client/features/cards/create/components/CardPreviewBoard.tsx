import { useState } from 'react';
import { CARD_IMAGE_SIZE } from '../../../../../contract/cards';
import type { FontStyle } from '../../../../../game/rules/gift';
import { RevealedMessage } from '../../../../components/RevealedMessage';
import { TryBoard } from '../../../../components/TryBoard';
import type { BoardShape } from '../../../../stores/board-shape';

const CARD_PICTURE = { width: CARD_IMAGE_SIZE, height: CARD_IMAGE_SIZE };

interface CardPreviewBoardProps {
  imageUrl: string;
  side: number;
  shape: BoardShape;
  message: string;
  fontStyle: FontStyle;
}

/**
 * The sender's own try of the card on the generated picture (the recipient's board comes from
 * the server). Remount with a new key to deal again.
 */
export function CardPreviewBoard({ imageUrl, side, shape, message, fontStyle }: CardPreviewBoardProps) {
  const [solved, setSolved] = useState(false);
  const text = message.trim();
  return (
    <>
      <div className="board-page__board">
        <TryBoard imageUrl={imageUrl} side={side} shape={shape} storedSize={CARD_PICTURE} label="Preview of your puzzle card" onSolved={() => setSolved(true)} />
      </div>
      <div aria-live="polite">
        {!solved && <p className="form-note">The message stays hidden until the picture is complete.</p>}
        {solved && text && <RevealedMessage message={text} fontStyle={fontStyle} />}
        {solved && !text && <p className="form-success">Solved! Your recipient sees the card’s back here.</p>}
      </div>
    </>
  );
}

import { useState } from 'react';
import { shuffledOrder } from '../../../../game/rules/board';
import { fontFamilyCss, type FontStyle } from '../../../../game/rules/gift';
import { GiftBoard } from '../../play/GiftBoard';

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
      <div className="play-board">
        <GiftBoard imageUrl={imageUrl} side={side} start={start} onSolved={() => setSolved(true)} />
      </div>
      <div aria-live="polite">
        {solved ? (
          <blockquote className="play-solved__message" style={{ fontFamily: fontFamilyCss(fontStyle) }}>
            {message}
          </blockquote>
        ) : (
          <p className="form-note">The message stays hidden until the picture is complete.</p>
        )}
      </div>
    </>
  );
}

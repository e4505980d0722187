import { useState } from 'react';
import { storedPhotoSize } from '../../../../contract/puzzles';
import type { FontStyle } from '../../../../game/rules/gift';
import { RevealedMessage } from '../../../components/RevealedMessage';
import { TryBoard } from '../../../components/TryBoard';
import type { BoardShape } from '../../../stores/board-shape';
import { usePhotoSize } from '../usePhotoSize';

interface LocalPreviewProps {
  imageUrl: string;
  side: number;
  shape: BoardShape;
  message: string;
  fontStyle: FontStyle;
}

/** The sender's own try of the gift's board on the local photo, and the message once it is solved. Remount with a new key to deal again. */
export function LocalPreview({ imageUrl, side, shape, message, fontStyle }: LocalPreviewProps) {
  const [solved, setSolved] = useState(false);
  const size = usePhotoSize(imageUrl);
  return (
    <>
      <div className="board-page__board">
        <TryBoard
          imageUrl={imageUrl}
          side={side}
          shape={shape}
          storedSize={size && storedPhotoSize(size.width, size.height)}
          label={shape.puzzleType === 'jigsaw' ? 'Jigsaw preview' : 'Puzzle board'}
          onSolved={() => setSolved(true)}
        />
      </div>
      <div aria-live="polite">
        {solved ? <RevealedMessage message={message} fontStyle={fontStyle} /> : <p className="form-note">The message stays hidden until the picture is complete.</p>}
      </div>
    </>
  );
}

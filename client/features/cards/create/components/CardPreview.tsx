import { useEffect, useRef, useState } from 'react';
import type { CardType } from '../../../../../game/rules/cards';
import type { FontStyle, GridSide } from '../../../../../game/rules/gift';
import { PreviewImage, PreviewToggle } from '../../../../components/PreviewImage';
import { useReducedMotion } from '../../../../lib/useReducedMotion';
import type { BoardShape } from '../../../../stores/board-shape';
import type { CardDraftFields, CardImage } from '../../../../stores/card-draft';
import { CardBack } from './CardBack';
import { CardPreviewBoard } from './CardPreviewBoard';

interface CardPreviewProps {
  cardType: CardType;
  image: CardImage;
  fields: CardDraftFields['fields'];
  gridSize: GridSide;
  shape: BoardShape;
  fontStyle: FontStyle;
  repainting: boolean; // a new picture is on its way: this one is about to be replaced
  justPainted: boolean; // the picture arrived just now, so the reader is taken to it
}

/** "Preview Your Puzzle Card": the board to try, the finished picture as a hint, and what the card reveals. */
export function CardPreview({ cardType, image, fields, gridSize, shape, fontStyle, repainting, justPainted }: CardPreviewProps) {
  const [previewVisible, setPreviewVisible] = useState(true);
  const [round, setRound] = useState(0); // bumped by "Shuffle again"
  const heading = useRef<HTMLHeadingElement>(null);
  const reducedMotion = useReducedMotion();

  // A freshly painted picture (not one restored from the draft after a reload) takes
  // the reader to it: on a phone it appears below the fold, and a screen reader hears the heading.
  useEffect(() => {
    const target = heading.current;
    if (!justPainted || !target) return;
    target.focus({ preventScroll: true }); // focus alone scrolls only as far as needed: the board would stay below the fold
    target.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [justPainted, image.imageId, reducedMotion]);

  return (
    <section className="card card-preview" aria-labelledby="card-preview-title" aria-busy={repainting}>
      <h2 id="card-preview-title" ref={heading} tabIndex={-1}>
        Preview Your Puzzle Card
      </h2>
      <p className="board-page__intro card-preview__intro">
        Try it as your recipient will: {shape.puzzleType === 'jigsaw' ? 'drag the pieces together; they snap when they fit.' : 'click a piece, then another to swap them.'}{' '}
        Complete the puzzle to reveal the message.
      </p>
      <div className={repainting ? 'board-page__layout card-preview__layout card-preview__layout--repainting' : 'board-page__layout card-preview__layout'}>
        <div className="board-page__main">
          <div className="board-page__controls">
            <PreviewToggle visible={previewVisible} controls="card-preview-image" onToggle={() => setPreviewVisible((v) => !v)} />
            <button type="button" className="button button--ghost" onClick={() => setRound((r) => r + 1)}>
              {shape.puzzleType === 'jigsaw' ? 'Deal again' : 'Shuffle again'}
            </button>
          </div>
          <CardPreviewBoard
            key={`${image.imageId}:${shape.puzzleType}:${gridSize}:${shape.pieces}:${shape.rotation}:${round}`}
            imageUrl={image.imageUrl}
            side={gridSize}
            shape={shape}
            message={fields.customMessage}
            fontStyle={fontStyle}
          />
        </div>
        <div className="board-page__side">
          <PreviewImage id="card-preview-image" src={image.imageUrl} visible={previewVisible} />
          <CardBack cardType={cardType} fields={fields} fontStyle={fontStyle} />
        </div>
      </div>
    </section>
  );
}

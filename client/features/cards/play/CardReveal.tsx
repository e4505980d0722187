import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { PuzzleBoard, SolvedBody } from '../../../../contract/schemas/puzzles';
import { RevealedMessage } from '../../../components/RevealedMessage';
import { SavePhoto } from '../../../components/SavePhoto';
import { FlipCard } from './FlipCard';
import { RsvpForm } from './RsvpForm';
import { PresentReveal } from '../../store/PresentReveal';

interface CardRevealProps {
  board: PuzzleBoard;
  solved: SolvedBody;
}

/** What solving a card unlocks: the message written out in its font, the card to turn over, an invitation's reply, and its picture to keep (when public). */
export function CardReveal({ board, solved }: CardRevealProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the message, not on the board above it.
  useEffect(() => headingRef.current?.focus(), []);
  const back = solved.card;
  const coupon = back?.coupon ?? null;
  const cardType = back?.cardType ?? board.cardType ?? 'greeting';

  return (
    <section className="card card-reveal" aria-labelledby="card-reveal-title">
      <h2 id="card-reveal-title" ref={headingRef} tabIndex={-1}>
        You solved it! Here is your card
      </h2>
      <RevealedMessage message={solved.message} fontStyle={solved.fontStyle} testId="puzzle-message" written />
      <p className="card-reveal__from">— {board.senderName}</p>
      {solved.present && <PresentReveal present={solved.present} senderName={board.senderName} />}
      <FlipCard
        image={board.imageUrl}
        message={solved.message}
        cardType={cardType}
        fontStyle={solved.fontStyle}
        senderName={board.senderName}
        occasion={back?.occasion ?? ''}
        eventDate={back?.eventDate ?? null}
        {...(coupon ?? {})}
      />
      {cardType === 'invitation' && <RsvpForm puzzleId={board.id} senderName={board.senderName} initial={back?.rsvp ?? null} />}
      <div className="card-reveal__actions">
        {cardType !== 'coupon' && ( // a business's offer is not answered with a gift
          <Link className="button" to={`/?reply=${encodeURIComponent(solved.replyToken)}`}>
            Reply with your own puzzle
          </Link>
        )}
        <Link className="button button--ghost" to="/create-puzzle-gift">
          Make your own puzzle card
        </Link>
        {board.isPublic && <SavePhoto imageUrl={board.imageUrl} senderName={board.senderName} label="Save the picture" />}
      </div>
    </section>
  );
}

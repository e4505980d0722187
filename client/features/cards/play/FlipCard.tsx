import { useEffect, useRef, useState, type TransitionEvent } from 'react';
import type { CardType } from '../../../../game/rules/cards';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { CardBackFace } from './CardBackFace';
import './flip-card.css';

/** SPEC "Flip card properties", plus what a solved card's back carries beyond them. */
export interface FlipCardProps {
  image: string;
  message: string;
  cardType: CardType;
  offerDescription?: string;
  termsConditions?: string;
  businessName?: string;
  businessLocation?: string;
  imageAlt?: string;
  fontStyle?: string; // the message's font; the default font otherwise
  occasion?: string;
  eventDate?: string | null;
  senderName?: string;
  startDate?: string | null; // a coupon's window
  expirationDate?: string | null;
  code?: string; // a coupon's single-use code
  qrSvg?: string; // an SVG document of the QR code of the business's redeem link
}

const TURN_MS = 800; // keep in step with the transition in flip-card.css

type Side = 'front' | 'turning' | 'back'; // 'turning': the 3D turn is under way

/**
 * A card that turns over once (SPEC: no flip back): the picture in front, the
 * message (and a coupon's offer and code) behind. Only once it has turned does the
 * back set the card's height, so the unturned card is exactly its picture.
 */
export function FlipCard({ image, imageAlt = 'The picture on the front of your card', ...back }: FlipCardProps) {
  const reducedMotion = useReducedMotion();
  const [side, setSide] = useState<Side>('front');
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const flipped = side !== 'front';

  // The button that was focused disappears: focus goes to what it revealed, and
  // a card only partly on screen (a phone) is brought up to be read from its top.
  useEffect(() => {
    if (!flipped) return;
    headingRef.current?.focus({ preventScroll: true });
    const box = cardRef.current?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
      cardRef.current?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    }
  }, [flipped]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it turns

  // transitionend never comes in a background tab: the turn still ends.
  useEffect(() => {
    if (side !== 'turning') return;
    const timer = window.setTimeout(() => setSide('back'), TURN_MS + 150);
    return () => window.clearTimeout(timer);
  }, [side]);

  function turned(event: TransitionEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget && event.propertyName === 'transform') setSide('back');
  }

  return (
    <div ref={cardRef} className={`flip-card flip-card--${side}`}>
      <div className="flip-card__inner" onTransitionEnd={turned}>
        <div className="flip-card__face flip-card__face--front" aria-hidden={flipped} inert={flipped}>
          <img className="flip-card__image" src={image} alt={imageAlt} width={512} height={512} />
        </div>
        <div className="flip-card__face flip-card__face--back" aria-hidden={!flipped} inert={!flipped}>
          <CardBackFace {...back} headingRef={headingRef} />
        </div>
      </div>
      {!flipped && (
        <button type="button" className="button flip-card__button" onClick={() => setSide(reducedMotion ? 'back' : 'turning')}>
          Click Here to Flip
        </button>
      )}
    </div>
  );
}

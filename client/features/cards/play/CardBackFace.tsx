import type { Ref } from 'react';
import { cardTypeLabel, type CardType } from '../../../../game/rules/cards';
import { DEFAULT_FONT, fontFamilyCss, isFontStyle } from '../../../../game/rules/gift';
import { backHeading, eventLine } from './card-back';
import { CouponDetails } from './CouponDetails';

interface CardBackFaceProps {
  message: string;
  cardType: CardType;
  fontStyle?: string;
  occasion?: string;
  eventDate?: string | null;
  senderName?: string;
  offerDescription?: string;
  termsConditions?: string;
  businessName?: string;
  businessLocation?: string;
  startDate?: string | null;
  expirationDate?: string | null;
  code?: string;
  qrSvg?: string;
  headingRef: Ref<HTMLHeadingElement>; // focused once the card has turned
}

/** The inside of the card: what it is for, the message in its font, and for a coupon the offer. */
export function CardBackFace({ message, cardType, fontStyle = DEFAULT_FONT, occasion = '', eventDate = null, senderName, headingRef, ...coupon }: CardBackFaceProps) {
  const font = isFontStyle(fontStyle) ? fontStyle : DEFAULT_FONT;
  const when = eventLine(cardType, eventDate);
  return (
    <div className="card-back">
      <p className="card-back__type">{cardTypeLabel(cardType)}</p>
      <h3 className="card-back__heading" ref={headingRef} tabIndex={-1}>
        {backHeading(cardType, occasion)}
      </h3>
      {when && <p className="card-back__when">{when}</p>}
      <p className="card-back__message" style={{ fontFamily: fontFamilyCss(font) }}>
        {message}
      </p>
      {senderName && <p className="card-back__from">— {senderName}</p>}
      {cardType === 'coupon' && coupon.offerDescription !== undefined && (
        <CouponDetails
          offerDescription={coupon.offerDescription}
          termsConditions={coupon.termsConditions ?? ''}
          businessName={coupon.businessName ?? ''}
          businessLocation={coupon.businessLocation ?? ''}
          startDate={coupon.startDate ?? null}
          expirationDate={coupon.expirationDate ?? null}
          {...(coupon.code ? { code: coupon.code } : {})}
          {...(coupon.qrSvg ? { qrSvg: coupon.qrSvg } : {})}
        />
      )}
    </div>
  );
}

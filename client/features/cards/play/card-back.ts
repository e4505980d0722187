import type { CouponBack } from '../../../../contract/schemas/cards';
import type { CardType } from '../../../../game/rules/cards';
import { isDateKey, longDate } from '../../../../game/rules/dates';

/**
 * What the back of a solved card says, as pure functions of the solve's answer:
 * the heading, the event line, which coupon lines appear, the code as printed and
 * as read aloud, and the QR code as an image source. The redeem page reuses the
 * date and code wording so the customer and the till read the same words.
 */

/** A day in words ('November 23, 2026'); anything that is not a day is shown as it came. */
export function dateWords(date: string): string {
  return isDateKey(date) ? longDate(date) : date;
}

/** The offer's window in words, or null when it has no dates (always valid). */
export function validityText(startDate: string | null, expirationDate: string | null): string | null {
  if (startDate && expirationDate) {
    return startDate === expirationDate
      ? `Valid on ${dateWords(startDate)} only`
      : `Valid from ${dateWords(startDate)} to ${dateWords(expirationDate)}`;
  }
  if (startDate) return `Valid from ${dateWords(startDate)}`;
  if (expirationDate) return `Valid until ${dateWords(expirationDate)}`;
  return null;
}

export type CouponLineKind = 'offer' | 'business' | 'location' | 'validity' | 'terms';
export interface CouponLine {
  kind: CouponLineKind;
  label: string; // what a screen reader hears before the text; shown small
  text: string;
}

type CouponText = Pick<CouponBack, 'offerDescription' | 'businessName' | 'businessLocation' | 'termsConditions' | 'startDate' | 'expirationDate'>;

/** SPEC: a coupon's back prints offer, business name, location and terms; blank ones are left out rather than shown empty. */
export function couponLines(coupon: CouponText): CouponLine[] {
  const lines: [CouponLineKind, string, string | null][] = [
    ['offer', 'Offer', coupon.offerDescription],
    ['business', 'At', coupon.businessName],
    ['location', 'Where', coupon.businessLocation],
    ['validity', 'Valid', validityText(coupon.startDate, coupon.expirationDate)],
    ['terms', 'Terms', coupon.termsConditions],
  ];
  return lines
    .map(([kind, label, text]) => ({ kind, label, text: (text ?? '').trim() }))
    .filter((line) => line.text !== '');
}

/** A code as printed: capitals in groups of five ('abcde fghjk' → 'ABCDE-FGHJK'), the way the till types it. */
export function formatCode(code: string): string {
  const characters = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (characters.match(/.{1,5}/g) ?? []).join('-');
}

/** A code for a screen reader: one character at a time, groups apart ('A B C D E, F G H J K'). */
export function spelledCode(code: string): string {
  return formatCode(code)
    .split('-')
    .map((group) => group.split('').join(' '))
    .join(', ');
}

/** The QR code as an <img> source: the SVG stays an image (never markup in the page), which the CSP allows as data:. */
export function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function redeemInstruction(businessName: string): string {
  const where = businessName.trim() || 'the business';
  return `Show this code or the QR code at ${where}. It works once.`;
}

const DEFAULT_HEADINGS: Record<CardType, string> = {
  invitation: 'You’re invited!',
  greeting: 'A card for you',
  anniversary: 'Happy anniversary!',
  holiday: 'Happy holidays!',
  coupon: 'A special offer for you',
};

/** The back's heading: the sender's occasion when there is one ('Mia turns 7'), else one for the type. */
export function backHeading(cardType: CardType, occasion: string): string {
  return occasion.trim() || DEFAULT_HEADINGS[cardType];
}

/** The event's day: an invitation says when, another card just the date; null without one. */
export function eventLine(cardType: CardType, eventDate: string | null): string | null {
  if (!eventDate) return null;
  return `${cardType === 'invitation' ? 'When' : 'Date'}: ${dateWords(eventDate)}`;
}

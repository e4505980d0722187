import { daysBetween, type DateKey } from './dates';

/**
 * AI puzzle cards (SPEC sections 2, 3 and 9): the card types, the tones and the
 * style each adds to the image prompt, which fields each type asks for, and when
 * a coupon may be redeemed. Shared by the creator form, the server and the card's back.
 */

export const CARD_TYPES = [
  { value: 'invitation', label: 'Invitation', noun: 'an invitation' },
  { value: 'greeting', label: 'Greeting Card', noun: 'a greeting card' },
  { value: 'anniversary', label: 'Anniversary', noun: 'an anniversary card' },
  { value: 'holiday', label: 'Holiday', noun: 'a holiday card' },
  { value: 'coupon', label: 'Coupon/Offer', noun: 'a special offer' },
] as const;
export type CardType = (typeof CARD_TYPES)[number]['value'];
export const CARD_TYPE_VALUES = CARD_TYPES.map((type) => type.value) as CardType[];

export function isCardType(value: string): value is CardType {
  return CARD_TYPES.some((type) => type.value === value);
}

export function cardTypeLabel(type: CardType): string {
  return CARD_TYPES.find((option) => option.value === type)?.label ?? type;
}

/** The card in a sentence: "an invitation", "a holiday card". */
export function cardNoun(type: CardType): string {
  return CARD_TYPES.find((option) => option.value === type)?.noun ?? 'a card';
}

/** SPEC: tone presets mapped to image styles; any other tone adds no style. */
export const TONE_STYLES = {
  playful: 'in a bright, playful cartoon style with cheerful colors and rounded shapes',
  dramatic: 'in a dramatic, cinematic style with bold contrast and moody light',
  romantic: 'in a soft, romantic style with warm pastel colors and gentle glowing light',
  formal: 'in an elegant, formal style with refined composition and a restrained palette',
  heartfelt: 'in a warm, heartfelt watercolor style with tender details',
} as const;
export type Tone = keyof typeof TONE_STYLES;
export const TONES = Object.keys(TONE_STYLES) as Tone[];

export function isTone(value: string): value is Tone {
  return Object.hasOwn(TONE_STYLES, value);
}

/** The style phrase a tone adds to the prompt, or '' for anything else. */
export function toneStyle(tone: string): string {
  return isTone(tone) ? TONE_STYLES[tone] : '';
}

export const PROMPT_MAX = 600; // the sender's image description
export const OCCASION_MAX = 80;

/**
 * What the image model is asked for: the sender's description, the occasion it is
 * for and the tone's style. The picture must carry no text: the card's message is
 * revealed by the puzzle, not printed on it.
 */
export function imagePrompt(input: { description: string; cardType: CardType; occasion?: string; tone?: string }): string {
  const description = input.description.trim().replace(/\s+/g, ' ').replace(/[.\s]+$/, '');
  const occasion = input.occasion?.trim().replace(/\s+/g, ' ');
  const parts = [description, `for ${cardNoun(input.cardType)}${occasion ? ` (${occasion})` : ''}`];
  const style = toneStyle(input.tone ?? '');
  if (style) parts.push(style);
  return `${parts.join(', ')}. No words or letters in the picture.`;
}

/** The creation form's fields, in order (SPEC section 3, "Card-creation form fields"). */
export const CARD_FIELDS = ['toName', 'toEmail', 'fromName', 'fromEmail', 'occasion', 'eventDate', 'imagePrompt', 'customMessage', 'tone'] as const;
export const COUPON_FIELDS = ['offerDescription', 'termsConditions', 'startDate', 'expirationDate', 'businessName', 'businessLocation'] as const;
export type CardField = (typeof CARD_FIELDS)[number] | (typeof COUPON_FIELDS)[number];

/** The fields a type of card asks for: a coupon adds the business's offer. */
export function cardFormFields(type: CardType): readonly CardField[] {
  return type === 'coupon' ? [...CARD_FIELDS, ...COUPON_FIELDS] : CARD_FIELDS;
}

export type CouponState = 'valid' | 'not-yet-valid' | 'expired' | 'redeemed';

export interface CouponTerms {
  startDate: DateKey | null; // first day it may be redeemed, inclusive
  expirationDate: DateKey | null; // last day it may be redeemed, inclusive
  redeemedAt: number | null; // ms since epoch of its one redemption
}

/** Whether a coupon may be redeemed on `today` (the business's own calendar day). */
export function couponState(terms: CouponTerms, today: DateKey): CouponState {
  if (terms.redeemedAt !== null) return 'redeemed';
  if (terms.startDate && daysBetween(terms.startDate, today) < 0) return 'not-yet-valid';
  if (terms.expirationDate && daysBetween(terms.expirationDate, today) > 0) return 'expired';
  return 'valid';
}

/** A coupon's dates make sense: the offer does not end before it starts. */
export function couponDatesInOrder(startDate: DateKey | null, expirationDate: DateKey | null): boolean {
  return !startDate || !expirationDate || daysBetween(startDate, expirationDate) >= 0;
}

export const RSVP_ANSWERS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'maybe', label: 'Maybe' },
] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number]['value'];
export const RSVP_ANSWER_VALUES = RSVP_ANSWERS.map((answer) => answer.value) as RsvpAnswer[];
export const RSVP_NOTE_MAX = 300;

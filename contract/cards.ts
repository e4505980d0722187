/**
 * AI puzzle cards: limits, names and messages both sides use (the schemas are in
 * schemas/cards.ts; card types, tones and coupon rules are game rules, in
 * game/rules/cards.ts). A card is sent, played and watched like a gift: its board,
 * moves and solve go through /api/puzzles/:id, and the solve also answers the card's back.
 */

/** The spec's size of a card picture: the provider's smallest square is made this size. */
export const CARD_IMAGE_SIZE = 512;

/** Where generated pictures live in app.storage (SPEC: pod-images/puzzle_{timestamp}.png). */
export const CARD_IMAGE_FOLDER = 'pod-images';

export const OFFER_MAX = 200;
export const TERMS_MAX = 600;
export const BUSINESS_NAME_MAX = 80;
export const BUSINESS_LOCATION_MAX = 200;

/** SPEC section 8, word for word. */
export const CARD_MESSAGES = {
  generationFailed: 'Something went wrong while generating or uploading the image.',
  notFound: 'Puzzle not found.',
  loadFailed: 'Error loading puzzle data.',
  promptRefused:
    'We can’t make a picture from that description. Please describe something else — a scene, a place or a celebration works well.',
  imageMissing: 'That picture is no longer available. Please generate it again.',
  wrongRedeemKey: 'This redeem link is not valid. Use the complete link from the confirmation e-mail.',
  wrongCode: 'That code does not belong to this coupon.',
} as const;

/** Image generations allowed per hour, counting only pictures that were made. */
export const CARD_IMAGES_PER_HOUR = { visitor: 5, member: 20 } as const;

/**
 * The link a coupon's QR code holds: the business's redeem page for this card with
 * the code in the fragment (never sent to a server, so never in a log).
 */
export function redeemPath(cardId: string, fragment: { code?: string; key?: string }): string {
  const parts = Object.entries(fragment)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `/redeem/${encodeURIComponent(cardId)}${parts.length > 0 ? `#${parts.join('&')}` : ''}`;
}

/** The recipient's page of a card. */
export function cardPlayPath(cardId: string): string {
  return `/play-puzzle-card/${encodeURIComponent(cardId)}`;
}

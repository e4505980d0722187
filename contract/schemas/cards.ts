import { Type, type Static } from 'typebox';
import { CARD_TYPE_VALUES, OCCASION_MAX, PROMPT_MAX, RSVP_ANSWER_VALUES, RSVP_NOTE_MAX } from '../../game/rules/cards';
import { GRID_SIDES, MESSAGE_MAX, NAME_MAX } from '../../game/rules/gift';
import { EMAIL_MAX } from '../auth';
import { BUSINESS_LOCATION_MAX, BUSINESS_NAME_MAX, OFFER_MAX, TERMS_MAX } from '../cards';
import { DateKey } from './daily';
import { DeliveryChoice } from './delivery';
import { JigsawCountValue, PuzzleType } from './jigsaw';
import { oneOf } from './literals';
import { PhoneField, PhoneRegionField, SendByField, TextSent } from '../texts';
import { PuzzleId } from './ids';
import { PresentId } from './store';

/**
 * AI puzzle cards: the HTTP contract of server/routes/cards and client/features/cards.
 *
 * POST /api/cards/images        GenerateImageBody → 201 GeneratedImage (a 512x512 PNG under /media/pod-images/);
 *                                422 'prompt-refused', 502 'image-generation-failed' (SPEC's message), 429 + Retry-After
 * POST /api/cards               CreateCardBody → 201 CreatedCard; the recipient's and the sender's mails are queued.
 *                                400 'invalid-field', 404 'image-not-found', 429
 * Then the card is a puzzle: GET /api/puzzles/:id (kind 'card'), POST …/moves, POST …/solve (with `card`: its back).
 * POST /api/puzzles/:id/rsvp    RsvpBody → 200 Rsvp (an invitation that was solved); 409 'not-solved', 400 'not-an-invitation'
 * POST /api/cards/:id/coupon    CouponKeyBody → 200 CouponStatus (the business's view: no code); 403 'wrong-redeem-key'
 * POST /api/cards/:id/redeem    RedeemBody → 200 Redeemed, once; 409 'coupon-already-redeemed' "Already redeemed on …",
 *                                422 'coupon-not-yet-valid' / 'coupon-expired', 400 'wrong-coupon-code', 403 'wrong-redeem-key'
 */

export const CardType = oneOf(CARD_TYPE_VALUES);
const Tone = Type.String({ maxLength: 40 }); // SPEC: any other tone adds no style
const OptionalDate = Type.Union([DateKey, Type.Null()]);

export const GenerateImageBody = Type.Object(
  {
    imagePrompt: Type.String({ minLength: 1, maxLength: PROMPT_MAX }),
    tone: Tone,
    cardType: CardType,
    occasion: Type.String({ maxLength: OCCASION_MAX }),
  },
  { additionalProperties: false },
);
export type GenerateImageBody = Static<typeof GenerateImageBody>;

export const GeneratedImage = Type.Object(
  { imageId: Type.String(), imageUrl: Type.String(), width: Type.Integer(), height: Type.Integer() },
  { additionalProperties: false },
);
export type GeneratedImage = Static<typeof GeneratedImage>;

export const CouponFields = Type.Object(
  {
    offerDescription: Type.String({ minLength: 1, maxLength: OFFER_MAX }),
    termsConditions: Type.String({ maxLength: TERMS_MAX }),
    startDate: OptionalDate,
    expirationDate: OptionalDate,
    businessName: Type.String({ minLength: 1, maxLength: BUSINESS_NAME_MAX }),
    businessLocation: Type.String({ maxLength: BUSINESS_LOCATION_MAX }),
  },
  { additionalProperties: false },
);
export type CouponFields = Static<typeof CouponFields>;

const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX });
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });

export const CreateCardBody = Type.Object(
  {
    imageId: Type.String({ minLength: 1, maxLength: 64 }),
    cardType: CardType,
    toName: Name,
    toEmail: Type.Optional(Email), // required unless sendBy is 'text'
    fromName: Name,
    fromEmail: Email,
    occasion: Type.String({ maxLength: OCCASION_MAX }),
    eventDate: OptionalDate,
    customMessage: Type.String({ maxLength: MESSAGE_MAX }),
    tone: Tone,
    gridSize: oneOf(GRID_SIDES),
    fontStyle: Type.String({ minLength: 1, maxLength: 40 }),
    consent: Type.Literal(true),
    coupon: Type.Union([CouponFields, Type.Null()]), // required for 'coupon' cards, null for the others
    delivery: Type.Optional(DeliveryChoice), // when it goes out; without it, now, with no reminder
    // A tile swap (gridSize) unless said; a jigsaw of `pieces` (default 24; at most what the 512x512
    // picture offers: offeredCounts), its pieces turned only with `rotation`. pieces and rotation only with a jigsaw.
    puzzleType: Type.Optional(PuzzleType),
    pieces: Type.Optional(JigsawCountValue),
    rotation: Type.Optional(Type.Boolean()),
    presentId: Type.Optional(PresentId), // a present of the gift store (contract/schemas/store.ts), revealed only after the solve
    // Invitations by text, as on the gift form (contract/texts.ts).
    sendBy: Type.Optional(SendByField),
    recipientPhone: Type.Optional(PhoneField),
    phoneRegion: Type.Optional(PhoneRegionField),
  },
  { additionalProperties: false },
);
export type CreateCardBody = Static<typeof CreateCardBody>;

export const CreatedCard = Type.Object(
  {
    id: Type.String(),
    watchToken: Type.String(), // the sender's key to the watch page
    redeemKey: Type.Union([Type.String(), Type.Null()]), // a coupon's: the business's key to its redeem page
    arrival: Type.Union([Type.String(), Type.Null()]), // when a scheduled card arrives; null: on its way now
    text: Type.Optional(TextSent), // when it goes by text (contract/texts.ts)
  },
  { additionalProperties: false },
);
export type CreatedCard = Static<typeof CreatedCard>;

export const RsvpAnswer = oneOf(RSVP_ANSWER_VALUES);
export const RsvpBody = Type.Object(
  { answer: RsvpAnswer, note: Type.String({ maxLength: RSVP_NOTE_MAX }) },
  { additionalProperties: false },
);
export type RsvpBody = Static<typeof RsvpBody>;

export const Rsvp = Type.Object(
  { answer: RsvpAnswer, note: Type.String(), at: Type.String() /* ISO 8601 */ },
  { additionalProperties: false },
);
export type Rsvp = Static<typeof Rsvp>;

/** The back of a solved coupon card: the offer and its one code, with a QR code of the business's redeem link. */
export const CouponBack = Type.Object(
  {
    offerDescription: Type.String(),
    termsConditions: Type.String(),
    businessName: Type.String(),
    businessLocation: Type.String(),
    startDate: Type.Union([Type.String(), Type.Null()]),
    expirationDate: Type.Union([Type.String(), Type.Null()]),
    code: Type.String(), // single use; shown only after a replayed solve
    qrSvg: Type.String(), // an SVG document of the QR code of PUBLIC_URL + redeemPath(id, { code })
  },
  { additionalProperties: false },
);
export type CouponBack = Static<typeof CouponBack>;

/** What a solve unlocks besides the message when the puzzle is a card. */
export const CardBack = Type.Object(
  {
    cardType: CardType,
    occasion: Type.String(),
    eventDate: Type.Union([Type.String(), Type.Null()]),
    coupon: Type.Union([CouponBack, Type.Null()]),
    rsvp: Type.Union([Rsvp, Type.Null()]), // an invitation's answer so far
  },
  { additionalProperties: false },
);
export type CardBack = Static<typeof CardBack>;

export const CardParams = Type.Object({ id: PuzzleId }, { additionalProperties: false });
export type CardParams = Static<typeof CardParams>;

const RedeemKey = Type.String({ minLength: 16, maxLength: 128 });
export const CouponKeyBody = Type.Object({ redeemKey: RedeemKey }, { additionalProperties: false });
export type CouponKeyBody = Static<typeof CouponKeyBody>;

/** The business's view of its coupon: the offer and whether it was used, never the code. */
export const CouponStatus = Type.Object(
  {
    recipientName: Type.String(),
    offerDescription: Type.String(),
    termsConditions: Type.String(),
    businessName: Type.String(),
    businessLocation: Type.String(),
    startDate: Type.Union([Type.String(), Type.Null()]),
    expirationDate: Type.Union([Type.String(), Type.Null()]),
    redeemedAt: Type.Union([Type.String(), Type.Null()]), // ISO 8601
  },
  { additionalProperties: false },
);
export type CouponStatus = Static<typeof CouponStatus>;

export const RedeemBody = Type.Object(
  {
    redeemKey: RedeemKey,
    code: Type.String({ minLength: 1, maxLength: 40 }),
    tzOffsetMinutes: Type.Integer({ minimum: -840, maximum: 720 }), // Date#getTimezoneOffset: the business's calendar day decides the dates
  },
  { additionalProperties: false },
);
export type RedeemBody = Static<typeof RedeemBody>;

export const Redeemed = Type.Object({ redeemedAt: Type.String() }, { additionalProperties: false });
export type Redeemed = Static<typeof Redeemed>;

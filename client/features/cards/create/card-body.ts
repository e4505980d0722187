import type { CouponFields, CreateCardBody, GenerateImageBody } from '../../../../contract/schemas/cards';
import { couponDatesInOrder } from '../../../../game/rules/cards';
import { CARD_IMAGE_SIZE } from '../../../../contract/cards';
import { offeredCounts } from '../../../../game/rules/jigsaw/counts';
import { piecesFor } from '../../../stores/board-shape';
import type { CardDraftFields } from '../../../stores/card-draft';

/**
 * The card creator's pure half: what a draft asks the server for (a picture, then
 * the card) and what must be put right before either call. The server checks
 * everything again; these checks only spare the sender a round trip and say
 * what is missing in words the form uses.
 */

/** Every card's picture is CARD_IMAGE_SIZE square: its jigsaw pieces stay large enough up to 150. */
export const CARD_JIGSAW_COUNTS = offeredCounts(CARD_IMAGE_SIZE, CARD_IMAGE_SIZE);

/** ajv-formats' e-mail pattern, the one the server checks with, so the client never sends what it refuses. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** A date input's value, or null for an empty (or half-typed) one: the contract's optional date. */
export function dateOrNull(value: string): string | null {
  return DATE.test(value) ? value : null;
}

export const PROMPT_NEEDED = 'Please describe the picture you would like first — for example “a lighthouse at sunset with paper lanterns”.';

/** Only the description is needed for a picture (SPEC: the form has no required fields; the server needs a prompt). */
export function generateProblem(draft: CardDraftFields): string | null {
  return draft.fields.imagePrompt.trim() ? null : PROMPT_NEEDED;
}

export function toGenerateBody(draft: CardDraftFields): GenerateImageBody | null {
  if (!draft.cardType || generateProblem(draft)) return null;
  return {
    imagePrompt: draft.fields.imagePrompt.trim(),
    tone: draft.fields.tone,
    cardType: draft.cardType,
    occasion: draft.fields.occasion.trim(),
  };
}

/** One thing that stops a send, named by the field (or step) that puts it right. */
export type SendProblem =
  | { kind: 'missing'; field: 'toName' | 'toEmail' | 'fromName' | 'fromEmail' | 'image' | 'consent' }
  | { kind: 'invalid-email'; field: 'toEmail' | 'fromEmail' }
  | { kind: 'coupon-missing'; field: 'offerDescription' | 'businessName' }
  | { kind: 'coupon-dates'; field: 'expirationDate' };

const FIELD_WORDS: Record<SendProblem['field'], string> = {
  toName: 'the recipient’s name',
  toEmail: 'the recipient’s e-mail',
  fromName: 'your name',
  fromEmail: 'your e-mail',
  image: 'a generated picture',
  consent: 'your consent to e-mail notifications',
  offerDescription: 'the offer description',
  businessName: 'the business name',
  expirationDate: 'the expiration date',
};

export function problemText(problem: SendProblem): string {
  switch (problem.kind) {
    case 'missing':
    case 'coupon-missing':
      return `Please add ${FIELD_WORDS[problem.field]}.`;
    case 'invalid-email':
      return `Please check ${FIELD_WORDS[problem.field]}: it does not look like an e-mail address.`;
    case 'coupon-dates':
      return 'The expiration date must not be before the start date.';
  }
}

/** The gift's rule (SPEC section 5): these problems answer with "All fields are required and consent must be given." */
export function needsFieldsAlert(problems: readonly SendProblem[]): boolean {
  return problems.some((problem) => problem.kind === 'missing' || problem.kind === 'invalid-email');
}

/** Everything that stops this draft from being sent, in the order the page shows the fields (no address needed for a text only). */
export function sendProblems(draft: CardDraftFields, consent: boolean, toEmailRequired = true): SendProblem[] {
  const { fields } = draft;
  const problems: SendProblem[] = [];
  for (const field of ['toName', 'toEmail', 'fromName', 'fromEmail'] as const) {
    if (field === 'toEmail' && !toEmailRequired) continue;
    const value = fields[field].trim();
    if (!value) problems.push({ kind: 'missing', field });
    else if ((field === 'toEmail' || field === 'fromEmail') && !isEmailAddress(value)) problems.push({ kind: 'invalid-email', field });
  }
  if (draft.cardType === 'coupon') {
    if (!fields.offerDescription.trim()) problems.push({ kind: 'coupon-missing', field: 'offerDescription' });
    if (!couponDatesInOrder(dateOrNull(fields.startDate), dateOrNull(fields.expirationDate))) problems.push({ kind: 'coupon-dates', field: 'expirationDate' });
    if (!fields.businessName.trim()) problems.push({ kind: 'coupon-missing', field: 'businessName' });
  }
  if (!draft.image) problems.push({ kind: 'missing', field: 'image' });
  if (!consent) problems.push({ kind: 'missing', field: 'consent' });
  return problems;
}

function couponOf(draft: CardDraftFields): CouponFields | null {
  if (draft.cardType !== 'coupon') return null; // offer fields typed before switching type stay in the draft, not on the card
  const { fields } = draft;
  return {
    offerDescription: fields.offerDescription.trim(),
    termsConditions: fields.termsConditions.trim(),
    startDate: dateOrNull(fields.startDate),
    expirationDate: dateOrNull(fields.expirationDate),
    businessName: fields.businessName.trim(),
    businessLocation: fields.businessLocation.trim(),
  };
}

/** The request for a draft that passed sendProblems; null when it did not. */
export function toCreateCardBody(draft: CardDraftFields, consent: boolean, toEmailRequired = true): CreateCardBody | null {
  if (!draft.cardType || !draft.image || sendProblems(draft, consent, toEmailRequired).length > 0) return null;
  const { fields } = draft;
  return {
    imageId: draft.image.imageId,
    cardType: draft.cardType,
    toName: fields.toName.trim(),
    ...(toEmailRequired && { toEmail: fields.toEmail.trim() }), // a card sent by text only goes to no address
    fromName: fields.fromName.trim(),
    fromEmail: fields.fromEmail.trim(),
    occasion: fields.occasion.trim(),
    eventDate: dateOrNull(fields.eventDate),
    customMessage: fields.customMessage.trim(),
    tone: fields.tone,
    gridSize: draft.gridSize,
    fontStyle: draft.fontStyle,
    ...(draft.puzzleType === 'jigsaw' && { puzzleType: 'jigsaw', pieces: piecesFor(draft.pieces, CARD_JIGSAW_COUNTS), rotation: draft.rotation }),
    consent: true,
    coupon: couponOf(draft),
  };
}

/**
 * Every machine-readable error code the API answers with, in one list: the server's
 * errors take their code from here and the client's messages branch on it, so a
 * code misspelt on either side fails the type check.
 */
export const ERROR_CODES = [
  // any route
  'invalid-field', // a field is missing, too long or not of its form
  'invalid-json',
  'body-too-large',
  'upload-too-large', // a file over its limit
  'unsupported-media-type',
  'bad-origin', // a state-changing request from another site
  'no-route',
  'not-found',
  'too-many-attempts', // a throttle: see Retry-After
  'internal', // our fault; nothing about it is told
  // accounts
  'unauthenticated',
  'forbidden',
  'email-taken',
  'user-not-found',
  'wrong-password',
  'invalid-reset-token',
  // uploads
  'not-multipart',
  'malformed-form',
  'too-many-files',
  'too-many-fields',
  'unsupported-image',
  'unreadable-image',
  'image-too-many-pixels',
  'image-too-large',
  'photo-too-large',
  'photo-required',
  'media-not-found',
  // the gift loop
  'consent-required',
  'puzzle-not-found',
  'invalid-move',
  'not-solved',
  'invalid-joins', // a jigsaw's save the rules refuse (game/rules/jigsaw/save.ts)
  'not-a-jigsaw', // a jigsaw's play reported on a tile swap
  'not-a-swap-board', // a tile swap's moves reported on a jigsaw
  // delivery: scheduled, changed, cancelled, sent again
  'invalid-time-zone',
  'invalid-send-at',
  'send-at-past',
  'send-at-too-far',
  'already-sent',
  'not-sent-yet',
  'gift-cancelled',
  'gift-expired', // solved more than RETENTION_DAYS ago: its photo and message are no longer kept (contract/retention.ts)
  'invalid-reply',
  'owned-by-another-account', // a gift claimed into one account cannot be claimed into another
  // AI puzzle cards
  'prompt-refused', // the moderation endpoint flagged the description, or the provider refused it
  'image-generation-failed', // the provider failed or answered something that is not a picture
  'image-not-found', // a card names a picture that was not generated here (or is gone)
  'not-a-card',
  'not-an-invitation',
  'not-a-coupon',
  'wrong-redeem-key',
  'wrong-coupon-code',
  'coupon-not-yet-valid',
  'coupon-expired',
  'coupon-already-redeemed',
  // daily games and the scheduler
  'missing-fields',
  'invalid-date',
  'invalid-month',
  'date-out-of-range',
  'no-picture',
  'invalid-word',
  'not-a-permutation',
  'already-solved',
  // reports and moderation
  'gift-removed', // 410: an admin took it down
  'sender-blocked', // 403: an admin blocked this sender
  'photo-flagged', // 422: the optional photo moderation flagged it
  'photo-check-failed', // 503: the photo moderation could not answer
  'no-open-report', // 404: an admin acted on an item nobody reported (or that was already decided)
  // recipients who can say no
  'recipient-unsubscribed', // 422: the recipient asked for no puzzle gifts
  'recipient-daily-limit', // 429: the recipient had its gifts and cards for today (RECIPIENT_DAILY_LIMIT)
  'invalid-unsubscribe-token', // 400: a forged, altered or cut-off unsubscribe link
  // gift store and early access
  'present-not-found', // 404: no such present, or it is no longer offered
  'feature-off', // 403: a feature flag does not let this visitor use it (yet)
  // the account page and passkeys
  'sender-deleted-account', // 410: the sender of this gift deleted their account
  'invalid-email-change', // 400: an e-mail change link that is unknown, used or expired
  'passkey-failed', // 400: a passkey ceremony that did not verify (or its challenge was used or expired)
  'passkey-not-found', // 404: no such passkey on this account
  'confirm-mismatch', // 400: "Delete my account" was not confirmed as asked
  // contacts and occasions
  'contact-not-found', // 404: no such contact in this member's address book
  'contact-exists', // 409: the member has a contact with this address already
  'invalid-vcard', // 400: an import that is not a readable vCard file (nothing was imported)
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The one error body every /api route answers with (Fastify's own shape plus a stable code). */
export interface ErrorBody {
  statusCode: number;
  error: string; // HTTP reason phrase
  message: string; // human-readable, safe to show to the user
  code?: ErrorCode;
}

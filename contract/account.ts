/**
 * The account page and passkeys (issue 22 parts 9-10): plain values both sides use
 * (the HTTP schemas are in schemas/account.ts).
 */

/** "Delete my account" asks the member to type this word, and their password when they have used one. */
export const DELETE_CONFIRM_WORD = 'DELETE';

export const PASSKEY_NAME_MAX = 60;

/** An e-mail change link works for a day; a passkey challenge for five minutes, once. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

/** Where the e-mail change link lands: PUBLIC_URL/account/confirm-email#<token>. */
export const CONFIRM_EMAIL_PATH = '/account/confirm-email';

/** The export's file name. */
export const EXPORT_FILE_NAME = 'puzzle-gift-my-data.zip';

/** What the pages and the API say, word for word. */
export const ACCOUNT_MESSAGES = {
  senderDeleted: 'This gift was removed.',
  senderDeletedDetail: 'Its sender deleted their account, so there is nothing to open here.',
  emailChangeSent: 'We sent a link to the new address. Your e-mail changes when you open it.',
  emailChanged: 'Your e-mail address is changed.',
  emailChangeInvalid: 'This link is invalid, used or expired. Ask for a new one on your account page.',
  sameEmail: 'That is already your e-mail address.',
  passwordChanged: 'Your password is changed. Your other sessions are signed out.',
  deleteMismatch: `Type ${DELETE_CONFIRM_WORD} to confirm.`,
  passkeyFailed: 'That passkey could not be checked. Please try again.',
  passkeyUnknown: 'This passkey is not known here. Sign in with your password, then add it on your account page.',
  passkeyNotFound: 'No such passkey on your account.',
} as const;

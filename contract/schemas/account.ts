import { Type, type Static } from 'typebox';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../auth';
import { DELETE_CONFIRM_WORD, PASSKEY_NAME_MAX } from '../account';
import { PublicUser } from './auth';

/** The account page and passkeys: the HTTP contract shared by server/routes/account and client/features/account. */

const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX });

export const SessionInfo = Type.Object(
  {
    device: Type.String(), // "Chrome on Android", from the browser's User-Agent when it signed in
    signedInAt: Type.Union([Type.String(), Type.Null()]), // ISO times; null for sessions from before the account page
    lastSeenAt: Type.Union([Type.String(), Type.Null()]),
    current: Type.Boolean(), // the session of the request
  },
  { additionalProperties: false },
);
export type SessionInfo = Static<typeof SessionInfo>;

export const PasskeyInfo = Type.Object(
  { id: Type.String(), name: Type.String(), createdAt: Type.String(), lastUsedAt: Type.Union([Type.String(), Type.Null()]) },
  { additionalProperties: false },
);
export type PasskeyInfo = Static<typeof PasskeyInfo>;

export const AccountOverview = Type.Object(
  {
    user: PublicUser,
    pendingEmail: Type.Union([Type.String(), Type.Null()]), // a change mailed but not yet confirmed
    sessions: Type.Array(SessionInfo),
    passkeys: Type.Array(PasskeyInfo),
  },
  { additionalProperties: false },
);
export type AccountOverview = Static<typeof AccountOverview>;

export const EmailChangeBody = Type.Object({ email: Email }, { additionalProperties: false });
export type EmailChangeBody = Static<typeof EmailChangeBody>;

export const EmailConfirmBody = Type.Object({ token: Type.String({ minLength: 16, maxLength: 128 }) }, { additionalProperties: false });
export type EmailConfirmBody = Static<typeof EmailConfirmBody>;

export const PasswordChangeBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }), newPassword: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }) },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const DeleteAccountBody = Type.Object(
  { confirm: Type.String({ maxLength: 40 }), password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }) },
  { additionalProperties: false, description: `confirm must be ${DELETE_CONFIRM_WORD}` },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** A WebAuthn ceremony's options or response as @simplewebauthn/browser and /server exchange them (they check the shape). */
const WebauthnJson = Type.Object({ id: Type.String({ maxLength: 1400 }) }, { additionalProperties: true });

export const PasskeyAddBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: PASSKEY_NAME_MAX }), response: WebauthnJson },
  { additionalProperties: false },
);
export type PasskeyAddBody = Static<typeof PasskeyAddBody>;

export const PasskeySignInBody = Type.Object({ response: WebauthnJson }, { additionalProperties: false });
export type PasskeySignInBody = Static<typeof PasskeySignInBody>;

export const PasskeyIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 1400 }) }, { additionalProperties: false });

/** Options to hand to startRegistration / startAuthentication as they are. */
export const CeremonyOptions = Type.Object({ optionsJSON: Type.Object({}, { additionalProperties: true }) }, { additionalProperties: false });

/**
 * Routes (all JSON unless said; state-changing ones need this site's Origin; /api/account/* need a member):
 * GET    /api/account                          → 200 AccountOverview
 * POST   /api/account/email       EmailChangeBody  → 202 OkBody; mails a link to the NEW address
 *                                                  (PUBLIC_URL/account/confirm-email#<token>); 409 'email-taken'
 * POST   /api/account/email/confirm EmailConfirmBody → 200 UserBody (signed in or not); the old address
 *                                                  gets a notice; 400 'invalid-email-change'; 409 'email-taken'
 * POST   /api/account/password    PasswordChangeBody → 200 OkBody, ends every OTHER session; 401 'wrong-password'
 * POST   /api/account/sign-out-everywhere          → 204, ends every session of the account (this one too)
 * POST   /api/account/passkeys/options             → 200 CeremonyOptions (registration)
 * POST   /api/account/passkeys    PasskeyAddBody   → 201 PasskeyInfo; 400 'passkey-failed'
 * DELETE /api/account/passkeys/:id                 → 204; 404 'passkey-not-found'
 * GET    /api/account/export                       → 200 application/zip (account.json, gifts.json, …, photos/)
 * POST   /api/account/delete      DeleteAccountBody → 204, the account and its data are gone, cookie cleared;
 *                                                  400 'confirm-mismatch', 401 'wrong-password'
 * POST   /api/auth/passkey/options                 → 200 CeremonyOptions (authentication, no account named)
 * POST   /api/auth/passkey        PasskeySignInBody → 200 UserBody, sets the session cookie; 400 'passkey-failed'
 * A gift or card whose sender deleted their account answers 410 'sender-deleted-account'.
 */

import { Type, type Static } from 'typebox';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, ROLES } from '../auth';
import { oneOf } from './literals';

/** Accounts: the HTTP contract shared by server/routes/auth and client/features/accounts. */

const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX });
const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });

export const Role = oneOf(ROLES);

export const PublicUser = Type.Object(
  { id: Type.String(), email: Type.String(), role: Role },
  { additionalProperties: false },
);
export type PublicUser = Static<typeof PublicUser>;

export const Credentials = Type.Object({ email: Email, password: Password }, { additionalProperties: false });
export type Credentials = Static<typeof Credentials>;

/** Login accepts any non-empty password: its length is checked only when one is set. */
export const LoginBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }) },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const UserBody = Type.Object({ user: PublicUser }, { additionalProperties: false });
export type UserBody = Static<typeof UserBody>;

export const MeBody = Type.Object({ user: Type.Union([PublicUser, Type.Null()]) }, { additionalProperties: false });
export type MeBody = Static<typeof MeBody>;

export const ResetRequestBody = Type.Object({ email: Email }, { additionalProperties: false });
export type ResetRequestBody = Static<typeof ResetRequestBody>;

export const ResetConfirmBody = Type.Object(
  { token: Type.String({ minLength: 16, maxLength: 128 }), password: Password },
  { additionalProperties: false },
);
export type ResetConfirmBody = Static<typeof ResetConfirmBody>;

/**
 * Routes (all JSON; state-changing ones need this site's Origin):
 * POST /api/auth/register        Credentials      → 201 UserBody, sets the session cookie; 409 code 'email-taken'
 * POST /api/auth/login           LoginBody        → 200 UserBody, sets the cookie; 404 'user-not-found'
 *                                                   ("No user found with this email."), 401 'wrong-password'
 *                                                   ("Incorrect password."), 429 'too-many-attempts' + Retry-After
 * POST /api/auth/logout          (no body)        → 204, deletes the session row and clears the cookie
 * GET  /api/auth/me                               → 200 MeBody
 * POST /api/auth/password-reset  ResetRequestBody → 202 OkBody and a mail with PUBLIC_URL/new-password#<token>;
 *                                                   404 'user-not-found' ("No user found with that email.")
 * POST /api/auth/password-reset/confirm ResetConfirmBody → 200 OkBody, ends every session of the account;
 *                                                   400 'invalid-reset-token'
 * GET  /api/admin/stats                           → 200 AdminStats; 401 signed out, 403 not an admin
 */
export const AdminStats = Type.Object(
  { users: Type.Integer(), admins: Type.Integer(), pendingMail: Type.Integer() },
  { additionalProperties: false },
);
export type AdminStats = Static<typeof AdminStats>;

/** Accounts: limits and names both sides use (the schemas are in schemas/auth.ts). */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SESSION_COOKIE = 'session';

/** The server's wording of the account errors (SPEC section 8); the login screen shows them as they are. */
export const AUTH_MESSAGES = {
  userNotFound: 'No user found with this email.',
  resetUserNotFound: 'No user found with that email.',
  wrongPassword: 'Incorrect password.',
} as const;

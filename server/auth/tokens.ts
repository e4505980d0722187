import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 20 random bytes as lowercase base32 (32 characters): the secret a cookie or a reset link carries. */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What the database keeps instead of the token: a leaked table does not let anyone sign in. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** A token generateToken could have made; anything else is refused without a database lookup. */
export function looksLikeToken(value: string): boolean {
  return /^[a-z2-7]{32}$/.test(value);
}

/** A random, URL-safe identifier for new rows (users). */
export function generateId(): string {
  const bytes = new Uint8Array(15);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

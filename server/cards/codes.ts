import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** No 0/O, 1/I or L: a code read aloud at a till or typed from a phone is never ambiguous. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 10; // about 49 bits; each guess also needs the business's redeem key

/**
 * A coupon's single-use code, derived from the server's secret and the card, so
 * the solved card can show it again while the database keeps only its hash.
 * Shown as two groups: 'ABCDE-FGHJK'.
 */
export function couponCode(secret: Buffer, cardId: string): string {
  const digest = createHmac('sha256', secret).update(`coupon:${cardId}`).digest();
  const characters = Array.from({ length: LENGTH }, (_, i) => ALPHABET[(digest[i] ?? 0) % ALPHABET.length]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** What a person typed, as a code: upper case, without spaces or dashes. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

export function hashCode(code: string): string {
  return createHash('sha256').update(normalizeCode(code), 'utf8').digest('hex');
}

/** Compares a typed code with the stored hash in constant time. */
export function codeMatches(input: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(input), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

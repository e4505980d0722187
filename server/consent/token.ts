import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ConsentKeys } from './keys';

/**
 * The unsubscribe link's token: `<recipient hash>.<signature>`. It carries the address's
 * keyed hash, never the address, and is signed with the token key, so nobody can make one
 * for an address they do not receive mail at, nor change one into another's. No login is
 * needed: holding the mail is the proof. It never expires: a mail read a year later must
 * still be able to say no.
 */
const TOKEN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/;

function signature(keys: ConsentKeys, hash: string): string {
  return createHmac('sha256', keys.tokenKey).update(`unsubscribe:${hash}`).digest().subarray(0, 16).toString('base64url'); // 128 bits
}

export function unsubscribeToken(keys: ConsentKeys, recipientHash: string): string {
  return `${recipientHash}.${signature(keys, recipientHash)}`;
}

/** The recipient hash a token vouches for, or null for a forged, altered or cut-off token. */
export function readUnsubscribeToken(keys: ConsentKeys, token: string): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, hash = '', given = ''] = match;
  // Compared as text, not decoded: base64url's last character has spare bits, so two spellings decode alike.
  const expected = Buffer.from(signature(keys, hash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? hash : null;
}

import { createHmac } from 'node:crypto';

/**
 * Two keys derived from the server's secret (server/secret.ts), one per job, so a
 * value made for one can never pass for the other: the recipient hash names an
 * address in the database, the token key signs unsubscribe links.
 */
export interface ConsentKeys {
  hashKey: Buffer;
  tokenKey: Buffer;
}

const derive = (secret: Buffer, label: string) => createHmac('sha256', secret).update(label).digest();

export function consentKeys(secret: Buffer): ConsentKeys {
  return { hashKey: derive(secret, 'puzzle-gift/recipient-hash/v1'), tokenKey: derive(secret, 'puzzle-gift/unsubscribe-token/v1') };
}

/**
 * One address however it was typed: trimmed and lower-cased (the local part is case-blind at
 * every mail provider people use). Provider tricks (Gmail's dots, +tags) are not folded:
 * someone who wants no gifts at a +tag address can say so there too.
 */
export function normalizedAddress(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * The address's keyed hash (HMAC-SHA-256, base64url): what the suppression list and the
 * daily counts store instead of the address. Without the key nobody can test an address
 * against it, as they could against a plain hash.
 */
export function recipientHash(keys: ConsentKeys, address: string): string {
  return createHmac('sha256', keys.hashKey).update(normalizedAddress(address)).digest('base64url');
}

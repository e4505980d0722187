import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 16 url-safe characters (96 random bits): unguessable, so a puzzle link is as private as its e-mail. */
export function newPuzzleId(): string {
  return randomBytes(12).toString('base64url');
}

/** The sender's secret to watch a puzzle live (256 random bits). Only its hash is stored. */
export function newWatchToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashWatchToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares the token's hash with the stored one in constant time. */
export function watchTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashWatchToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A random 32-bit seed; kept server-side, each grid side derives its shuffle from it. */
export function newShuffleSeed(): number {
  return randomBytes(4).readUInt32BE(0);
}

import { randomBytes } from 'node:crypto';
import { hashWatchToken, watchTokenMatches } from '../puzzles/tokens';

/** A party's secrets (invite token, host keys, player keys): 256 random bits, base64url. Only their SHA-256 is stored. */
export const newPartySecret = (): string => randomBytes(32).toString('base64url');

/** Ids of parties and players: 96 random bits, url-safe, like a puzzle's. */
export const newPartyId = (): string => randomBytes(12).toString('base64url');

/** The same SHA-256 and constant-time comparison as the watch tokens. */
export const hashPartySecret = hashWatchToken;
export const partySecretMatches = watchTokenMatches;

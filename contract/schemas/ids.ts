import { Type } from 'typebox';

/** A puzzle's (or card's) id: 16 url-safe random characters today; a little room either side. */
export const PuzzleId = Type.String({ pattern: '^[A-Za-z0-9_-]{10,40}$' });

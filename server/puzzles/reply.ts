import { createHmac, timingSafeEqual } from 'node:crypto';
import { findPuzzle, type Puzzle } from '../repos/puzzles';
import { notFound } from '../http-error';
import type { PuzzleContext } from './context';

const MAC_LENGTH = 22; // base64url characters: 132 bits of HMAC-SHA-256

/**
 * A recipient answers a gift with one of their own, addressed to its sender,
 * without ever learning the sender's address: the solved screen hands them a
 * reply token, `<puzzle id>.<MAC>`, which only this server can make or read.
 */

function mac(secret: Buffer, puzzleId: string): string {
  return createHmac('sha256', secret).update(`reply:${puzzleId}`).digest('base64url').slice(0, MAC_LENGTH);
}

/** Given only with a replayed solve: whoever solved the gift may answer it. */
export function replyToken(secret: Buffer, puzzleId: string): string {
  return `${puzzleId}.${mac(secret, puzzleId)}`;
}

function puzzleIdOf(secret: Buffer, token: string): string | null {
  const [puzzleId, given, ...rest] = token.split('.');
  if (!puzzleId || !given || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, puzzleId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? puzzleId : null;
}

export const invalidReply = () => notFound('This reply link is not valid. Open the gift again and use its reply button.', 'invalid-reply');

/** The gift a reply token answers; 404 'invalid-reply' for a token this server did not make. */
export async function repliedPuzzle(ctx: PuzzleContext, token: string): Promise<Puzzle> {
  const puzzleId = puzzleIdOf(ctx.secret, token);
  const puzzle = puzzleId === null ? undefined : await findPuzzle(ctx.db, puzzleId);
  if (!puzzle) throw invalidReply();
  return puzzle;
}

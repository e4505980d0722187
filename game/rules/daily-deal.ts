import { replay, shuffleForSeed, type Move } from './board';
import type { DateKey } from './dates';
import { seedFromString } from './random';
import { createWordBoard, isWordSolved, normalizeWord } from './word';

/**
 * How the daily games are dealt and checked, the same in the browser and on the server:
 * the server rebuilds the day's start from the day's entry and replays a member's moves
 * before paying the reward, so no client can mint coins with a solve it did not make.
 */

export const PICTURE_SIDE = 5; // SPEC section 9: 5x5, 25 tiles
export const PICTURE_TILES = PICTURE_SIDE * PICTURE_SIDE;
/** More moves than any sensible solve takes (a 25-tile board needs at most 24 swaps; a 24-letter word 23). */
export const MAX_DAILY_MOVES = 2000;

/** The picture's deal for a day: the same for everyone that day, seeded by the day and the picture's URL. */
export function pictureStart(date: DateKey, imageUrl: string): number[] {
  return shuffleForSeed(PICTURE_TILES, seedFromString(`${date}|${imageUrl}`));
}

/** Do these swaps, from the day's shuffled start, solve the picture? */
export function picturePlaySolves(start: readonly number[], moves: readonly Move[]): boolean {
  if (moves.length > MAX_DAILY_MOVES) return false;
  const order = replay(start, moves);
  return order !== null && order.every((piece, position) => piece === position);
}

/** Do these swaps (clues included: a clue is a swap), from the word's dealt letters, spell the word? */
export function wordPlaySolves(word: string, shuffled: string, moves: readonly Move[]): boolean {
  if (moves.length > MAX_DAILY_MOVES) return false;
  let board;
  try {
    board = createWordBoard(word, shuffled);
  } catch {
    return false; // an entry that is not playable pays nothing
  }
  const order = replay(board.order, moves);
  return order !== null && isWordSolved(order.map((pieceId) => board.pieces[pieceId] ?? ''), normalizeWord(word));
}

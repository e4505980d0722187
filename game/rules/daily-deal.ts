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

/**
 * Swaps that turn the order `from` into `to` (both permutations of the same pieces): what a
 * browser claims with when the moves it recorded do not lead from the deal to its board (a
 * board played before moves were recorded, or storage that lost some).
 */
export function swapsBetween(from: readonly number[], to: readonly number[]): Move[] {
  const order = from.slice();
  const moves: Move[] = [];
  for (let position = 0; position < order.length; position++) {
    if (order[position] === to[position]) continue;
    const found = order.indexOf(to[position] ?? -1, position + 1);
    if (found === -1) return []; // not the same pieces: nothing sensible to claim with
    moves.push([position, found]);
    [order[position], order[found]] = [order[found] ?? 0, order[position] ?? 0];
  }
  return moves;
}

/** The moves to claim a solve with: the recorded ones when they lead from the deal to the board, else a path there. */
export function movesToClaim(start: readonly number[], recorded: readonly Move[], board: readonly number[]): Move[] {
  const reached = replay(start, recorded);
  if (reached && reached.every((piece, i) => piece === board[i])) return recorded.slice();
  return swapsBetween(start, board);
}

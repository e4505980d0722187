import { isSolved, replay, type Move, type Order } from './board';
import { startGame, type GameState } from './swap-game';

/**
 * A gift's board continued on any device: the server keeps the moves made from
 * the shuffle it issued, and a page deals that shuffle with those moves already
 * made. Moves, not orders, are kept, so the solve still replays from the issued
 * shuffle and the resumed moves count towards it.
 */
export interface Resumed {
  order: number[]; // the board after the moves
  moveCount: number;
  solved: boolean;
}

/** Where a saved move list leaves the issued shuffle; null when there is nothing to continue or a move is not legal there. */
export function resumeFrom(shuffle: Order, moves: readonly Move[]): Resumed | null {
  if (moves.length === 0) return null;
  const order = replay(shuffle, moves);
  return order && { order, moveCount: moves.length, solved: isSolved(order) };
}

/** A move list as stored (parsed JSON): pairs of whole numbers; legality on a board is resumeFrom's to judge. */
export function isMoveList(value: unknown): value is [number, number][] {
  return (
    Array.isArray(value) &&
    value.every((move) => Array.isArray(move) && move.length === 2 && move.every((position) => Number.isInteger(position)))
  );
}

/** The game a page begins with: the shuffle, with the saved moves already made; the fresh shuffle when they do not apply. */
export function continueGame(shuffle: Order, moves: readonly Move[]): GameState {
  const resumed = resumeFrom(shuffle, moves);
  if (!resumed) return startGame(shuffle);
  return { ...startGame(resumed.order), moves: moves.slice() };
}

function countMoves(count: number): string {
  return count === 1 ? '1 move' : `${count} moves`;
}

/** The note over a resumed board. */
export function resumeNote(resumed: Pick<Resumed, 'moveCount' | 'solved'>): string {
  return resumed.solved ? `Welcome back — you solved it in ${countMoves(resumed.moveCount)}` : `Welcome back — you were ${countMoves(resumed.moveCount)} in`;
}

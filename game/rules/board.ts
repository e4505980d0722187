import { seededRandom, type Random } from './random';

/**
 * A swap board. `order[position] = pieceId`, where a piece's id is the position
 * it belongs at (row * side + column). Solved when every piece sits at its id.
 * Positions and ids are 0-based here; labels shown to people are 1-based.
 */
export type Order = readonly number[];

/** One swap of the pieces at two positions. */
export type Move = readonly [number, number];

export function solvedOrder(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

export function isSolved(order: Order): boolean {
  return order.every((piece, position) => piece === position);
}

export function isInPlace(order: Order, position: number): boolean {
  return order[position] === position;
}

export function inPlaceCount(order: Order): number {
  return order.reduce((n, piece, position) => (piece === position ? n + 1 : n), 0);
}

export function isValidMove(count: number, move: Move): boolean {
  const [a, b] = move;
  return Number.isInteger(a) && Number.isInteger(b) && a >= 0 && b >= 0 && a < count && b < count && a !== b;
}

/** Returns a new order with the pieces at positions a and b exchanged. */
export function swap(order: Order, a: number, b: number): number[] {
  const next = order.slice();
  const pieceA = next[a];
  const pieceB = next[b];
  if (pieceA === undefined || pieceB === undefined) throw new RangeError(`no position ${a} or ${b} on this board`);
  next[a] = pieceB;
  next[b] = pieceA;
  return next;
}

/** Fisher–Yates with a seeded source; a result that came out solved is shuffled again. */
export function shuffledOrder(count: number, random: Random): number[] {
  if (count < 2) return solvedOrder(count);
  for (;;) {
    const order = solvedOrder(count);
    for (let i = count - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    if (!isSolved(order)) return order;
  }
}

/** The shuffle for a seed: what the server issues and what it replays moves against. */
export function shuffleForSeed(count: number, seed: number): number[] {
  return shuffledOrder(count, seededRandom(seed));
}

/** Applies a list of moves; null when any move is not a legal swap on this board. */
export function replay(start: Order, moves: readonly Move[]): number[] | null {
  let order = start.slice();
  for (const move of moves) {
    if (!isValidMove(order.length, move)) return null;
    order = swap(order, move[0], move[1]);
  }
  return order;
}

/** Row and column (0-based) of a position on a board `side` pieces wide. */
export function cellOf(position: number, side: number): { row: number; column: number } {
  return { row: Math.floor(position / side), column: position % side };
}

/**
 * Click-to-swap selection: the first pick selects, picking it again deselects,
 * a second different pick swaps the two and clears the selection.
 */
export interface Selection {
  order: number[];
  selected: number | null;
}

export function pick(state: Selection, position: number): { state: Selection; move: Move | null } {
  if (state.selected === null) return { state: { order: state.order, selected: position }, move: null };
  if (state.selected === position) return { state: { order: state.order, selected: null }, move: null };
  const move: Move = [state.selected, position];
  return { state: { order: swap(state.order, move[0], move[1]), selected: null }, move };
}

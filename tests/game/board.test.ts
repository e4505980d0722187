import { describe, expect, it } from 'vitest';
import {
  cellOf,
  inPlaceCount,
  isInPlace,
  isSolved,
  isValidMove,
  pick,
  replay,
  shuffledOrder,
  shuffleForSeed,
  solvedOrder,
  swap,
  type Move,
  type Selection,
} from '../../game/rules/board';
import { seededRandom } from '../../game/rules/random';

const SIDES = [2, 3, 4, 5, 10];
const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 1);

describe('solved boards', () => {
  it.each([
    { order: [], solved: true },
    { order: [0], solved: true },
    { order: [0, 1, 2, 3], solved: true },
    { order: [1, 0, 2, 3], solved: false },
    { order: [0, 1, 3, 2], solved: false },
    { order: [3, 2, 1, 0], solved: false },
  ])('isSolved($order) is $solved', ({ order, solved }) => {
    expect(isSolved(order)).toBe(solved);
  });

  it.each([1, 4, 9, 100])('solvedOrder(%i) is solved and has every piece once', (count) => {
    const order = solvedOrder(count);
    expect(order).toHaveLength(count);
    expect(isSolved(order)).toBe(true);
    expect(new Set(order).size).toBe(count);
  });

  it.each([
    { order: [0, 1, 2, 3], count: 4 },
    { order: [1, 0, 2, 3], count: 2 },
    { order: [3, 2, 1, 0], count: 0 },
    { order: [2, 1, 0], count: 1 },
  ])('inPlaceCount($order) is $count', ({ order, count }) => {
    expect(inPlaceCount(order)).toBe(count);
    expect(order.filter((_, position) => isInPlace(order, position))).toHaveLength(count);
  });
});

describe('swap', () => {
  it.each([
    { order: [0, 1, 2], a: 0, b: 2, expected: [2, 1, 0] },
    { order: [2, 1, 0], a: 2, b: 0, expected: [0, 1, 2] },
    { order: [1, 0, 3, 2], a: 1, b: 2, expected: [1, 3, 0, 2] },
  ])('swap($order, $a, $b) is $expected', ({ order, a, b, expected }) => {
    const before = order.slice();
    expect(swap(order, a, b)).toEqual(expected);
    expect(order).toEqual(before); // the input is never changed
  });

  it.each([
    [0, 3],
    [-1, 0],
    [1, 9],
  ])('rejects positions off the board (%i, %i)', (a, b) => {
    expect(() => swap([0, 1, 2], a, b)).toThrow(RangeError);
  });
});

describe('shuffles', () => {
  it.each(SIDES)('a %ix%i shuffle is never solved and keeps every piece, for many seeds', (side) => {
    const count = side * side;
    for (const seed of SEEDS) {
      const order = shuffleForSeed(count, seed);
      expect(isSolved(order)).toBe(false);
      expect([...order].sort((a, b) => a - b)).toEqual(solvedOrder(count));
    }
  });

  it.each(SIDES)('the same seed gives the same %ix%i shuffle', (side) => {
    for (const seed of SEEDS.slice(0, 20)) {
      expect(shuffleForSeed(side * side, seed)).toEqual(shuffleForSeed(side * side, seed));
      expect(shuffledOrder(side * side, seededRandom(seed))).toEqual(shuffleForSeed(side * side, seed));
    }
  });

  it('different seeds give different 3x3 shuffles', () => {
    const distinct = new Set(SEEDS.map((seed) => shuffleForSeed(9, seed).join(',')));
    expect(distinct.size).toBeGreaterThan(SEEDS.length / 2);
  });

  it('a random source that first deals the solved order is asked again', () => {
    // Fisher-Yates with 0.99 keeps every piece where it is; the next draws (0) do not.
    const draws = [0.99, 0.99, 0, 0];
    let next = 0;
    const order = shuffledOrder(3, () => draws[next++] ?? 0);
    expect(order).toEqual([1, 2, 0]);
  });

  it.each([0, 1])('a board of %i pieces cannot be shuffled and stays solved', (count) => {
    expect(shuffledOrder(count, seededRandom(1))).toEqual(solvedOrder(count));
  });
});

describe('moves and replay', () => {
  it.each([
    { move: [0, 1] as Move, valid: true },
    { move: [8, 0] as Move, valid: true },
    { move: [0, 0] as Move, valid: false },
    { move: [-1, 2] as Move, valid: false },
    { move: [0, 9] as Move, valid: false },
    { move: [0.5, 1] as Move, valid: false },
    { move: [Number.NaN, 1] as Move, valid: false },
  ])('isValidMove(9, $move) is $valid', ({ move, valid }) => {
    expect(isValidMove(9, move)).toBe(valid);
  });

  it.each([
    { start: [1, 0, 2], moves: [[0, 1]] as Move[], expected: [0, 1, 2] },
    { start: [2, 0, 1], moves: [[0, 2], [0, 1]] as Move[], expected: [0, 1, 2] },
    { start: [2, 0, 1], moves: [[0, 2], [1, 2]] as Move[], expected: [1, 2, 0] },
    { start: [0, 1, 2], moves: [] as Move[], expected: [0, 1, 2] },
    { start: [0, 1, 2], moves: [[0, 1], [0, 1]] as Move[], expected: [0, 1, 2] },
    { start: [1, 0, 2], moves: [[0, 1], [1, 1]] as Move[], expected: null },
    { start: [1, 0, 2], moves: [[0, 3]] as Move[], expected: null },
    { start: [1, 0, 2], moves: [[-1, 0]] as Move[], expected: null },
  ])('replay($start, $moves) is $expected', ({ start, moves, expected }) => {
    expect(replay(start, moves)).toEqual(expected);
  });

  it('replaying the swaps that sort a shuffle solves it, for every side', () => {
    for (const side of SIDES) {
      const start = shuffleForSeed(side * side, side);
      const moves: Move[] = [];
      let order = start.slice();
      for (let position = 0; position < order.length; position++) {
        const from = order.indexOf(position);
        if (from !== position) {
          moves.push([position, from]);
          order = swap(order, position, from);
        }
      }
      expect(replay(start, moves)).toEqual(solvedOrder(side * side));
    }
  });
});

describe('pick (click to swap)', () => {
  const start: Selection = { order: [2, 0, 1], selected: null };

  it.each([
    { name: 'a first pick selects', state: start, position: 1, expected: { order: [2, 0, 1], selected: 1 }, move: null },
    { name: 'picking the selected tile deselects', state: { ...start, selected: 1 }, position: 1, expected: { order: [2, 0, 1], selected: null }, move: null },
    { name: 'a second pick swaps and clears', state: { ...start, selected: 0 }, position: 2, expected: { order: [1, 0, 2], selected: null }, move: [0, 2] },
    { name: 'the swap keeps the pick order', state: { ...start, selected: 2 }, position: 0, expected: { order: [1, 0, 2], selected: null }, move: [2, 0] },
  ])('$name', ({ state, position, expected, move }) => {
    const result = pick(state, position);
    expect(result.state).toEqual(expected);
    expect(result.move).toEqual(move);
    expect(state.order).toEqual([2, 0, 1]); // never mutated
  });

  it('the moves that pick reports replay to the same board', () => {
    let state: Selection = { order: shuffleForSeed(16, 42), selected: null };
    const start = state.order.slice();
    const moves: Move[] = [];
    for (const position of [3, 7, 7, 1, 15, 0, 0, 2, 9]) {
      const result = pick(state, position);
      state = result.state;
      if (result.move) moves.push(result.move);
    }
    expect(replay(start, moves)).toEqual(state.order);
  });
});

describe('cellOf', () => {
  it.each([
    { position: 0, side: 3, expected: { row: 0, column: 0 } },
    { position: 5, side: 3, expected: { row: 1, column: 2 } },
    { position: 99, side: 10, expected: { row: 9, column: 9 } },
    { position: 10, side: 4, expected: { row: 2, column: 2 } },
  ])('cellOf($position, $side) is $expected', ({ position, side, expected }) => {
    expect(cellOf(position, side)).toEqual(expected);
  });
});

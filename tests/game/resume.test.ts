import { describe, expect, it } from 'vitest';
import type { Move } from '../../game/rules/board';
import { continueGame, isMoveList, resumeFrom, resumeNote } from '../../game/rules/resume';

const SHUFFLE = [1, 0, 3, 2]; // a 2x2 board two swaps from solved

describe('resumeFrom: a saved move list on the issued shuffle', () => {
  it.each<{ name: string; moves: Move[]; expected: ReturnType<typeof resumeFrom> }>([
    { name: 'no moves: nothing to continue', moves: [], expected: null },
    { name: 'one move', moves: [[0, 1]], expected: { order: [0, 1, 3, 2], moveCount: 1, solved: false } },
    { name: 'moves that solve it', moves: [[0, 1], [2, 3]], expected: { order: [0, 1, 2, 3], moveCount: 2, solved: true } },
    { name: 'a move and its undo', moves: [[0, 3], [3, 0]], expected: { order: SHUFFLE, moveCount: 2, solved: false } },
    { name: 'a position off this board (another size)', moves: [[0, 1], [2, 8]], expected: null },
    { name: 'a piece swapped with itself', moves: [[2, 2]], expected: null },
    { name: 'a negative position', moves: [[-1, 0]], expected: null },
    { name: 'a fractional position', moves: [[0.5, 1]], expected: null },
  ])('$name', ({ moves, expected }) => {
    expect(resumeFrom(SHUFFLE, moves)).toEqual(expected);
  });

  it('never changes the shuffle it continues', () => {
    const shuffle = SHUFFLE.slice();
    resumeFrom(shuffle, [[0, 1]]);
    expect(shuffle).toEqual(SHUFFLE);
  });
});

describe('isMoveList: a stored list of moves', () => {
  it.each([
    { value: [], expected: true },
    { value: [[0, 1]], expected: true },
    { value: [[0, 1], [8, 3]], expected: true },
    { value: [[-1, 99]], expected: true }, // a pair of whole numbers; resumeFrom judges the board
    { value: null, expected: false },
    { value: '[[0,1]]', expected: false },
    { value: [[0]], expected: false },
    { value: [[0, 1, 2]], expected: false },
    { value: [[0, '1']], expected: false },
    { value: [[0, 1.5]], expected: false },
    { value: [{ 0: 0, 1: 1 }], expected: false },
  ])('isMoveList($value) is $expected', ({ value, expected }) => {
    expect(isMoveList(value)).toBe(expected);
  });
});

describe('continueGame: the game a page begins with', () => {
  it.each<{ name: string; moves: Move[]; order: number[]; madeMoves: Move[]; solved: boolean }>([
    { name: 'no saved moves: the shuffle', moves: [], order: SHUFFLE, madeMoves: [], solved: false },
    { name: 'saved moves already made', moves: [[0, 1]], order: [0, 1, 3, 2], madeMoves: [[0, 1]], solved: false },
    { name: 'a solved list: the finished board', moves: [[0, 1], [2, 3]], order: [0, 1, 2, 3], madeMoves: [[0, 1], [2, 3]], solved: true },
    { name: 'moves not legal here: the shuffle', moves: [[0, 9]], order: SHUFFLE, madeMoves: [], solved: false },
  ])('$name', ({ moves, order, madeMoves, solved }) => {
    expect(continueGame(SHUFFLE, moves)).toEqual({ order, selected: null, moves: madeMoves, solved, announcement: '' });
  });
});

describe('resumeNote', () => {
  it.each([
    { moveCount: 1, solved: false, note: 'Welcome back — you were 1 move in' },
    { moveCount: 2, solved: false, note: 'Welcome back — you were 2 moves in' },
    { moveCount: 12, solved: false, note: 'Welcome back — you were 12 moves in' },
    { moveCount: 1, solved: true, note: 'Welcome back — you solved it in 1 move' },
    { moveCount: 30, solved: true, note: 'Welcome back — you solved it in 30 moves' },
  ])('$moveCount moves, solved $solved: "$note"', ({ moveCount, solved, note }) => {
    expect(resumeNote({ moveCount, solved })).toBe(note);
  });
});

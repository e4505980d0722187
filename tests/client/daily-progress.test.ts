import { describe, expect, it } from 'vitest';
import { boardKey, parseSavedBoard, savedBoardFor } from '../../client/stores/saved-board';

const good = { date: '2026-03-10', puzzle: 'TWOFLRAHC', order: [2, 0, 1], swaps: 4 };

describe('parseSavedBoard', () => {
  it('keeps a valid board', () => {
    expect(parseSavedBoard(JSON.stringify(good))).toEqual(good);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['no date', JSON.stringify({ ...good, date: undefined })],
    ['a date that does not exist', JSON.stringify({ ...good, date: '2026-02-30' })],
    ['no puzzle', JSON.stringify({ ...good, puzzle: 7 })],
    ['a repeated piece', JSON.stringify({ ...good, order: [0, 0, 1] })],
    ['a piece out of range', JSON.stringify({ ...good, order: [0, 1, 3] })],
    ['a fraction', JSON.stringify({ ...good, order: [0, 1.5, 2] })],
    ['an empty order', JSON.stringify({ ...good, order: [] })],
    ['an order that is not a list', JSON.stringify({ ...good, order: '012' })],
  ])('%s → null', (_label, raw) => {
    expect(parseSavedBoard(raw)).toBeNull();
  });

  it.each([-3, 1.5, '4', null])('repairs a swap count of %s to 0', (swaps) => {
    expect(parseSavedBoard(JSON.stringify({ ...good, swaps }))?.swaps).toBe(0);
  });
});

describe('savedBoardFor', () => {
  it.each([
    ['the same day, puzzle and size', '2026-03-10', 'TWOFLRAHC', 3, good],
    ['another day', '2026-03-11', 'TWOFLRAHC', 3, null],
    ['a replaced puzzle', '2026-03-10', 'CHARTFLOW', 3, null],
    ['another size', '2026-03-10', 'TWOFLRAHC', 25, null],
  ])('%s', (_label, date, puzzle, count, expected) => {
    expect(savedBoardFor(good, date, puzzle, count)).toEqual(expected);
  });

  it('nothing saved gives nothing', () => {
    expect(savedBoardFor(null, '2026-03-10', 'X', 3)).toBeNull();
  });
});

describe('boardKey', () => {
  it.each([
    ['word', 'daily-board:word'],
    ['picture', 'daily-board:picture'],
  ] as const)('%s → %s', (game, key) => {
    expect(boardKey(game)).toBe(key);
  });
});

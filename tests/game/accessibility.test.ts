import { describe, expect, it } from 'vitest';
import {
  cellLabel,
  focusTarget,
  pieceName,
  progressAnnouncement,
  SELECTION_CLEARED,
  selectedAnnouncement,
  swapAnnouncement,
} from '../../game/rules/accessibility';

describe('pieceName', () => {
  it.each([
    { position: 0, pieceId: 0, columns: 3, name: 'Piece at row 1, column 1, in place' },
    { position: 8, pieceId: 8, columns: 3, name: 'Piece at row 3, column 3, in place' },
    { position: 0, pieceId: 8, columns: 3, name: 'Piece at row 1, column 1, belongs at row 3, column 3' },
    { position: 5, pieceId: 1, columns: 3, name: 'Piece at row 2, column 3, belongs at row 1, column 2' },
    { position: 4, pieceId: 11, columns: 4, name: 'Piece at row 2, column 1, belongs at row 3, column 4' },
    { position: 99, pieceId: 0, columns: 10, name: 'Piece at row 10, column 10, belongs at row 1, column 1' },
    { position: 23, pieceId: 23, columns: 5, name: 'Piece at row 5, column 4, in place' },
  ])('($position, $pieceId, $columns) → "$name"', ({ position, pieceId, columns, name }) => {
    expect(pieceName(position, pieceId, columns)).toBe(name);
  });
});

describe('cellLabel', () => {
  it.each([
    { position: 0, columns: 3, label: 'row 1, column 1' },
    { position: 3, columns: 3, label: 'row 2, column 1' },
    { position: 9, columns: 10, label: 'row 1, column 10' },
    { position: 10, columns: 10, label: 'row 2, column 1' },
  ])('($position, $columns) → "$label"', ({ position, columns, label }) => {
    expect(cellLabel(position, columns)).toBe(label);
  });
});

describe('announcements', () => {
  it.each([
    { text: selectedAnnouncement(4, 3), expected: 'Selected piece at row 2, column 2.' },
    { text: swapAnnouncement(0, 8, 3), expected: 'Swapped row 1, column 1 with row 3, column 3.' },
    { text: swapAnnouncement(24, 1, 5), expected: 'Swapped row 5, column 5 with row 1, column 2.' },
    { text: progressAnnouncement(3, 9), expected: '3 of 9 pieces in place.' },
    { text: SELECTION_CLEARED, expected: 'Selection cleared.' },
  ])('"$expected"', ({ text, expected }) => {
    expect(text).toBe(expected);
  });
});

describe('focusTarget (arrow keys in the mirror grid)', () => {
  // A 3-wide grid of 8 tiles: the last row has two tiles (positions 6 and 7).
  it.each([
    { key: 'ArrowRight', from: 0, to: 1 },
    { key: 'ArrowRight', from: 2, to: null }, // the row ends: no wrap
    { key: 'ArrowLeft', from: 4, to: 3 },
    { key: 'ArrowLeft', from: 3, to: null },
    { key: 'ArrowDown', from: 1, to: 4 },
    { key: 'ArrowDown', from: 5, to: null }, // no tile below in the short last row
    { key: 'ArrowDown', from: 7, to: null },
    { key: 'ArrowUp', from: 7, to: 4 },
    { key: 'ArrowUp', from: 2, to: null },
    { key: 'ArrowRight', from: 7, to: null }, // last tile
    { key: 'Home', from: 5, to: 3 },
    { key: 'End', from: 3, to: 5 },
    { key: 'End', from: 6, to: 7 },
    { key: 'Home', from: 5, to: 0, ctrl: true },
    { key: 'End', from: 1, to: 7, ctrl: true },
    { key: 'Enter', from: 1, to: null },
    { key: 'a', from: 1, to: null },
  ])('$key from $from (ctrl: $ctrl) → $to', ({ key, from, to, ctrl }) => {
    expect(focusTarget(key, from, 3, 8, ctrl ?? false)).toBe(to);
  });
});

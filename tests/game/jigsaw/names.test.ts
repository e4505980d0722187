import { describe, expect, it } from 'vitest';
import {
  chosenAnnouncement,
  emptySlotName,
  jigsawResumeNote,
  jigsawSolvedAnnouncement,
  loosePieceName,
  placedPieceName,
  placedProgress,
  refusedAnnouncement,
  type JigsawGrid,
} from '../../../game/rules/jigsaw';

const GRID: JigsawGrid = { rows: 4, columns: 6 }; // 24 pieces

describe('loosePieceName', () => {
  it.each([
    { piece: 0, name: 'Jigsaw piece 1, belongs at row 1, column 1, corner' },
    { piece: 5, name: 'Jigsaw piece 6, belongs at row 1, column 6, corner' },
    { piece: 18, name: 'Jigsaw piece 19, belongs at row 4, column 1, corner' },
    { piece: 23, name: 'Jigsaw piece 24, belongs at row 4, column 6, corner' },
    { piece: 1, name: 'Jigsaw piece 2, belongs at row 1, column 2, edge' },
    { piece: 6, name: 'Jigsaw piece 7, belongs at row 2, column 1, edge' },
    { piece: 11, name: 'Jigsaw piece 12, belongs at row 2, column 6, edge' },
    { piece: 20, name: 'Jigsaw piece 21, belongs at row 4, column 3, edge' },
    { piece: 7, name: 'Jigsaw piece 8, belongs at row 2, column 2' },
    { piece: 16, name: 'Jigsaw piece 17, belongs at row 3, column 5' },
  ])('piece $piece of 4 x 6 is "$name"', ({ piece, name }) => {
    expect(loosePieceName(GRID, piece)).toBe(name);
  });

  it('names a 15 x 20 board\'s last piece', () => {
    expect(loosePieceName({ rows: 15, columns: 20 }, 299)).toBe('Jigsaw piece 300, belongs at row 15, column 20, corner');
    expect(loosePieceName({ rows: 15, columns: 20 }, 150)).toBe('Jigsaw piece 151, belongs at row 8, column 11');
  });
});

describe('the other words', () => {
  it.each([
    { words: placedPieceName(0), expected: 'Jigsaw piece 1, in place' },
    { words: placedPieceName(23), expected: 'Jigsaw piece 24, in place' },
    { words: emptySlotName(GRID, 0), expected: 'Empty slot at row 1, column 1' },
    { words: emptySlotName(GRID, 13), expected: 'Empty slot at row 3, column 2' },
    { words: emptySlotName(GRID, 23), expected: 'Empty slot at row 4, column 6' },
    { words: placedProgress(5, 24), expected: '5 of 24 pieces placed' },
    { words: placedProgress(0, 12), expected: '0 of 12 pieces placed' },
    { words: placedProgress(300, 300), expected: '300 of 300 pieces placed' },
    { words: chosenAnnouncement(4), expected: 'Jigsaw piece 5 chosen. Now choose its slot.' },
    { words: refusedAnnouncement(GRID, 4, 7), expected: 'Jigsaw piece 5 does not belong at row 2, column 2.' },
    { words: jigsawSolvedAnnouncement, expected: 'Solved! Every piece is in place.' },
    { words: jigsawResumeNote(0, 24, false), expected: 'Welcome back — 0 of 24 pieces are placed or joined' },
    { words: jigsawResumeNote(3, 12, false), expected: 'Welcome back — 3 of 12 pieces are placed or joined' },
    { words: jigsawResumeNote(24, 24, true), expected: 'Welcome back — you finished this jigsaw' },
  ])('"$expected"', ({ words, expected }) => {
    expect(words).toBe(expected);
  });
});

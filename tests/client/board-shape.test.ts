import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_SHAPE, piecesFor, sanitizeBoardShape } from '../../client/stores/board-shape';
import type { JigsawCount } from '../../game/rules/jigsaw/counts';

describe('piecesFor', () => {
  const all: JigsawCount[] = [12, 24, 48, 96, 150, 300];
  it.each<{ chosen: JigsawCount; offered: JigsawCount[]; expected: JigsawCount }>([
    { chosen: 24, offered: all, expected: 24 },
    { chosen: 300, offered: [12, 24, 48, 96, 150], expected: 150 }, // a card's 512 x 512 picture
    { chosen: 96, offered: [12, 24], expected: 24 },
    { chosen: 12, offered: [24, 48], expected: 24 }, // nothing below: the smallest offered
    { chosen: 48, offered: [], expected: 48 }, // a picture that offers none: the form still shows the choice
  ])('$chosen with $offered offered is $expected', ({ chosen, offered, expected }) => {
    expect(piecesFor(chosen, offered)).toBe(expected);
  });
});

describe('sanitizeBoardShape', () => {
  it.each([
    { stored: {}, expected: DEFAULT_BOARD_SHAPE },
    { stored: { puzzleType: 'jigsaw', pieces: 96, rotation: true }, expected: { puzzleType: 'jigsaw', pieces: 96, rotation: true } },
    { stored: { puzzleType: 'jigsaw', pieces: 25 }, expected: { ...DEFAULT_BOARD_SHAPE, puzzleType: 'jigsaw' } },
    { stored: { puzzleType: 'Jigsaw', rotation: 'true' }, expected: DEFAULT_BOARD_SHAPE },
  ])('reads $stored back as $expected', ({ stored, expected }) => {
    expect(sanitizeBoardShape(stored)).toEqual(expected);
  });
});

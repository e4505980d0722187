import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, sanitizeDraft, splitDraft } from '../../client/stores/draft-fields';

describe('draft fields', () => {
  it('defaults to no photo, no message, a 3x3 tile swap (24 pieces if it becomes a jigsaw, no rotation) and serif', () => {
    expect(EMPTY_DRAFT).toEqual({ image: null, message: '', gridSize: 3, fontStyle: 'serif', puzzleType: 'swap', pieces: 24, rotation: false });
  });

  it.each([
    { stored: null, expected: EMPTY_DRAFT },
    { stored: 'junk', expected: EMPTY_DRAFT },
    { stored: { message: 'Hi', gridSize: 10, fontStyle: 'Impact' }, expected: { ...EMPTY_DRAFT, message: 'Hi', gridSize: 10, fontStyle: 'Impact' } },
    { stored: { message: 42, gridSize: 7, fontStyle: 'Wingdings' }, expected: EMPTY_DRAFT },
    { stored: { gridSize: '4' }, expected: EMPTY_DRAFT },
    { stored: { message: 'x'.repeat(400) }, expected: { ...EMPTY_DRAFT, message: 'x'.repeat(300) } },
    { stored: { puzzleType: 'jigsaw', pieces: 150, rotation: true }, expected: { ...EMPTY_DRAFT, puzzleType: 'jigsaw', pieces: 150, rotation: true } },
    { stored: { puzzleType: 'sliding', pieces: 25, rotation: 'yes' }, expected: EMPTY_DRAFT },
  ])('reads $stored back safely', ({ stored, expected }) => {
    expect(sanitizeDraft(stored)).toEqual(expected);
  });

  it('keeps a stored photo Blob', () => {
    const image = new Blob(['jpeg'], { type: 'image/jpeg' });
    expect(sanitizeDraft({ image }).image).toBe(image);
    expect(sanitizeDraft({ image: 'data:image/png;base64,AAAA' }).image).toBeNull();
  });

  it('splits the photo from the text that goes to localStorage', () => {
    const image = new Blob(['jpeg']);
    const { text, image: photo } = splitDraft({ ...EMPTY_DRAFT, image, message: 'Hi', gridSize: 4, fontStyle: 'cursive', puzzleType: 'jigsaw' });
    expect(photo).toBe(image);
    expect(JSON.parse(JSON.stringify(text))).toEqual({ message: 'Hi', gridSize: 4, fontStyle: 'cursive', puzzleType: 'jigsaw', pieces: 24, rotation: false });
  });
});

import { describe, expect, it } from 'vitest';
import {
  allFilled,
  dayFill,
  dayLabel,
  libraryNote,
  monthTitle,
  pictureFailureStatus,
  STATUS,
  wordFailureStatus,
} from '../../client/features/admin/schedule';
import { ApiError } from '../../client/lib/http';

const picture = { imageUrl: '/media/pod-images/x.jpg', message: 'Hi' };

describe('pictureFailureStatus', () => {
  it.each([
    ['missing fields', new ApiError(400, 'All puzzle fields are required.', 'missing-fields'), 'All puzzle fields are required.'],
    ['still too large', new ApiError(413, 'Still too large (2.31 MB). Try a smaller file.', 'image-too-large'), 'Still too large (2.31 MB). Try a smaller file.'],
    ['an upload over the limit', new ApiError(413, 'File too large.', 'upload-too-large'), 'File too large.'],
    ['not an image', new ApiError(415, 'Unsupported image.', 'unsupported-image'), STATUS.compressionFailed],
    ['an unreadable image', new ApiError(422, 'Unreadable.', 'unreadable-image'), STATUS.compressionFailed],
    ['a signed-out admin', new ApiError(401, 'Please sign in.', 'unauthenticated'), '❌ Failed to save puzzle. Please sign in.'],
    ['a server error', new ApiError(500, 'Internal Server Error'), STATUS.pictureFailed],
    ['a network failure', new TypeError('Failed to fetch'), STATUS.pictureFailed],
  ])('%s', (_label, failure, text) => {
    expect(pictureFailureStatus(failure)).toEqual({ kind: 'error', text });
  });
});

describe('wordFailureStatus', () => {
  it.each([
    ['missing fields', new ApiError(400, 'All word fields are required.', 'missing-fields'), 'All word fields are required.'],
    [
      'not a permutation',
      new ApiError(400, 'Shuffled must use exactly the letters of the word.', 'not-a-permutation'),
      '❌ Failed to save word. Shuffled must use exactly the letters of the word.',
    ],
    ['a server error', new ApiError(503, 'Unavailable'), STATUS.wordFailed],
    ['a network failure', new TypeError('Failed to fetch'), STATUS.wordFailed],
  ])('%s', (_label, failure, text) => {
    expect(wordFailureStatus(failure)).toEqual({ kind: 'error', text });
  });
});

describe('catalogue lines', () => {
  it.each([
    [STATUS.pictureScheduled('2026-03-10'), '✅ Puzzle scheduled for 2026-03-10'],
    [STATUS.wordScheduled('2026-03-10'), '✅ Word scheduled for 2026-03-10'],
    [STATUS.compressing, '⏳ Compressing image...'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('allFilled', () => {
  it.each([
    [['a', 'b'], true],
    [[], true],
    [['a', ''], false],
    [['a', '   '], false],
    [['a', null], false],
    [['a', undefined], false],
  ])('%o → %s', (values, expected) => {
    expect(allFilled(values)).toBe(expected);
  });
});

describe('calendar days', () => {
  it.each([
    [{ word: null, picture: null }, 'empty'],
    [{ word: 'APPLE', picture: null }, 'partial'],
    [{ word: null, picture }, 'partial'],
    [{ word: 'APPLE', picture }, 'full'],
    [{ word: 'APPLE', picture, library: null }, 'full'],
    [{ word: null, picture: null, library: null }, 'empty'], // the library is off: still needs content
    [{ word: null, picture: null, library: { word: 'RIVER', picture: true } }, 'library'],
    [{ word: 'APPLE', picture: null, library: { word: null, picture: true } }, 'library'],
    [{ word: null, picture, library: { word: 'RIVER', picture: false } }, 'library'],
  ] as const)('%o → %s', (day, fill) => {
    expect(dayFill(day)).toBe(fill);
  });

  it.each([
    [{ date: '2026-03-01', word: null, picture: null }, 'March 1: nothing scheduled'],
    [{ date: '2026-03-10', word: 'APPLE', picture: null }, 'March 10: word APPLE, no picture'],
    [{ date: '2026-12-31', word: null, picture }, 'December 31: no word, picture'],
    [{ date: '2026-01-05', word: 'PEAR', picture }, 'January 5: word PEAR, picture'],
    [{ date: '2026-03-02', word: null, picture: null, library: { word: 'RIVER', picture: true } }, 'March 2: library word RIVER, library picture'],
    [{ date: '2026-03-03', word: 'PEAR', picture: null, library: { word: null, picture: true } }, 'March 3: word PEAR, library picture'],
    [{ date: '2026-03-04', word: null, picture, library: { word: 'RIVER', picture: false } }, 'March 4: library word RIVER, picture'],
  ])('%o → %s', (day, label) => {
    expect(dayLabel(day)).toBe(label);
  });

  it.each([
    [null, null],
    [{ word: 'RIVER', picture: true }, 'Nothing scheduled yet: visitors get the library’s word RIVER and its picture for this day.'],
    [{ word: 'RIVER', picture: false }, 'No word scheduled: visitors get the library’s word RIVER.'],
    [{ word: null, picture: true }, 'No picture scheduled: visitors get the library’s picture for this day.'],
  ])('libraryNote(%o) → %s', (library, note) => {
    expect(libraryNote(library)).toBe(note);
  });

  it.each([
    ['2026-03', 'March 2026'],
    ['2027-01', 'January 2027'],
    ['2026-12', 'December 2026'],
  ])('monthTitle(%s) → %s', (month, title) => {
    expect(monthTitle(month)).toBe(title);
  });
});

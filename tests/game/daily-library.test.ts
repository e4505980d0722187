import { describe, expect, it } from 'vitest';
import { dealWord, LIBRARY_EPOCH, libraryEntry, libraryIndex } from '../../game/rules/daily-library';
import { addDays } from '../../game/rules/dates';
import { isPermutationOf, isWordSolved, lettersInPlace } from '../../game/rules/word';

describe('libraryIndex: which entry plays on a day', () => {
  it.each([
    // date, library size, index
    [LIBRARY_EPOCH, 400, 0],
    ['2026-01-02', 400, 1],
    ['2026-12-31', 400, 364],
    ['2027-01-01', 400, 365],
    ['2027-02-05', 400, 0], // day 400: the library starts again
    ['2027-02-06', 400, 1],
    ['2025-12-31', 400, 399], // before the epoch, counting back
    ['2024-11-27', 400, 0], // day -400
    ['2026-03-02', 60, 0], // day 60 of a 60-picture library
    ['2026-03-01', 60, 59],
    ['2026-11-21', 1, 0],
    ['2028-02-29', 366, (365 + 365 + 31 + 28) % 366],
  ])('%s in a library of %d → %d', (date, size, index) => {
    expect(libraryIndex(date, size)).toBe(index);
  });

  it.each([400, 366, 60, 7, 1])('a library of %d: every entry once in any %d consecutive days before a repeat', (size) => {
    for (const start of [LIBRARY_EPOCH, '2026-11-21', '2019-05-30']) {
      const indexes = Array.from({ length: size }, (_, day) => libraryIndex(addDays(start, day), size));
      expect(new Set(indexes).size, start).toBe(size);
      expect(libraryIndex(addDays(start, size), size)).toBe(indexes[0]);
    }
  });

  it.each([
    ['2026-11-21', 0],
    ['2026-11-21', -3],
    ['2026-11-21', 2.5],
    ['2026-02-30', 10],
    ['tomorrow', 10],
  ])('refuses %s with a library of %d', (date, size) => {
    expect(() => libraryIndex(date, size)).toThrow(RangeError);
  });

  it.each([
    [['a', 'b', 'c'], LIBRARY_EPOCH, 'a'],
    [['a', 'b', 'c'], '2026-01-05', 'b'],
    [[], '2026-01-05', null],
  ])('libraryEntry(%j, %s) → %j', (entries, date, entry) => {
    expect(libraryEntry(entries, date)).toBe(entry);
  });
});

describe('dealWord: how a library word is dealt', () => {
  it.each(['GARDEN', 'BALLOON', 'COFFEE', 'river', 'ABBA', 'LETTER', 'MISSISSIPPI', 'AB', 'PUZZLE'])('%s: a real, unsolved shuffle, the same every time', (word) => {
    const dealt = dealWord(word);
    expect(isPermutationOf(dealt, word)).toBe(true);
    expect(isWordSolved(dealt, word)).toBe(false);
    expect(dealt).toBe(dealt.toUpperCase());
    expect(dealWord(word)).toBe(dealt);
  });

  it.each(['GARDEN', 'HARVEST', 'WINDOW', 'LANTERN', 'JOURNEY', 'BRIGHTEST'])('%s: at most a third of its letters start in place', (word) => {
    const inPlace = lettersInPlace(dealWord(word), word).filter(Boolean).length;
    expect(inPlace).toBeLessThanOrEqual(word.length / 3);
  });

  it.each(['AAAA', 'Z'])('refuses %s, whose letters can only spell it', (word) => {
    expect(() => dealWord(word)).toThrow(RangeError);
  });
});

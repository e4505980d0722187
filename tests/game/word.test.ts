import { describe, expect, it } from 'vitest';
import {
  clue,
  createWordBoard,
  FALLBACK_WORD,
  isLetterInPlace,
  isPermutationOf,
  isPlayableWord,
  isWordSolved,
  lettersInPlace,
  lettersOf,
  pickLetter,
  swapLetters,
} from '../../game/rules/word';

describe('FALLBACK_WORD', () => {
  it('is FLOWCHART dealt as a real, unsolved shuffle with all its texts', () => {
    expect(FALLBACK_WORD.word).toBe('FLOWCHART');
    expect(isPermutationOf(FALLBACK_WORD.shuffled, FALLBACK_WORD.word)).toBe(true);
    expect(FALLBACK_WORD.shuffled).toBe(FALLBACK_WORD.shuffled.toUpperCase());
    expect(isWordSolved(FALLBACK_WORD.shuffled, FALLBACK_WORD.word)).toBe(false);
    expect(FALLBACK_WORD.definition.length).toBeGreaterThan(0);
    expect(FALLBACK_WORD.sentence.length).toBeGreaterThan(0);
    expect(FALLBACK_WORD.quote.length).toBeGreaterThan(0);
  });
});

describe('word validation', () => {
  it.each([
    ['TWOFLRAHC', 'FLOWCHART', true],
    ['twoflrahc', 'FLOWCHART', true],
    ['LBAOLON', 'balloon', true],
    ['LBAOLN', 'BALLOON', false], // one O short
    ['LBAOLONN', 'BALLOON', false], // one letter extra
    ['FFEECO', 'COFFEE', true],
    ['FFEOCO', 'COFFEE', false], // same length, wrong counts
    ['', 'A', false],
  ])('isPermutationOf(%j, %j) is %s', (shuffled, word, expected) => {
    expect(isPermutationOf(shuffled, word)).toBe(expected);
  });

  it.each([
    ['FLOWCHART', true],
    [' coffee ', true],
    ['ICE CREAM', false],
    ['NAÏVE', false],
    ['A', false],
    ['X1', false],
    ['A'.repeat(25), false],
  ])('isPlayableWord(%j) is %s', (word, expected) => {
    expect(isPlayableWord(word)).toBe(expected);
  });

  it('refuses a board whose letters are not the word', () => {
    expect(() => createWordBoard('BALLOON', 'BALOON')).toThrow(RangeError);
  });
});

describe('the letter board', () => {
  it('deals the shuffled letters upper-cased, one piece per letter, duplicates included', () => {
    const board = createWordBoard('balloon', 'lbaolon');
    expect(lettersOf(board)).toEqual(['L', 'B', 'A', 'O', 'L', 'O', 'N']);
    expect(board.order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(board.selected).toBeNull();
  });

  it('selects, deselects and swaps', () => {
    let board = createWordBoard('CAT', 'TAC');
    let step = pickLetter(board, 0);
    expect(step.board.selected).toBe(0);
    expect(step.move).toBeNull();
    step = pickLetter(step.board, 0); // the same block again deselects
    expect(step.board.selected).toBeNull();
    expect(lettersOf(step.board)).toEqual(['T', 'A', 'C']);
    step = pickLetter(pickLetter(step.board, 0).board, 2); // another block swaps and deselects
    board = step.board;
    expect(step.move).toEqual([0, 2]);
    expect(board.selected).toBeNull();
    expect(lettersOf(board)).toEqual(['C', 'A', 'T']);
    expect(isWordSolved(lettersOf(board), 'CAT')).toBe(true);
  });

  it('counts a word solved whichever of two equal letters sits where', () => {
    let board = createWordBoard('COFFEE', 'EEFFOC'); // pieces: E0 E1 F2 F3 O4 C5
    for (const move of [[0, 5], [1, 4], [2, 3]] as const) board = swapLetters(board, move);
    expect(board.order).toEqual([5, 4, 3, 2, 1, 0]); // each pair of twins crossed over
    expect(lettersOf(board).join('')).toBe('COFFEE');
    expect(isWordSolved(lettersOf(board), 'COFFEE')).toBe(true);
  });
});

describe('isWordSolved and isLetterInPlace', () => {
  it.each([
    ['FLOWCHART', 'FLOWCHART', true],
    ['flowchart', 'FLOWCHART', true],
    ['FLOWCHATR', 'FLOWCHART', false],
    ['COFFEE', 'COFFEE', true],
    ['COFEFE', 'COFFEE', false],
  ])('isWordSolved(%j, %j) is %s', (letters, word, expected) => {
    expect(isWordSolved(letters, word)).toBe(expected);
    expect(isWordSolved([...letters], word)).toBe(expected);
  });

  it.each([
    ['COFEFE', 'COFFEE', [true, true, true, false, false, true]],
    ['LBAOLON', 'BALLOON', [false, false, false, false, false, true, true]],
    ['TWOFLRAHC', 'FLOWCHART', [false, false, true, false, false, false, true, false, false]],
  ])('letters in place for %s → %s', (letters, word, expected) => {
    expect(lettersInPlace(letters, word)).toEqual(expected);
    expected.forEach((inPlace, i) => expect(isLetterInPlace(letters, word, i)).toBe(inPlace));
  });

  it('is false past the end', () => {
    expect(isLetterInPlace('CAT', 'CAT', 3)).toBe(false);
  });
});

describe('clue', () => {
  it.each([
    // letters, word, the swap
    ['TAC', 'CAT', [0, 2]],
    ['TWOFLRAHC', 'FLOWCHART', [0, 3]], // F is at 3
    ['COFEFE', 'COFFEE', [3, 4]],
    ['LBAOLON', 'BALLOON', [0, 1]],
    ['BALLONO', 'BALLOON', [5, 6]],
    // Position 1 needs A; the A at 2 is already in place, so the A at 3 is used instead.
    ['BBAA', 'BAAB', [1, 3]],
    ['FLOWCHART', 'FLOWCHART', null],
  ])('clue(%j, %j) = %j', (letters, word, expected) => {
    expect(clue(letters, word)).toEqual(expected);
  });

  it('solves any shuffle when applied repeatedly, each clue fixing one more letter', () => {
    for (const [word, shuffled] of [
      ['FLOWCHART', 'TWOFLRAHC'],
      ['BALLOON', 'NOOLLAB'],
      ['COFFEE', 'EEFFOC'],
      ['MISSISSIPPI', 'IPPISSISSIM'],
    ] as const) {
      let board = createWordBoard(word, shuffled);
      let steps = 0;
      for (let move = clue(lettersOf(board), word); move; move = clue(lettersOf(board), word)) {
        const before = lettersInPlace(lettersOf(board), word).filter(Boolean).length;
        board = swapLetters(board, move);
        const after = lettersInPlace(lettersOf(board), word).filter(Boolean).length;
        expect(after).toBeGreaterThan(before);
        steps++;
        expect(steps).toBeLessThanOrEqual(word.length);
      }
      expect(isWordSolved(lettersOf(board), word)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isSolved } from '../../game/rules/board';
import { letterEntry, LETTERS } from '../../game/rules/letters';
import { seededRandom } from '../../game/rules/random';
import { pictureShuffle, spellingShuffle } from '../../game/rules/spelling';
import { pickWordLetter, startWordGame, takeClue } from '../../game/rules/word-game';
import { isPermutationOf } from '../../game/rules/word';

describe('spelling each letter’s word', () => {
  it.each(LETTERS.map((letter) => ({ letter, word: letterEntry(letter).word })))('$letter: $word is dealt scrambled, the same every time', ({ word }) => {
    const dealt = spellingShuffle(word);
    expect(isPermutationOf(dealt, word)).toBe(true);
    expect(dealt).not.toBe(word.toUpperCase());
    expect(spellingShuffle(word)).toBe(dealt);
    expect(startWordGame(word, dealt).solved).toBe(false);
  });

  it.each([
    { word: 'apple', note: 'repeated letters never leave it spelled' },
    { word: 'sun', note: 'three letters' },
    { word: 'xylophone', note: 'nine letters' },
  ])('$word ($note) is spelled on the shared word-game rules', ({ word }) => {
    let game = startWordGame(word, spellingShuffle(word));
    for (let i = 0; i < word.length && !game.solved; i++) game = takeClue(game); // each clue puts one letter right
    expect(game.solved).toBe(true);
    expect(game.announcement).toContain(`Solved! The word is ${word.toUpperCase()}.`);
    expect(pickWordLetter(game, 0)).toBe(game); // nothing moves once spelled
  });

  it('leaves a word with one kind of letter as it is: there is nothing to unscramble', () => {
    expect(spellingShuffle('aa')).toBe('AA');
  });
});

describe('the letter’s picture puzzle', () => {
  it.each([1, 2, 3, 42])('deals nine pieces, never solved (seed %i)', (seed) => {
    const order = pictureShuffle(seededRandom(seed));
    expect([...order].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(isSolved(order)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { letterName } from '../../game/rules/accessibility';
import { replay } from '../../game/rules/board';
import { pickWordLetter, placedLetters, resumeWordGame, shownLetters, startWordGame, takeClue } from '../../game/rules/word-game';

const play = (word: string, shuffled: string, picks: number[]) => picks.reduce(pickWordLetter, startWordGame(word, shuffled));

describe('word game state', () => {
  it.each([
    { name: 'first pick selects', picks: [0], selected: 0, moves: 0, announcement: 'Selected letter T, position 1.' },
    { name: 'same pick twice deselects', picks: [2, 2], selected: null, moves: 0, announcement: 'Selection cleared.' },
    { name: 'a swap that solves it says the word', picks: [0, 2], selected: null, moves: 1, announcement: 'Swapped positions 1 and 3. Solved! The word is CAT.' },
    { name: 'a swap that leaves it unsolved counts the letters in place', picks: [0, 1], selected: null, moves: 1, announcement: 'Swapped positions 1 and 2. 0 of 3 letters in place.' },
    { name: 'an off-board pick is ignored', picks: [3], selected: null, moves: 0, announcement: '' },
    { name: 'a negative pick is ignored', picks: [-1], selected: null, moves: 0, announcement: '' },
  ])('$name', ({ picks, selected, moves, announcement }) => {
    const game = play('CAT', 'TAC', picks);
    expect(game.selected).toBe(selected);
    expect(game.moves).toHaveLength(moves);
    expect(game.announcement).toBe(announcement);
  });

  it.each([
    { word: 'CAT', shuffled: 'TAC', picks: [0, 2], solved: true, letters: 'CAT' },
    { word: 'cat', shuffled: 'tac', picks: [0, 2], solved: true, letters: 'CAT' }, // stored upper case, compared upper case
    { word: 'BALLOON', shuffled: 'NOOLLAB', picks: [0, 6], solved: false, letters: 'BOOLLAN' },
    { word: 'BALLOON', shuffled: 'LABOLON', picks: [0, 2, 3, 4], solved: true, letters: 'BALLOON' },
  ])('$word from $shuffled after $picks: solved $solved', ({ word, shuffled, picks, solved, letters }) => {
    const game = play(word, shuffled, picks);
    expect(game.solved).toBe(solved);
    expect(shownLetters(game).join('')).toBe(letters);
  });

  it('either of two equal letters may stand in either place', () => {
    const game = startWordGame('BALLOON', 'BALLOON', [0, 1, 3, 2, 4, 5, 6]); // the two Ls dealt crossed
    expect(game.solved).toBe(true);
  });

  it('records moves the server could replay to the same order, and ignores picks once solved', () => {
    const start = startWordGame('CAT', 'TAC');
    const game = [0, 2].reduce(pickWordLetter, start);
    expect(replay(start.order, game.moves)).toEqual(game.order);
    expect(pickWordLetter(game, 1)).toBe(game);
  });

  it('marks the letters in place and names them for the mirror', () => {
    const game = startWordGame('CAT', 'TAC');
    expect(placedLetters(game)).toEqual([false, true, false]);
    expect(letterName('A', 1, true)).toBe('Letter A, position 2, in place');
    expect(letterName('T', 0, false)).toBe('Letter T, position 1');
  });

  it.each([
    { name: 'fixes the first wrong letter', shuffled: 'TAC', clued: 'CAT', announcement: 'Clue: Swapped positions 1 and 3. Solved! The word is CAT.' },
    { name: 'never undoes a placed letter', shuffled: 'LOOLBAN', clued: 'BOOLLAN', announcement: 'Clue: Swapped positions 1 and 5. 3 of 7 letters in place.' },
  ])('a clue $name', ({ shuffled, clued, announcement }) => {
    const word = shuffled.length === 3 ? 'CAT' : 'BALLOON';
    const game = takeClue(startWordGame(word, shuffled));
    expect(shownLetters(game).join('')).toBe(clued);
    expect(game.announcement).toBe(announcement);
    expect(game.moves).toHaveLength(1);
  });

  it('a clue on a solved word changes nothing', () => {
    const solved = startWordGame('CAT', 'CAT');
    expect(takeClue(solved)).toBe(solved);
  });

  it('resumes the board another tab left, solved or not, and refuses a board of another size', () => {
    const start = pickWordLetter(startWordGame('CAT', 'TAC'), 0);
    const resumed = resumeWordGame(start, [2, 1, 0]);
    expect(shownLetters(resumed).join('')).toBe('CAT');
    expect(resumed).toMatchObject({ solved: true, selected: null, announcement: '' });
    expect(resumeWordGame(start, [0, 1])).toBe(start);
  });

  it('refuses a deal that is not made of the word’s letters', () => {
    expect(() => startWordGame('CAT', 'DOG')).toThrow(RangeError);
  });
});

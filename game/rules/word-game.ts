import {
  SELECTION_CLEARED,
  letterSwapAnnouncement,
  lettersProgressAnnouncement,
  selectedLetterAnnouncement,
  wordSolvedAnnouncement,
} from './accessibility';
import type { Move } from './board';
import type { GameState } from './swap-game';
import { clue, createWordBoard, isWordSolved, lettersInPlace, lettersOf, normalizeWord, pickLetter, swapLetters } from './word';

/**
 * One word game as a page holds it (the daily word, spelling a word in the
 * alphabet): the letters dealt in a shuffled order are swapped until they spell
 * the word. Pieces are indexed by their place in `shuffled`, so repeated letters
 * are distinct pieces; solved compares only the letters shown.
 */
export interface WordGameState extends GameState {
  word: string; // upper case
  pieces: readonly string[]; // pieces[pieceId] = its letter
}

/** The game dealt from `shuffled`, or resumed at `order` (a saved board); throws when shuffled is not the word's letters. */
export function startWordGame(word: string, shuffled: string, order?: readonly number[]): WordGameState {
  const board = createWordBoard(word, shuffled);
  const dealt = order && order.length === board.pieces.length ? order.slice() : board.order;
  const target = normalizeWord(word);
  const solved = isWordSolved(dealt.map((pieceId) => board.pieces[pieceId] ?? ''), target);
  return { word: target, pieces: board.pieces, order: dealt, selected: null, moves: [], solved, announcement: '' };
}

/** The letters as shown, position by position. */
export function shownLetters(state: Pick<WordGameState, 'pieces' | 'order'>): string[] {
  return lettersOf({ pieces: state.pieces, order: state.order, selected: null });
}

/** Per position: is the letter there the word's letter (the green highlight)? */
export function placedLetters(state: WordGameState): boolean[] {
  return lettersInPlace(shownLetters(state), state.word);
}

function afterSwap(state: WordGameState, move: Move, describe: string): WordGameState {
  const board = swapLetters({ pieces: state.pieces, order: state.order, selected: state.selected }, move);
  const letters = lettersOf(board);
  const solved = isWordSolved(letters, state.word);
  const progress = solved
    ? wordSolvedAnnouncement(state.word)
    : lettersProgressAnnouncement(lettersInPlace(letters, state.word).filter(Boolean).length, letters.length);
  return { ...state, order: board.order, selected: null, moves: [...state.moves, move], solved, announcement: `${describe} ${progress}` };
}

/** A click, tap or Enter on a position: select, deselect, or swap with the selected letter. */
export function pickWordLetter(state: WordGameState, position: number): WordGameState {
  if (state.solved || !Number.isInteger(position) || position < 0 || position >= state.order.length) return state;
  const { board, move } = pickLetter({ pieces: state.pieces, order: state.order, selected: state.selected }, position);
  if (move) return afterSwap(state, move, letterSwapAnnouncement(move[0], move[1]));
  const letter = shownLetters(state)[position] ?? '';
  return { ...state, selected: board.selected, announcement: board.selected === null ? SELECTION_CLEARED : selectedLetterAnnouncement(letter, position) };
}

/** The clue's swap (see `clue` in word.ts), or the same state when there is nothing to fix. */
export function takeClue(state: WordGameState): WordGameState {
  if (state.solved) return state;
  const move = clue(shownLetters(state), state.word);
  return move ? afterSwap(state, move, `Clue: ${letterSwapAnnouncement(move[0], move[1])}`) : state;
}

/** The board another tab left (saved order), as this page's state: the selection and announcement start over. */
export function resumeWordGame(state: WordGameState, order: readonly number[]): WordGameState {
  if (order.length !== state.pieces.length) return state;
  const solved = isWordSolved(order.map((pieceId) => state.pieces[pieceId] ?? ''), state.word);
  return { ...state, order: order.slice(), selected: null, solved, announcement: '' };
}

import { pick, swap, type Move, type Selection } from './board';

/**
 * The daily word: the letters of the word are dealt in the scheduled shuffled
 * order and swapped back into place. Pieces are indexed by their position in
 * `shuffled`, so repeated letters are distinct pieces; solving compares only
 * the letters shown, so either of two equal letters may end up in either spot.
 */

export interface DailyWord {
  word: string; // upper case A-Z
  shuffled: string; // the same letters, in the order they are dealt
  definition: string;
  sentence: string; // an example sentence using the word
  quote: string;
}

/** Used when nothing is scheduled for the day (SPEC: FLOWCHART with a fixed shuffled string). */
export const FALLBACK_WORD: DailyWord = {
  word: 'FLOWCHART',
  shuffled: 'TWOFLRAHC',
  definition: 'A diagram that shows the steps of a process as boxes joined by arrows.',
  sentence: 'Before writing any code, she sketched a flowchart of how the order would be handled.',
  quote: '"If you can\'t describe what you are doing as a process, you don\'t know what you\'re doing." - W. Edwards Deming',
};

export const WORD_MIN_LENGTH = 2;
export const WORD_MAX_LENGTH = 24;

/** Trimmed and upper-cased, as words are stored. */
export function normalizeWord(text: string): string {
  return text.trim().toUpperCase();
}

/** Only the letters A to Z (after normalizing), within the length limits. */
export function isPlayableWord(text: string): boolean {
  const word = normalizeWord(text);
  return /^[A-Z]+$/.test(word) && word.length >= WORD_MIN_LENGTH && word.length <= WORD_MAX_LENGTH;
}

/** Same letters, same counts, ignoring case and surrounding spaces. */
export function isPermutationOf(shuffled: string, word: string): boolean {
  const sort = (text: string) => [...normalizeWord(text)].sort().join('');
  return sort(shuffled) === sort(word);
}

/** A letter board: click-to-swap selection over pieces that are letters. */
export interface WordBoard extends Selection {
  pieces: readonly string[]; // pieces[pieceId] = its letter (pieceId = index in shuffled)
}

/** The board a game starts from; throws when `shuffled` is not made of exactly the word's letters. */
export function createWordBoard(word: string, shuffled: string): WordBoard {
  if (!isPermutationOf(shuffled, word)) throw new RangeError('shuffled must use exactly the letters of the word');
  const pieces = [...normalizeWord(shuffled)];
  return { pieces, order: pieces.map((_, i) => i), selected: null };
}

/** The letters as shown, position by position. */
export function lettersOf(board: WordBoard): string[] {
  return board.order.map((pieceId) => board.pieces[pieceId] ?? '');
}

/** Select, deselect or swap (the board kit's click-to-swap rule). */
export function pickLetter(board: WordBoard, position: number): { board: WordBoard; move: Move | null } {
  const { state, move } = pick(board, position);
  return { board: { ...board, ...state }, move };
}

/** Swaps two positions directly (a clue, or a replayed move), clearing the selection. */
export function swapLetters(board: WordBoard, move: Move): WordBoard {
  return { ...board, order: swap(board.order, move[0], move[1]), selected: null };
}

type Letters = readonly string[] | string;

export function isWordSolved(letters: Letters, word: string): boolean {
  return [...letters].join('').toUpperCase() === normalizeWord(word);
}

export function isLetterInPlace(letters: Letters, word: string, position: number): boolean {
  const letter = [...letters][position];
  return letter !== undefined && letter.toUpperCase() === normalizeWord(word)[position];
}

/** Per position: is the letter there the word's letter (the green highlight)? */
export function lettersInPlace(letters: Letters, word: string): boolean[] {
  return [...letters].map((_, i) => isLetterInPlace(letters, word, i));
}

/**
 * The clue: the first wrong position swapped with the first LATER position that
 * holds the letter it needs. Later positions already correct are passed over, so
 * a clue never undoes a placed letter (with repeated letters one always exists).
 * null when the word is solved.
 */
export function clue(letters: Letters, word: string): Move | null {
  const shown = [...letters].map((letter) => letter.toUpperCase());
  const target = normalizeWord(word);
  const wrong = shown.findIndex((letter, i) => letter !== target[i]);
  if (wrong === -1) return null;
  const needed = target[wrong];
  let fallback = -1;
  for (let j = wrong + 1; j < shown.length; j++) {
    if (shown[j] !== needed) continue;
    if (shown[j] !== target[j]) return [wrong, j];
    if (fallback === -1) fallback = j;
  }
  return fallback === -1 ? null : [wrong, fallback]; // fallback/null only when letters are not the word's
}

/**
 * Words for the accessible mirror of a board: the name of each tile button and the
 * sentences announced through the aria-live region. People count from 1, so every
 * row and column here is 1-based, while positions and piece ids stay 0-based.
 */

/** "row R, column C" of a 0-based position on a board `columns` wide. */
export function cellLabel(position: number, columns: number): string {
  return `row ${Math.floor(position / columns) + 1}, column ${(position % columns) + 1}`;
}

/**
 * Accessible name of a picture tile. The exact wording is shared by every image board
 * (and parsed by the browser tests), so screen-reader users learn it once.
 */
export function pieceName(position: number, pieceId: number, columns: number): string {
  const here = `Piece at ${cellLabel(position, columns)}`;
  return pieceId === position ? `${here}, in place` : `${here}, belongs at ${cellLabel(pieceId, columns)}`;
}

export function selectedAnnouncement(position: number, columns: number): string {
  return `Selected piece at ${cellLabel(position, columns)}.`;
}

export const SELECTION_CLEARED = 'Selection cleared.';

export function swapAnnouncement(a: number, b: number, columns: number): string {
  return `Swapped ${cellLabel(a, columns)} with ${cellLabel(b, columns)}.`;
}

export function progressAnnouncement(inPlace: number, total: number): string {
  return `${inPlace} of ${total} pieces in place.`;
}

/**
 * Where a key moves keyboard focus in a grid of `count` tiles `columns` wide: arrows
 * step one tile, Home/End go to the row's ends (with Ctrl: the first and last tile).
 * Null for other keys and for a step that would leave the grid.
 */
function step(key: string, position: number, columns: number, count: number, ctrlKey: boolean): number | null {
  const column = position % columns;
  const rowStart = position - column;
  switch (key) {
    case 'ArrowRight':
      return column === columns - 1 ? null : position + 1;
    case 'ArrowLeft':
      return column === 0 ? null : position - 1;
    case 'ArrowDown':
      return position + columns;
    case 'ArrowUp':
      return position - columns;
    case 'Home':
      return ctrlKey ? 0 : rowStart;
    case 'End':
      return ctrlKey ? count - 1 : Math.min(rowStart + columns, count) - 1;
    default:
      return null;
  }
}

export function focusTarget(key: string, position: number, columns: number, count: number, ctrlKey = false): number | null {
  const target = step(key, position, columns, count, ctrlKey);
  return target !== null && target >= 0 && target < count ? target : null;
}

/**
 * Letter boards (the daily word, spelling a word): a letter's place is its
 * position in the word, so tiles and announcements count positions from 1.
 */
export function letterName(letter: string, position: number, inPlace: boolean): string {
  return `Letter ${letter}, position ${position + 1}${inPlace ? ', in place' : ''}`;
}

export function selectedLetterAnnouncement(letter: string, position: number): string {
  return `Selected letter ${letter}, position ${position + 1}.`;
}

export function letterSwapAnnouncement(a: number, b: number): string {
  return `Swapped positions ${a + 1} and ${b + 1}.`;
}

export function lettersProgressAnnouncement(inPlace: number, total: number): string {
  return `${inPlace} of ${total} letters in place.`;
}

export function wordSolvedAnnouncement(word: string): string {
  return `Solved! The word is ${word}.`;
}

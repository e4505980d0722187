/**
 * Drive any picture board of the product through its accessible mirror. Every image
 * board names its tiles "Piece at row R, column C, in place" or "Piece at row R,
 * column C, belongs at row R2, column C2" (game/rules/accessibility.ts pieceName), so
 * a test can read the board and solve it like a screen-reader user would.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { wakeBoards } from './wake-boards';

export interface Piece {
  name: string; // the accessible name, as read
  position: number; // 0-based, row by row
  row: number; // 1-based, where the piece is
  column: number;
  homeRow: number; // 1-based, where it belongs
  homeColumn: number;
  inPlace: boolean;
}

const PIECE_NAME = /^Piece at row (\d+), column (\d+), (?:in place|belongs at row (\d+), column (\d+))$/;

/** The mirror group of a board: by its label, or else the first board on the page made of pieces. */
export function imageBoard(page: Page, boardLabel?: string): Locator {
  if (boardLabel) return page.getByRole('group', { name: boardLabel, exact: true });
  return page.getByRole('group').filter({ has: page.getByRole('button', { name: PIECE_NAME }) }).first();
}

function parsePieces(names: string[]): Piece[] {
  const cells = names.map((name) => {
    const match = PIECE_NAME.exec(name);
    if (!match) throw new Error(`"${name}" is not the name of a picture piece`);
    const row = Number(match[1]);
    const column = Number(match[2]);
    return { name, row, column, homeRow: match[3] ? Number(match[3]) : row, homeColumn: match[4] ? Number(match[4]) : column };
  });
  const columns = Math.max(...cells.map((cell) => cell.column));
  return cells.map((cell) => ({
    ...cell,
    position: (cell.row - 1) * columns + cell.column - 1,
    inPlace: cell.row === cell.homeRow && cell.column === cell.homeColumn,
  }));
}

/** Every piece of the board, in reading order, parsed from the buttons' accessible names. */
export async function readPieces(page: Page, boardLabel?: string): Promise<Piece[]> {
  const board = imageBoard(page, boardLabel);
  await expect(board).toBeAttached();
  const names = await board.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return parsePieces(names);
}

/** The next swap that puts one more piece home: [position of the piece, its home position]. */
function nextSwap(pieces: Piece[]): [Piece, Piece] | null {
  const target = pieces.find((piece) => !piece.inPlace);
  if (!target) return null;
  const source = pieces.find((piece) => piece.homeRow === target.row && piece.homeColumn === target.column);
  if (!source) throw new Error(`no piece belongs at row ${target.row}, column ${target.column}`);
  return [source, target];
}

function pieceButton(board: Locator, piece: Pick<Piece, 'row' | 'column'>): Locator {
  return board.getByRole('button', { name: new RegExp(`^Piece at row ${piece.row}, column ${piece.column},`) });
}

async function expectHome(board: Locator, piece: Pick<Piece, 'row' | 'column'>): Promise<void> {
  await expect(board.getByRole('button', { name: `Piece at row ${piece.row}, column ${piece.column}, in place`, exact: true })).toHaveCount(1);
}

/** Tabs (forward, then backward) until keyboard focus is on one of the board's buttons. */
async function tabIntoBoard(page: Page, board: Locator): Promise<void> {
  const focusedInside = async () => (await board.locator(':focus').count()) > 0;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 60 && !(await focusedInside()); i++) await page.keyboard.press(key);
    if (await focusedInside()) return;
  }
  throw new Error('Tab never reached the board');
}

/** Moves focus with the arrow keys from the focused piece to `to`. */
async function arrowTo(page: Page, board: Locator, to: Pick<Piece, 'row' | 'column'>): Promise<void> {
  const focusedName = await board.locator(':focus').getAttribute('aria-label');
  const [from] = parsePieces([focusedName ?? '']);
  if (!from) throw new Error('no piece has focus');
  for (let r = from.row; r < to.row; r++) await page.keyboard.press('ArrowDown');
  for (let r = from.row; r > to.row; r--) await page.keyboard.press('ArrowUp');
  for (let c = from.column; c < to.column; c++) await page.keyboard.press('ArrowRight');
  for (let c = from.column; c > to.column; c--) await page.keyboard.press('ArrowLeft');
  await expect(pieceButton(board, to)).toBeFocused();
}

/**
 * Puts pieces home one swap at a time with Tab, the arrow keys, Enter (to select) and Space (to
 * swap), until the board is solved or `limit` swaps are made; answers the number of swaps.
 */
async function swapHomeWithKeyboard(page: Page, boardLabel: string | undefined, limit: number): Promise<number> {
  const board = imageBoard(page, boardLabel);
  await tabIntoBoard(page, board);
  let swaps = 0;
  for (let next = nextSwap(await readPieces(page, boardLabel)); next && swaps < limit; next = nextSwap(await readPieces(page, boardLabel))) {
    const [source, target] = next;
    await arrowTo(page, board, source);
    await page.keyboard.press('Enter');
    await expect(pieceButton(board, source)).toHaveAttribute('aria-pressed', 'true');
    await arrowTo(page, board, target);
    await page.keyboard.press('Space');
    await expectHome(board, target);
    swaps++;
  }
  return swaps;
}

/** Solves a picture board with the keyboard alone; answers the number of swaps. */
export function solveImageBoardWithKeyboard(page: Page, boardLabel?: string): Promise<number> {
  return swapHomeWithKeyboard(page, boardLabel, Infinity);
}

/** Makes `count` swaps with the keyboard, each putting a piece home: a board in progress. */
export async function movePiecesHome(page: Page, count: number, boardLabel?: string): Promise<void> {
  expect(await swapHomeWithKeyboard(page, boardLabel, count)).toBe(count);
}

/** Clicks the canvas at the centre of a piece's mirror button (the buttons themselves let clicks through). */
async function clickPiece(page: Page, board: Locator, piece: Pick<Piece, 'row' | 'column'>): Promise<void> {
  const button = pieceButton(board, piece);
  await button.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  const box = await button.boundingBox();
  if (!box) throw new Error(`piece at row ${piece.row}, column ${piece.column} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Solves a picture board by clicking on its canvas, proving that canvas clicks land on the tile under the pointer. */
export async function solveImageBoardWithMouse(page: Page, boardLabel?: string): Promise<number> {
  const board = imageBoard(page, boardLabel);
  await wakeBoards(page);
  await expect(page.locator('.swap-board').filter({ has: board })).toHaveAttribute('data-ready', 'true');
  let swaps = 0;
  for (let next = nextSwap(await readPieces(page, boardLabel)); next; next = nextSwap(await readPieces(page, boardLabel))) {
    const [source, target] = next;
    await clickPiece(page, board, source);
    await expect(pieceButton(board, source)).toHaveAttribute('aria-pressed', 'true');
    await clickPiece(page, board, target);
    await expectHome(board, target);
    swaps++;
  }
  return swaps;
}

/** The letters of a letter board, position by position, read from the mirror buttons' names ("Letter L, position N"). */
export async function readLetters(board: Locator): Promise<{ letter: string; inPlace: boolean }[]> {
  const names = await board.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return names.map((name, i) => {
    const match = /^Letter ([A-Z]), position (\d+)(, in place)?$/.exec(name);
    if (!match || Number(match[2]) !== i + 1) throw new Error(`"${name}" is not the name of letter ${i + 1}`);
    return { letter: match[1] as string, inPlace: match[3] !== undefined };
  });
}

/**
 * Moves keyboard focus inside a letter board `columns` wide from one position to another with the
 * arrow keys. Along the full rows first: the last row of a word may be short (SHOW on 3 columns),
 * and an arrow towards a cell that is not there does nothing.
 */
async function arrowBetween(page: Page, from: number, to: number, columns: number) {
  const [fromRow, fromColumn, toRow, toColumn] = [Math.floor(from / columns), from % columns, Math.floor(to / columns), to % columns];
  const across = async () => {
    for (let c = fromColumn; c < toColumn; c++) await page.keyboard.press('ArrowRight');
    for (let c = fromColumn; c > toColumn; c--) await page.keyboard.press('ArrowLeft');
  };
  if (toRow > fromRow) await across(); // in the starting row, which is full
  for (let r = fromRow; r < toRow; r++) await page.keyboard.press('ArrowDown');
  for (let r = fromRow; r > toRow; r--) await page.keyboard.press('ArrowUp');
  if (toRow <= fromRow) await across(); // in the target row, now reached
}

/** Spells `word` on a letter board with Tab, the arrows, Enter and Space only; checks select/deselect on the way. */
export async function solveWordWithKeyboard(page: Page, board: Locator, word: string, columns: number): Promise<number> {
  await expect(board.getByRole('button')).toHaveCount(word.length);
  for (let i = 0; i < 40 && (await board.locator(':focus').count()) === 0; i++) await page.keyboard.press('Tab');
  const first = board.getByRole('button').first();
  await expect(first).toBeFocused();
  // Select, then the same block again: deselected.
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'false');

  let focus = 0;
  let swaps = 0;
  for (;;) {
    const letters = await readLetters(board);
    const wrong = letters.findIndex((l, i) => l.letter !== word[i]);
    if (wrong === -1) return swaps;
    const source = letters.findIndex((l, j) => j > wrong && l.letter === word[wrong] && l.letter !== word[j]);
    expect(source).toBeGreaterThan(wrong);
    await arrowBetween(page, focus, source, columns);
    await page.keyboard.press('Enter');
    await expect(board.getByRole('button').nth(source)).toHaveAttribute('aria-pressed', 'true');
    await arrowBetween(page, source, wrong, columns);
    await page.keyboard.press('Space');
    focus = wrong;
    swaps++;
    await expect(board.getByRole('button').nth(wrong)).toHaveAccessibleName(`Letter ${word[wrong]}, position ${wrong + 1}, in place`);
  }
}

/** Solve together in the browser (issue 20): a gift to play together, the recipient's party, guests joining by the link. */
import type { Browser, Locator, Page, ViewportSize } from '@playwright/test';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { puzzleForm, validPuzzleFields } from '../server/helpers/multipart';
import { imageBoard, readPieces, type Piece } from './board-helpers';
import { expect, siteApi, type Site } from './fixtures';
import { testPhoto } from './gift-helpers';
import { wakeBoards } from './wake-boards';

export const PARTY_MESSAGE = 'We did it together! Cake at six.';
export const PHONE: ViewportSize = { width: 412, height: 823 };
export const DESKTOP: ViewportSize = { width: 1366, height: 900 };

/** A 3x3 tile swap gift of a real photo, made through the API (set-up, not what is tested). */
export async function partyGift(site: Site, fields: Record<string, string> = {}): Promise<string> {
  const form = puzzleForm(validPuzzleFields({ senderName: 'Ann', recipientName: 'Robin', message: PARTY_MESSAGE, gridSize: '3', ...fields }), { data: await testPhoto() });
  const response = await siteApi(site).request({ method: 'POST', url: '/api/puzzles', payload: form });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedPuzzle>().id;
}

/** A browser of its own (another person's phone or laptop), under reduced motion: no intro in the way. */
export async function person(browser: Browser, url: string, viewport: ViewportSize = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** The recipient presses "Solve together" on their play page; answers the invite link the share panel shows. */
export async function startParty(recipient: Page): Promise<string> {
  await recipient.getByRole('button', { name: 'Solve together' }).click();
  const link = recipient.getByLabel('Invite link', { exact: true });
  await expect(link).toHaveValue(/\/together\/[^#]+#.{22,}/);
  return link.inputValue();
}

/** A guest opens the link and gives a name; the party's board is shown. */
export async function joinParty(browser: Browser, link: string, name: string, viewport: ViewportSize = DESKTOP): Promise<Page> {
  const guest = await person(browser, link, viewport);
  await guest.getByLabel('Your name').fill(name);
  await guest.getByRole('button', { name: 'Join' }).click();
  await expect(partyBoard(guest)).toBeVisible();
  await wakeBoards(guest);
  return guest;
}

export const partyBoard = (page: Page): Locator => page.getByTestId('party-swap-board');

/** The board's order as the page shows it (tile ids by position). */
export async function shownOrder(page: Page): Promise<string> {
  return (await partyBoard(page).getAttribute('data-order')) ?? '';
}

/** Every page shows the same board, and `expected` when given. */
export async function expectSameBoards(pages: readonly Page[], expected?: string): Promise<string> {
  const want = expected ?? (await shownOrder(pages[0] as Page));
  for (const page of pages) await expect(partyBoard(page)).toHaveAttribute('data-order', want);
  return want;
}

/** Picks the piece at a position through the board's accessible mirror (focus, Enter). */
export async function pickPiece(page: Page, piece: Pick<Piece, 'name'>): Promise<void> {
  const button = imageBoard(page).getByRole('button', { name: piece.name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
}

/** The next swap that puts a piece home on this page's board: [the piece to move, where it belongs]. */
export async function homeSwap(page: Page): Promise<[Piece, Piece]> {
  const pieces = await readPieces(page);
  const target = pieces.find((piece) => !piece.inPlace) as Piece;
  const source = pieces.find((piece) => piece.homeRow === target.row && piece.homeColumn === target.column) as Piece;
  return [source, target];
}

import type { Browser, Page } from '@playwright/test';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { createCard } from '../server/helpers/cards';
import { createPuzzle } from '../server/helpers/puzzles';
import { movePiecesHome, readPieces, solveImageBoardWithKeyboard, solveImageBoardWithMouse } from './board-helpers';
import { expect, siteApi, test, type Site } from './fixtures';

const MESSAGE = 'See you at the lighthouse on Sunday.';


/** How many moves the server keeps for the board: reports leave a moment after each swap. */
async function keptMoves(site: Site, id: string): Promise<number> {
  const board = (await site.app.inject({ method: 'GET', url: `/api/puzzles/${id}` })).json<PuzzleBoard>();
  return board.resume?.moves.length ?? 0;
}

/** A browser of its own: no cookie, no storage shared with any other. */
async function openInNewBrowser(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  return page;
}

test.describe('resume anywhere', () => {
  test('moves made in one browser continue in a second, which solves the same board', async ({ site, browser }) => {
    const { id } = await createPuzzle(siteApi(site), { message: MESSAGE, gridSize: '4' });
    const link = `${site.url}/play/${id}`;
    const first = await openInNewBrowser(browser, link);
    await expect(first.getByText(/^Welcome back/)).toHaveCount(0); // nothing to continue yet
    await movePiecesHome(first, 3);
    const left = await readPieces(first);
    await expect.poll(() => keptMoves(site, id)).toBe(3);

    const second = await openInNewBrowser(browser, link);
    await expect(second.getByRole('status').filter({ hasText: 'Welcome back — you were 3 moves in' })).toBeVisible();
    await expect(second.getByLabel('Squares per side')).toHaveValue('4');
    expect(await readPieces(second)).toEqual(left);

    // The resumed moves count: the solve sends them with the rest, and the server replays them all.
    await solveImageBoardWithMouse(second);
    await expect(second.getByTestId('puzzle-message')).toHaveText(MESSAGE);

    // Back in the first browser: the finished board, and the message asked for again with its moves.
    await first.reload();
    await expect(first.getByTestId('puzzle-message')).toHaveText(MESSAGE);
    await expect(first.getByText(/^Welcome back — you solved it in \d+ moves$/)).toBeVisible();
    expect((await readPieces(first)).every((piece) => piece.inPlace)).toBe(true);
    await first.context().close();
    await second.context().close();
  });

  test('Start over deals the issued shuffle again, and the server forgets the moves', async ({ site, browser }) => {
    const { id } = await createPuzzle(siteApi(site), { gridSize: '3' });
    const page = await openInNewBrowser(browser, `${site.url}/play/${id}`);
    const fresh = await readPieces(page);
    await movePiecesHome(page, 2);
    await expect.poll(() => keptMoves(site, id)).toBe(2);

    await page.reload();
    const note = page.getByRole('status').filter({ hasText: 'Welcome back — you were 2 moves in' });
    await expect(note).toBeVisible();
    await note.getByRole('button', { name: 'Start over' }).click();
    await expect(note).toHaveCount(0);
    expect(await readPieces(page)).toEqual(fresh);
    await expect.poll(() => keptMoves(site, id)).toBe(0);

    await page.reload();
    await expect(page.getByText(/^Welcome back/)).toHaveCount(0);
    expect(await readPieces(page)).toEqual(fresh);
    await page.context().close();
  });

  test('a puzzle card continues the same way', async ({ site, browser }) => {
    const card = await createCard(siteApi(site), 'greeting');
    const link = `${site.url}/play-puzzle-card/${card.id}`;
    const first = await openInNewBrowser(browser, link);
    await movePiecesHome(first, 1, 'Puzzle card board');
    const left = await readPieces(first, 'Puzzle card board');
    await expect.poll(() => keptMoves(site, card.id)).toBe(1);

    const second = await openInNewBrowser(browser, link);
    await expect(second.getByText('Welcome back — you were 1 move in')).toBeVisible();
    expect(await readPieces(second, 'Puzzle card board')).toEqual(left);
    await solveImageBoardWithKeyboard(second, 'Puzzle card board');
    await expect(second.getByRole('heading', { name: 'You solved it! Here is your card' })).toBeVisible();
    await first.context().close();
    await second.context().close();
  });
});

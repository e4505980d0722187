import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { solidJpeg } from '../server/helpers/images';
import { puzzleForm, validPuzzleFields } from '../server/helpers/multipart';
import { appStarted } from './app-started';
import { readPieces, solveImageBoardWithMouse } from './board-helpers';
import { expect, siteApi, test, type Site } from './fixtures';

/** A gift made through the real endpoint (the create page's own request), for the pages that play it. */
async function createGift(site: Site, fields: Record<string, string>): Promise<CreatedPuzzle> {
  const form = puzzleForm(validPuzzleFields(fields), { data: await solidJpeg(600, 450, '#2563eb') });
  const response = await siteApi(site).request({ method: 'POST', url: '/api/puzzles', payload: form });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedPuzzle>();
}

/**
 * The pages people land on arrive with their first screen (server/pages/route-shells.ts), drawn
 * before any script runs: seen here with scripts off. With scripts on, the app takes over.
 */
test.describe('first screen from the server', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of [
    { path: '/', heading: 'Create Your Puzzle', text: 'Agree to the Terms and Conditions' },
    { path: '/thedailywordpuzzle', heading: 'Daily Word Puzzle', text: 'Swap the letters to find the Word of the Day!' },
    { path: '/learn/alphabetLesson/b', heading: 'Letter B Lesson', text: null },
  ]) {
    test(`${path} shows its heading before the app runs`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (text) await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Puzzle Gift' })).toBeVisible();
    });
  }

  test('its controls take nothing until the app has replaced them', async ({ page }) => {
    await page.goto('/');
    const terms = page.getByRole('checkbox').first();
    await expect(terms).toBeVisible();
    await expect(page.locator('#root > div[inert]')).toHaveCount(1);
    await terms.click({ force: true }); // a tap where the box is drawn: nothing there takes it
    await expect(terms).not.toBeChecked();
  });
});

test('the app replaces the first screen with the live page', async ({ page }) => {
  await page.goto('/thedailywordpuzzle');
  await appStarted(page); // the app's code has arrived and run
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Word Puzzle' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1); // replaced, not doubled
});

test('the app’s code is fetched only once the first screen has been painted', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/thedailywordpuzzle');
  await appStarted(page);
  const timing = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.painted).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.painted ?? Infinity);
  expect(violations).toEqual([]); // the boot script is allowed by its hash
});

/**
 * A puzzle's page arrives with its board drawn (server/pages/puzzle-screen.ts), the names and the
 * preview picture in it, rendered per request; the app then starts from the board the page carries.
 */
test.describe('a gift’s first screen, drawn by the server', () => {
  test('shows who the gift is for and its preview picture before any script runs', async ({ browser, site }) => {
    const { id } = await createGift(site, { recipientName: 'Robin', message: 'Not before it is solved' });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/play/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A puzzle gift for Robin');
    const preview = page.locator('#play-preview img');
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('Not before it is solved')).toHaveCount(0);
    await expect(page.getByText('Loading puzzle...')).toHaveCount(0);
    await context.close();
  });

  test('with scripts on, the app plays the board the page carries at once, and its sender sees it opened', async ({ browser, page, site }) => {
    const message = 'Found you!';
    const { id, watchToken } = await createGift(site, { recipientName: 'Robin', message });
    await page.goto(`/watch/${id}#${watchToken}`);
    const status = page.getByTestId('watch-status');
    const opened = page.getByRole('listitem').filter({ hasText: 'Opened' });
    await expect(status).toHaveAttribute('data-status', /^(sent|delivered)$/); // the mail goes out within moments

    const context = await browser.newContext();
    const play = await context.newPage();
    const violations: string[] = [];
    play.on('console', (entry) => {
      if (/Content Security Policy/i.test(entry.text())) violations.push(entry.text());
    });
    // The app's board call is held: the page must play without it, and the sender hears of nothing yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await play.route(`**/api/puzzles/${id}`, async (route) => {
      await held;
      await route.continue();
    });
    await play.goto(`/play/${id}`);
    await appStarted(play);
    await expect(play.getByRole('heading', { level: 1 })).toHaveText('A puzzle gift for Robin');

    // One swap before the call returns; its answer must not deal the board again.
    const inPlace = async () => (await readPieces(play)).filter((piece) => piece.inPlace).length;
    const before = await inPlace();
    const pieces = await readPieces(play);
    const target = pieces.find((piece) => !piece.inPlace);
    const source = pieces.find((piece) => piece.homeRow === target?.row && piece.homeColumn === target.column);
    await play.getByRole('button', { name: source?.name, exact: true }).press('Enter');
    await play.getByRole('button', { name: target?.name, exact: true }).press('Space');
    await expect.poll(inPlace).toBeGreaterThan(before);
    const swapped = await inPlace();
    await expect(opened).toContainText('Not yet');

    const answered = play.waitForResponse((response) => new URL(response.url()).pathname === `/api/puzzles/${id}`);
    release();
    await expect(opened).not.toContainText('Not yet'); // live: the app's own call recorded it
    await answered;
    await play.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve))); // its answer rendered
    expect(await inPlace()).toBe(swapped);
    await solveImageBoardWithMouse(play);
    await expect(play.getByTestId('puzzle-message')).toHaveText(message);
    await expect(status).toHaveAttribute('data-status', 'solved');
    expect(violations).toEqual([]);
    await context.close();
  });
});

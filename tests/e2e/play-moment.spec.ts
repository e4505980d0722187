import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { createCard } from '../server/helpers/cards';
import { createPuzzle } from '../server/helpers/puzzles';
import { appStarted } from './app-started';
import { solveImageBoardWithKeyboard } from './board-helpers';
import { expect, siteApi, test, type Site } from './fixtures';

/**
 * The play page as the moment (issue 19, item 4): the board is the page's hero, a gift opens with
 * an envelope "From <sender>", and solving writes the message out beside Save the photo, Share and
 * Reply.
 */

const MESSAGE = 'Happy birthday! Meet me at the old pier at noon.';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 412, height: 823 };


async function gift(site: Site, fields: Record<string, string> = {}, photo = { width: 600, height: 450 }) {
  const { id } = await createPuzzle(siteApi(site), { senderName: 'Ann', recipientName: 'Robin', message: MESSAGE, gridSize: '3', ...fields }, photo);
  const board = (await site.app.inject({ method: 'GET', url: `/api/puzzles/${id}` })).json<PuzzleBoard>();
  return { id, board };
}

/** Holds every CSS animation of the page still (Chromium's devtools), or slows them, so the intro stays to be read. */
async function holdAnimations(page: Page, playbackRate = 0): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate });
}

/**
 * A page of its own; under reduced motion unless said otherwise (no intro in the way). `held`: its
 * animations stand still from the start (holdAnimations).
 */
async function open(browser: Browser, url: string, options: BrowserContextOptions = {}, held = false): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  if (held) await holdAnimations(page);
  await page.goto(url);
  return page;
}

const boardStage = (page: Page) => page.locator('.swap-board__stage');

async function stageBox(page: Page) {
  const box = await boardStage(page).boundingBox();
  expect(box, 'the board is drawn').not.toBeNull();
  return box!;
}

test.describe('the board is the hero', () => {
  test('at 1366x900 the board is at least 600 px wide and fits the window, the preview a thumbnail', async ({ browser, site }) => {
    const { id } = await gift(site);
    const page = await open(browser, `${site.url}/play/${id}`, { viewport: DESKTOP });
    await appStarted(page);
    const box = await stageBox(page);
    expect(box.width).toBeGreaterThanOrEqual(600);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height); // seen whole without scrolling
    expect(box.height / box.width).toBeCloseTo(450 / 600, 2);
    const thumbnail = await page.locator('#play-preview').boundingBox();
    expect(thumbnail!.width).toBeGreaterThanOrEqual(120);
    expect(thumbnail!.width).toBeLessThanOrEqual(160);
    await page.getByRole('button', { name: 'Hide Preview' }).click();
    await expect(page.locator('#play-preview')).toBeHidden();
    await page.context().close();
  });

  test('a tall photo on a desktop is limited by the window’s height', async ({ browser, site }) => {
    const { id } = await gift(site, {}, { width: 450, height: 600 });
    const page = await open(browser, `${site.url}/play/${id}`, { viewport: DESKTOP });
    await appStarted(page);
    const box = await stageBox(page);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
    expect(box.height).toBeGreaterThan(DESKTOP.height * 0.75);
    await page.context().close();
  });

  test('on a phone the board spans the window’s full width', async ({ browser, site }) => {
    const { id } = await gift(site);
    const page = await open(browser, `${site.url}/play/${id}`, { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await appStarted(page);
    const box = await stageBox(page);
    expect(box.x).toBeCloseTo(0, 0);
    expect(box.width).toBeCloseTo(PHONE.width, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width); // and nothing wider
    await page.context().close();
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the server’s first screen already has the board’s final size (${name}): nothing shifts`, async ({ browser, site }) => {
      const { id } = await gift(site);
      const still = await open(browser, `${site.url}/play/${id}`, { viewport, javaScriptEnabled: false });
      const first = await stageBox(still);
      await still.context().close();

      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      await context.addInitScript(() => {
        const shifts: number[] = ((window as unknown as { layoutShifts: number[] }).layoutShifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(`${site.url}/play/${id}`);
      await appStarted(page);
      await expect(page.locator('.swap-board[data-ready="true"]')).toHaveCount(0); // the engine waits for a first touch
      const live = await stageBox(page);
      expect(Math.abs(live.width - first.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(live.y - first.y)).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0))).toBe(0);
      await context.close();
    });
  }
});

/** The page's largest-contentful-paint entries of the gift's picture, as Chromium reports them (sizes in css px²). */
async function picturePaints(browser: Browser, url: string, options: { withoutScripts?: boolean } = {}): Promise<number[]> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    const sizes: number[] = ((window as unknown as { picturePaints: number[] }).picturePaints = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string; size: number })[]) if (entry.url.includes('/media/')) sizes.push(entry.size);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  if (options.withoutScripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort()); // the server's first screen stays
  const page = await context.newPage();
  await page.goto(url);
  if (options.withoutScripts) await expect.poll(() => page.evaluate(() => (window as unknown as { picturePaints: number[] }).picturePaints.length)).toBeGreaterThan(0);
  else {
    await appStarted(page);
    await expect(page.locator('.jigsaw-board[data-layout]')).toBeVisible(); // the board has taken over
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const sizes = await page.evaluate(() => (window as unknown as { picturePaints: number[] }).picturePaints);
  await context.close();
  return sizes;
}

test('a jigsaw’s first screen paints its picture where the board will, so the page’s largest paint stays the early one', async ({ browser, site }) => {
  const { id } = await gift(site, { puzzleType: 'jigsaw', pieces: '24' });
  const [first] = await picturePaints(browser, `${site.url}/play/${id}`, { withoutScripts: true });
  expect(first).toBeGreaterThan(0);
  // A board whose waiting picture paints larger than the server's would be the page's largest paint,
  // seconds later on a phone (Lighthouse's LCP).
  const withBoard = await picturePaints(browser, `${site.url}/play/${id}`);
  expect(Math.max(...withBoard)).toBeLessThanOrEqual(first as number);
});

test.describe('the gift’s opening', () => {
  test('an envelope says who it is from, and Skip removes it', async ({ browser, site }) => {
    const { id } = await gift(site);
    const page = await open(browser, `${site.url}/play/${id}`, { viewport: PHONE, reducedMotion: 'no-preference' }, true);
    const intro = page.getByTestId('gift-intro');
    await expect(intro).toContainText('From Ann');
    await expect(boardStage(page)).toBeVisible(); // the board is drawn underneath
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(intro).toHaveCount(0);
    await page.context().close();
  });

  test('a key ends it, and it is not shown again in this page load', async ({ browser, site }) => {
    const { id } = await gift(site);
    const page = await open(browser, `${site.url}/play/${id}`, { viewport: DESKTOP, reducedMotion: 'no-preference' }, true);
    const intro = page.getByTestId('gift-intro');
    await expect(intro).toContainText('From Ann');
    await page.keyboard.press('Escape');
    await expect(intro).toHaveCount(0);
    await page.getByLabel('Squares per side').selectOption('4'); // a new board, the same gift
    await expect(page.getByLabel('Squares per side')).toHaveValue('4');
    await expect(page.getByRole('button', { name: /^Piece at row 4, column 4/ })).toHaveCount(1);
    await expect(intro).toHaveCount(0);
    await page.context().close();
  });

  test('left alone it ends by itself', async ({ browser, site }) => {
    const { id } = await gift(site);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await holdAnimations(page, 0.2); // 9 s rather than 1.8: seen for sure before it ends
    await page.goto(`${site.url}/play/${id}`);
    await expect(page.getByTestId('gift-intro')).toContainText('From Ann');
    await expect(page.getByTestId('gift-intro')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A puzzle gift for Robin');
    await page.context().close();
  });

  test('under reduced motion there is none', async ({ browser, site }) => {
    const { id } = await gift(site);
    const page = await open(browser, `${site.url}/play/${id}`, {}, true);
    await appStarted(page); // the intro would be in the app's first render
    await expect(boardStage(page)).toBeVisible();
    await expect(page.getByTestId('gift-intro')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('the reveal', () => {
  test('the message written out, Save the photo (the stored picture), Share and Reply; no intro once solved', async ({ browser, site }) => {
    const { id, board } = await gift(site);
    const page = await open(browser, `${site.url}/play/${id}`, { viewport: DESKTOP });
    await solveImageBoardWithKeyboard(page);
    const message = page.getByTestId('puzzle-message');
    await expect(message).toHaveText(MESSAGE); // every word is there at once, for a screen reader too
    await expect(message.locator('.revealed-message__word').first()).toHaveText('Happy');
    const save = page.getByRole('link', { name: 'Save the photo' });
    await expect(save).toHaveAttribute('href', board.imageUrl);
    await expect(save).toHaveAttribute('download', 'photo-from-Ann.jpg');
    const saved = await page.request.get(`${site.url}${board.imageUrl}`);
    expect(saved.headers()['content-type']).toBe('image/jpeg'); // the stored photo itself, not a board's copy
    await expect(page.getByRole('heading', { name: 'Share this Puzzle' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reply with your own puzzle' })).toBeVisible();

    // Opened again once solved, in motion: no gift to open any more.
    const again = await open(browser, `${site.url}/play/${id}`, { reducedMotion: 'no-preference' }, true);
    await appStarted(again);
    await expect(again.getByTestId('puzzle-message')).toHaveText(MESSAGE);
    await expect(again.getByTestId('gift-intro')).toHaveCount(0);
    await again.context().close();
    await page.context().close();
  });

  test('a private gift offers no Save the photo', async ({ browser, site }) => {
    const { id } = await gift(site, { isPublic: 'false' });
    const page = await open(browser, `${site.url}/play/${id}`, { viewport: PHONE });
    await solveImageBoardWithKeyboard(page);
    await expect(page.getByTestId('puzzle-message')).toHaveText(MESSAGE);
    await expect(page.getByRole('link', { name: 'Reply with your own puzzle' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Share this Puzzle' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Save the photo' })).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('a card’s page', () => {
  test('the same moment: the hero board, the envelope from its sender, the message written out and its picture to keep', async ({ browser, site }) => {
    const card = await createCard(siteApi(site), 'greeting', { fromName: 'Luigi', customMessage: 'Come and celebrate with us!' });
    const url = `${site.url}/play-puzzle-card/${card.id}`;
    const page = await open(browser, url, { viewport: DESKTOP, reducedMotion: 'no-preference' }, true);
    await expect(page.getByTestId('gift-intro')).toContainText('From Luigi');
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByTestId('gift-intro')).toHaveCount(0);
    const box = await stageBox(page);
    expect(box.width).toBeGreaterThanOrEqual(600);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);

    await solveImageBoardWithKeyboard(page, 'Puzzle card board');
    await expect(page.getByRole('heading', { name: 'You solved it! Here is your card' })).toBeVisible();
    await expect(page.getByTestId('puzzle-message').locator('.revealed-message__word').first()).toBeAttached();
    const board = (await site.app.inject({ method: 'GET', url: `/api/puzzles/${card.id}` })).json<PuzzleBoard>();
    await expect(page.getByRole('link', { name: 'Save the picture' })).toHaveAttribute('href', board.imageUrl);
    await page.context().close();
  });
});

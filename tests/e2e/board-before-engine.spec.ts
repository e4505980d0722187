import type { Locator, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { imageBoard, readPieces } from './board-helpers';
import { expect, test } from './fixtures';

const PICTURE = 'Picture puzzle';
const WORD = 'Word puzzle';

function host(page: Page, label: string): Locator {
  return page.locator('.swap-board').filter({ has: page.getByRole('group', { name: label, exact: true }) });
}

/** Mean absolute difference (0..255) per channel between two same-sized screenshots. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([sharp(a).removeAlpha().raw().toBuffer(), sharp(b).removeAlpha().raw().toBuffer()]);
  expect(x.length).toBe(y.length);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

/** Holds every script request from now on (the engine's chunks), until `release`. */
async function holdScripts(page: Page): Promise<{ requested: () => number; release: () => Promise<void> }> {
  const held: Route[] = [];
  const pattern = /\/assets\/.+\.js$/;
  await page.route(pattern, (route) => void held.push(route));
  return {
    requested: () => held.length,
    async release() {
      for (const route of held) await route.continue();
      await page.unroute(pattern);
    },
  };
}

/** Which slice of the picture each DOM tile shows, position by position. */
function slices(board: Locator): Promise<string[]> {
  return board.locator('.dom-tiles__cell').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).backgroundPosition));
}

test.describe('a board before its engine', () => {
  test('shows its tiles and takes picks before Phaser has loaded, then the scene takes over in place', async ({ page }) => {
    await page.goto('/__board-harness?seed=3');
    const picture = host(page, PICTURE);
    const stage = picture.locator('.swap-board__stage');
    // Nobody has touched the page: the board is drawn by the browser, and no engine is on its way.
    await expect(picture.locator('.dom-tiles__piece').first()).toHaveCSS('background-image', /harness\.jpg/);
    await expect(picture).toHaveAttribute('data-ready', 'false');
    const engine = await holdScripts(page);
    const boxBefore = await stage.boundingBox();

    // A keyboard user picks two tiles through the mirror: the first key asks for the engine, which is held back.
    const before = await readPieces(page, PICTURE);
    const slicesBefore = await slices(picture);
    const buttons = imageBoard(page, PICTURE).getByRole('button');
    await buttons.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(buttons.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const after = await readPieces(page, PICTURE);
    expect([after[0]!.homeRow, after[0]!.homeColumn]).toEqual([before[1]!.homeRow, before[1]!.homeColumn]);
    // …and the DOM tiles show it: the first two cells traded their slices of the picture.
    expect(await slices(picture)).toEqual([slicesBefore[1], slicesBefore[0], ...slicesBefore.slice(2)]);
    expect(engine.requested()).toBeGreaterThan(0);

    // A mouse pick lands on the DOM tile under the pointer.
    const third = await buttons.nth(2).boundingBox();
    await page.mouse.click(third!.x + third!.width / 2, third!.y + third!.height / 2);
    await expect(buttons.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(picture).toHaveAttribute('data-ready', 'false');
    await expect(picture.locator('.swap-board__stage canvas')).toHaveCount(0);
    await page.mouse.move(0, 0); // no hover ring in the pictures
    const drawnByBrowser = await stage.screenshot();

    // The engine arrives: the scene draws the same board, in the same place, and the DOM tiles go.
    await engine.release();
    await expect(picture).toHaveAttribute('data-ready', 'true');
    await expect(picture.locator('.dom-tiles')).toHaveCount(0);
    await expect(buttons.nth(2)).toHaveAttribute('aria-pressed', 'true');
    expect(await stage.boundingBox()).toEqual(boxBefore);
    await expect.poll(async () => difference(drawnByBrowser, await stage.screenshot())).toBeLessThan(6);
  });

  test('a letter board looks the same drawn by the browser and by the scene', async ({ page }) => {
    await page.goto('/__board-harness?seed=3');
    const word = host(page, WORD);
    const stage = word.locator('.swap-board__stage');
    await expect(word.locator('.dom-tiles__letter')).toHaveCount(9);
    await expect(word).toHaveAttribute('data-ready', 'false');
    const drawnByBrowser = await stage.screenshot();
    await page.mouse.move(3, 3); // the first sign of a person: the engine loads
    await expect(word).toHaveAttribute('data-ready', 'true');
    await page.mouse.move(0, 0);
    await expect.poll(async () => difference(drawnByBrowser, await stage.screenshot())).toBeLessThan(12);
  });
});

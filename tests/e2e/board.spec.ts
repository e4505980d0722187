import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { imageBoard, readPieces, solveImageBoardWithKeyboard, solveImageBoardWithMouse } from './board-helpers';
import { expect, test } from './fixtures';
import { wakeBoards } from './wake-boards';

const PICTURE = 'Picture puzzle';
const WORD = 'Word puzzle';
const HARNESS_IMAGE = path.resolve('assets/public/images/harness.jpg');

function host(page: Page, label: string) {
  return page.locator('.swap-board').filter({ has: page.getByRole('group', { name: label, exact: true }) });
}

function announcement(page: Page, label: string) {
  return host(page, label).getByTestId('board-announcement');
}

async function openHarness(page: Page, query = 'seed=3') {
  await page.goto(`/__board-harness?${query}`);
  await wakeBoards(page);
  await expect(host(page, PICTURE)).toHaveAttribute('data-ready', 'true');
  await expect(host(page, WORD)).toHaveAttribute('data-ready', 'true');
}

type Raster = ReturnType<typeof sharp>;

/** Mean absolute difference (0..255) between two same-sized RGB rasters. */
async function difference(a: Raster, b: Raster): Promise<number> {
  const [x, y] = await Promise.all([a.removeAlpha().raw().toBuffer(), b.removeAlpha().raw().toBuffer()]);
  expect(x.length).toBe(y.length);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

test.describe('the board kit', () => {
  test('the canvas draws every piece where its accessible name says it is', async ({ page }) => {
    const sounds = ['swap', 'solve'].map((name) => page.waitForResponse((response) => response.url().endsWith(`/audio/${name}.mp3`)));
    await openHarness(page);
    for (const sound of await Promise.all(sounds)) {
      expect(sound.status()).toBe(200);
      const bytes = await sound.body();
      // An MP3: an ID3 tag, or straight away an MPEG audio frame (11 sync bits set).
      expect(bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)).toBe(true);
    }
    const pieces = await readPieces(page, PICTURE);
    expect(pieces).toHaveLength(9);
    expect(pieces.some((piece) => !piece.inPlace)).toBe(true);
    await expect(host(page, PICTURE)).toHaveAttribute('data-solved', 'false');

    const stage = host(page, PICTURE).locator('.swap-board__stage');
    const stageBox = (await stage.boundingBox())!;
    expect([stageBox.width, stageBox.height]).toEqual([400, 300]); // the 600x450 picture keeps its 4:3 aspect ratio
    const shot = await stage.screenshot();
    const image = sharp(fs.readFileSync(HARNESS_IMAGE));
    const buttons = imageBoard(page, PICTURE).getByRole('button');
    const matches: number[] = [];
    for (const piece of pieces) {
      const box = (await buttons.nth(piece.position).boundingBox())!;
      const inset = 6; // leave out the borders
      const cell = { left: Math.round(box.x - stageBox.x) + inset, top: Math.round(box.y - stageBox.y) + inset, width: Math.round(box.width) - 2 * inset, height: Math.round(box.height) - 2 * inset };
      const drawn = sharp(shot).extract(cell);
      const home = { left: (piece.homeColumn - 1) * 200, top: (piece.homeRow - 1) * 150, width: 200, height: 150 };
      const expected = image.clone().extract(home).resize(Math.round(box.width), Math.round(box.height), { fit: 'fill' }).extract({ left: inset, top: inset, width: cell.width, height: cell.height });
      matches.push(await difference(drawn, expected));
      // Any other piece of the picture looks clearly different there.
      const other = { ...home, left: ((piece.homeColumn % 3) * 200), top: ((piece.homeRow % 3) * 150) };
      const wrong = image.clone().extract(other).resize(Math.round(box.width), Math.round(box.height), { fit: 'fill' }).extract({ left: inset, top: inset, width: cell.width, height: cell.height });
      const mismatch = await difference(sharp(shot).extract(cell), wrong);
      expect(mismatch).toBeGreaterThan(20);
    }
    for (const match of matches) expect(match).toBeLessThan(12);
  });

  test('selection, deselection and swaps are announced and marked with aria-pressed', async ({ page }) => {
    await openHarness(page);
    const board = imageBoard(page, PICTURE);
    const first = board.getByRole('button').nth(0);
    const second = board.getByRole('button').nth(1);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    await expect(announcement(page, PICTURE)).toHaveText('Selected piece at row 1, column 1.');
    await expect(announcement(page, PICTURE)).toHaveAttribute('aria-live', 'polite');

    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(announcement(page, PICTURE)).toHaveText('Selection cleared.');

    const before = await readPieces(page, PICTURE);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    const after = await readPieces(page, PICTURE);
    expect([after[0]!.homeRow, after[0]!.homeColumn]).toEqual([before[1]!.homeRow, before[1]!.homeColumn]);
    expect([after[1]!.homeRow, after[1]!.homeColumn]).toEqual([before[0]!.homeRow, before[0]!.homeColumn]);
    const inPlace = after.filter((piece) => piece.inPlace).length;
    await expect(announcement(page, PICTURE)).toHaveText(`Swapped row 1, column 1 with row 1, column 2. ${inPlace} of 9 pieces in place.`);
    await expect(board.getByRole('button', { pressed: true })).toHaveCount(0);
  });

  test('arrow keys move focus inside the grid and Tab leaves it in one step', async ({ page }) => {
    await openHarness(page);
    const buttons = imageBoard(page, PICTURE).getByRole('button');
    await buttons.nth(4).focus();
    for (const [key, index] of [['ArrowUp', 1], ['ArrowLeft', 0], ['ArrowLeft', 0], ['ArrowDown', 3], ['End', 5], ['Home', 3], ['Control+End', 8]] as const) {
      await page.keyboard.press(key);
      await expect(buttons.nth(index)).toBeFocused();
    }
    await expect(buttons.nth(8)).toHaveAttribute('tabindex', '0');
    await expect(imageBoard(page, PICTURE).locator('[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(imageBoard(page, WORD).getByRole('button').first()).toBeFocused(); // the next board, not the next tile
  });

  test('the picture board solves with the keyboard alone', async ({ page }) => {
    await openHarness(page, 'seed=11');
    await page.locator('h1').click(); // a start point before the board; from here only keys
    const swaps = await solveImageBoardWithKeyboard(page, PICTURE);
    expect(swaps).toBeGreaterThan(0);
    await expect(host(page, PICTURE)).toHaveAttribute('data-solved', 'true');
    expect((await readPieces(page, PICTURE)).every((piece) => piece.inPlace)).toBe(true);
    await expect(imageBoard(page, PICTURE).getByRole('button', { name: 'Piece at row 2, column 2, in place', exact: true })).toHaveCount(1);
    await expect(announcement(page, PICTURE)).toContainText('Puzzle solved!');
    await expect(page.getByTestId('picture-status')).toHaveText(`Solved in ${swaps} swaps`);
  });

  test('the picture board solves with the mouse on the canvas', async ({ page }) => {
    await openHarness(page, 'seed=5');
    const swaps = await solveImageBoardWithMouse(page, PICTURE);
    expect(swaps).toBeGreaterThan(0);
    await expect(host(page, PICTURE)).toHaveAttribute('data-solved', 'true');
    await expect(page.getByTestId('picture-status')).toHaveText(`Solved in ${swaps} swaps`);
  });

  test('on a narrow screen the board shrinks, keeps its aspect ratio, and clicks still land', async ({ page }) => {
    await openHarness(page, 'seed=9');
    await page.setViewportSize({ width: 360, height: 740 }); // a phone, after the board was drawn wide
    const stage = host(page, PICTURE).locator('.swap-board__stage');
    await expect.poll(async () => (await stage.boundingBox())!.width).toBeLessThan(360);
    const box = (await stage.boundingBox())!;
    expect(box.height).toBeCloseTo((box.width * 3) / 4, 0);
    await expect.poll(() => host(page, PICTURE).locator('canvas').evaluate((canvas) => canvas.getBoundingClientRect().width)).toBeCloseTo(box.width, 0);
    await solveImageBoardWithMouse(page, PICTURE);
    await expect(host(page, PICTURE)).toHaveAttribute('data-solved', 'true');
  });

  test('a solved board closes its gaps: the canvas shows the whole picture', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHarness(page, 'seed=8');
    await solveImageBoardWithKeyboard(page, PICTURE);
    await expect(host(page, PICTURE)).toHaveAttribute('data-solved', 'true');
    const cells = imageBoard(page, PICTURE).getByRole('button');
    // The mirror follows the gapless layout: the tiles now touch.
    const [a, b] = [(await cells.nth(0).boundingBox())!, (await cells.nth(1).boundingBox())!];
    expect(b.x).toBeCloseTo(a.x + a.width, 1);
    // Once the confetti has fallen, the canvas is the picture itself: no gaps or borders
    // along the seams where the tiles met (each seam band differs by ~95 while gapped).
    await page.locator('h1').click(); // move focus away: its ring is drawn over a tile
    const stage = host(page, PICTURE).locator('.swap-board__stage');
    const picture = await sharp(fs.readFileSync(HARNESS_IMAGE)).resize(400, 300, { fit: 'fill' }).png().toBuffer();
    const seams = [
      { left: 131, top: 0, width: 4, height: 300 },
      { left: 265, top: 0, width: 4, height: 300 },
      { left: 0, top: 98, width: 400, height: 4 },
      { left: 0, top: 198, width: 400, height: 4 },
    ];
    const worstSeam = async () => {
      const shot = await sharp(await stage.screenshot()).resize(400, 300, { fit: 'fill' }).png().toBuffer();
      const differences = await Promise.all(seams.map((seam) => difference(sharp(shot).extract(seam), sharp(picture).extract(seam))));
      return Math.max(...differences, await difference(sharp(shot), sharp(picture)));
    };
    await expect.poll(worstSeam, { timeout: 15_000 }).toBeLessThan(6);
  });

  test('privateMode shows the watermark and blocks the context menu and dragging', async ({ page }) => {
    const blocked = async (label: string, type: 'contextmenu' | 'dragstart') =>
      host(page, label)
        .locator('canvas')
        .evaluate((canvas, eventType) => {
          const event = new MouseEvent(eventType, { bubbles: true, cancelable: true });
          canvas.dispatchEvent(event);
          return event.defaultPrevented;
        }, type);

    await openHarness(page, 'seed=3&private');
    await expect(host(page, PICTURE).getByTestId('board-watermark')).toBeVisible();
    await expect(host(page, PICTURE).getByTestId('board-watermark')).toHaveCSS('pointer-events', 'none');
    expect(await blocked(PICTURE, 'contextmenu')).toBe(true);
    expect(await blocked(PICTURE, 'dragstart')).toBe(true);
    const mirrorBlocked = await imageBoard(page, PICTURE)
      .getByRole('button')
      .first()
      .evaluate((button) => {
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
        button.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(mirrorBlocked).toBe(true);
    // The word board is not private.
    await expect(host(page, WORD).getByTestId('board-watermark')).toHaveCount(0);
    expect(await blocked(WORD, 'contextmenu')).toBe(false);

    // The watermark stays on the completed picture, and the mouse still reaches the canvas through it.
    await solveImageBoardWithMouse(page, PICTURE);
    await expect(host(page, PICTURE).getByTestId('board-watermark')).toBeVisible();

    await openHarness(page, 'seed=3');
    await expect(host(page, PICTURE).getByTestId('board-watermark')).toHaveCount(0);
    expect(await blocked(PICTURE, 'contextmenu')).toBe(false);
  });

  test('the letter board swaps letters on canvas clicks and names them', async ({ page }) => {
    await openHarness(page);
    const buttons = imageBoard(page, WORD).getByRole('button');
    await expect(buttons).toHaveCount(9);
    const names = async () => buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''));
    const before = await names();
    for (const name of before) expect(name).toMatch(/^Letter [A-Z] at row \d, column \d(, in place)?$/);
    const letters = before.map((name) => name.charAt(7)).sort().join('');
    expect(letters).toBe([...'FLOWCHART'].sort().join(''));

    for (const index of [0, 8]) {
      await buttons.nth(index).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = (await buttons.nth(index).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    await expect.poll(async () => (await names()).map((name) => name.charAt(7))).toEqual(
      before.map((name, i) => (i === 0 ? before[8] : i === 8 ? before[0] : name)!.charAt(7)),
    );
    await expect(announcement(page, WORD)).toContainText('Swapped row 1, column 1 with row 3, column 3.');
  });

  test('hovering a tile shows its tooltip from tileTitle', async ({ page }) => {
    await openHarness(page);
    const buttons = imageBoard(page, WORD).getByRole('button');
    const names = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''));
    const placed = names.findIndex((name) => name.endsWith(', in place'));
    const misplaced = names.findIndex((name) => !name.endsWith(', in place'));
    expect(placed).toBeGreaterThanOrEqual(0); // this seed deals one letter in place
    const stage = host(page, WORD).locator('.swap-board__stage');
    const hover = async (index: number) => {
      await buttons.nth(index).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = (await buttons.nth(index).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    };
    await hover(placed);
    await expect(stage).toHaveAttribute('title', 'This piece is in the correct location!');
    await hover(misplaced);
    await expect(stage).not.toHaveAttribute('title');
  });
});

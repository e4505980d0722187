/**
 * The jigsaw board in real Chromium on the board harness: mouse and touch drags that snap
 * and lock, the keyboard path through the accessible mirror, zoom, reduced motion and the
 * toolbar. Piece numbers are ids (0 is the top-left piece); names count from 1.
 */
import { expect, test } from './fixtures';
import {
  cellSize,
  dragWithFinger,
  dragWithMouse,
  jigsawAnnouncement,
  jigsawBoard,
  jigsawCanvas,
  jigsawMirror,
  lastSave,
  openJigsaw,
  pieceOnPage,
  saves,
  settled,
  solveJigsawWithKeyboard,
  stats,
  tableOnPage,
  touchWithFingers,
  type PagePoint,
} from './jigsaw-helpers';
import type { Page } from '@playwright/test';

async function placed(page: Page, piece: number): Promise<PagePoint> {
  const at = await pieceOnPage(page, piece);
  if (!at) throw new Error(`piece ${piece} is hidden`);
  return at;
}

/** Drops piece 1 just right of piece 0 (a few px off: the snap pulls it in). */
async function dropNextToFirst(page: Page, drag: typeof dragWithMouse): Promise<void> {
  await settled(page);
  const cell = await cellSize(page);
  const [first, second] = [await placed(page, 0), await placed(page, 1)];
  await drag(page, second, { x: first.x + cell + 3, y: first.y - 2 });
  await expect.poll(async () => (await lastSave(page))?.joins).toEqual([[0, 1]]);
}

test.describe('the jigsaw board', () => {
  test('a mouse drags a piece next to its neighbour (they join) and the group into its place (it locks)', async ({ page }) => {
    await openJigsaw(page, 'pieces=12&seed=1');
    await expect(jigsawBoard(page)).toHaveAttribute('data-layout', 'around');
    await dropNextToFirst(page, dragWithMouse);
    await settled(page);
    const cell = await cellSize(page);
    const [first, second] = [await placed(page, 0), await placed(page, 1)];
    expect(second.x - first.x).toBeCloseTo(cell, 0); // snapped exactly beside it
    expect(second.y).toBeCloseTo(first.y, 0);

    const home = await tableOnPage(page, { x: 0.5, y: 0.5 }); // piece 0's true place
    await dragWithMouse(page, first, { x: home.x + 4, y: home.y + 3 });
    const mirror = jigsawMirror(page);
    await expect(mirror.getByRole('button', { name: 'Jigsaw piece 1, in place', exact: true })).toHaveCount(1);
    await expect(mirror.getByRole('button', { name: 'Jigsaw piece 2, in place', exact: true })).toHaveCount(1);
    await expect(jigsawAnnouncement(page)).toHaveText('2 of 12 pieces placed');
    await settled(page);
    const locked = await placed(page, 1);
    const slot = await tableOnPage(page, { x: 1.5, y: 0.5 });
    expect(locked.x).toBeCloseTo(slot.x, 0);
    expect(locked.y).toBeCloseTo(slot.y, 0);

    // A locked piece stays: dragging it pans the table instead.
    await dragWithMouse(page, locked, { x: locked.x + 40, y: locked.y + 40 });
    expect((await lastSave(page))?.places[1]).toEqual([0, 0]);
  });

  test('the keyboard path solves a 24-piece board through the mirror', async ({ page }) => {
    await openJigsaw(page, 'pieces=24&seed=2');
    const mirror = jigsawMirror(page);
    expect((await mirror.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1); // out of a pointer user's way

    // Tab reaches the mirror, which then shows itself.
    for (let i = 0; i < 30 && (await mirror.locator(':focus').count()) === 0; i++) await page.keyboard.press('Tab');
    await expect(mirror.locator(':focus')).toHaveCount(1);
    expect((await mirror.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    await expect(mirror.getByRole('button', { name: 'Jigsaw piece 1, belongs at row 1, column 1, corner', exact: true })).toHaveCount(1);
    await expect(mirror.getByRole('button', { name: 'Jigsaw piece 2, belongs at row 1, column 2, edge', exact: true })).toHaveCount(1);
    await expect(mirror.getByRole('button', { name: 'Jigsaw piece 8, belongs at row 2, column 2', exact: true })).toHaveCount(1);
    await expect(mirror.getByRole('button', { name: /^Empty slot at / })).toHaveCount(24);
    // Arrows move inside the list of pieces.
    await mirror.getByRole('button', { name: /^Jigsaw piece 1, / }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(mirror.getByRole('button', { name: /^Jigsaw piece 2, / })).toBeFocused();

    // A piece offered to the wrong slot is refused, and nothing changes.
    await mirror.getByRole('button', { name: /^Jigsaw piece 1, / }).focus();
    await page.keyboard.press('Enter');
    await expect(jigsawAnnouncement(page)).toHaveText('Jigsaw piece 1 chosen. Now choose its slot.');
    await mirror.getByRole('button', { name: 'Empty slot at row 1, column 2', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(jigsawAnnouncement(page)).toHaveText('Jigsaw piece 1 does not belong at row 1, column 2.');
    await expect(mirror.getByRole('button', { name: /, in place$/ })).toHaveCount(0);

    await solveJigsawWithKeyboard(page, 24);
    await expect(jigsawAnnouncement(page)).toHaveText('Solved! Every piece is in place.');
    await expect(page.getByTestId('jigsaw-status')).toHaveText('Solved with 38 joins'); // 4 x 6: every inner edge
    await expect(jigsawBoard(page)).toHaveAttribute('data-solved', 'true');
    await expect.poll(() => stats(page).then((now) => now.confetti)).toBe(1);
  });

  test('the toolbar: edges only hides inner pieces, the ghost image shows, scatter moves the loose pieces', async ({ page }) => {
    await openJigsaw(page, 'pieces=24&seed=3');
    const edges = page.getByRole('button', { name: 'Edges only' });
    await edges.click();
    await expect(edges).toHaveAttribute('aria-pressed', 'true');
    expect(await pieceOnPage(page, 7)).toBeNull(); // row 2, column 2: inside
    expect(await pieceOnPage(page, 0)).not.toBeNull(); // a corner
    await edges.click();
    expect(await pieceOnPage(page, 7)).not.toBeNull();

    const ghost = page.getByRole('button', { name: 'Ghost image' });
    expect((await stats(page)).ghost).toBe(false);
    await ghost.click();
    await expect(ghost).toHaveAttribute('aria-pressed', 'true');
    expect((await stats(page)).ghost).toBe(true);

    await settled(page);
    const before = await placed(page, 5);
    await page.getByRole('button', { name: 'Scatter' }).click();
    await expect.poll(() => saves(page).then((all) => all.length)).toBe(1);
    await settled(page);
    const after = await placed(page, 5);
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeGreaterThan(1);
  });

  test('the wheel zooms about the mouse and never scrolls the page', async ({ page }) => {
    await openJigsaw(page, 'pieces=12&seed=1');
    const before = await cellSize(page);
    const box = (await jigsawCanvas(page).boundingBox())!;
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => cellSize(page)).toBeGreaterThan(before * 1.3);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.getByRole('button', { name: 'Fit the whole table' }).click();
    await expect.poll(() => cellSize(page)).toBeCloseTo(before, 1);
  });

  test('with rotation allowed, a tap turns a piece a quarter, and so does Rotate', async ({ page }) => {
    await openJigsaw(page, 'pieces=12&seed=4&rotation=1');
    await settled(page);
    await page.mouse.click(...Object.values(await placed(page, 5)) as [number, number]);
    await expect.poll(async () => (await lastSave(page))?.rotations?.length).toBe(12);
    const first = (await lastSave(page))!.rotations![5]!;
    await page.getByRole('button', { name: 'Rotate' }).click(); // acts on the piece last picked up
    await expect.poll(async () => (await lastSave(page))?.rotations?.[5]).toBe((first + 1) % 4);
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('pieces jump without a glide or sparkle, and the solve throws no confetti', async ({ page }) => {
      await openJigsaw(page, 'pieces=12&seed=1');
      await dropNextToFirst(page, dragWithMouse);
      expect(await stats(page)).toMatchObject({ gliding: false, sparkles: 0 });
      await solveJigsawWithKeyboard(page, 12);
      await expect(jigsawBoard(page)).toHaveAttribute('data-solved', 'true');
      expect(await stats(page)).toMatchObject({ gliding: false, confetti: 0 });
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

    test('a finger drags a piece to its neighbour; the loose pieces wait in a tray under the board', async ({ page }) => {
      await openJigsaw(page, 'pieces=12&seed=1');
      await expect(jigsawBoard(page)).toHaveAttribute('data-layout', 'tray');
      const board = await tableOnPage(page, { x: 0, y: 0 });
      const canvas = (await jigsawCanvas(page).boundingBox())!;
      expect(board.x - canvas.x).toBeLessThan(canvas.width * 0.15); // the board fills the width (with room for knobs)
      await page.getByRole('button', { name: 'Fit the whole table' }).tap(); // the tray runs below the screen: see it all
      await jigsawCanvas(page).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await dropNextToFirst(page, dragWithFinger);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled); // the drag never scrolled the page
    });

    test('two fingers pinch the table about their middle and pan it together; the page neither scrolls nor zooms', async ({ page }) => {
      await openJigsaw(page, 'pieces=12&seed=1');
      await settled(page);
      const pageView = () => page.evaluate(() => ({ scrollY: window.scrollY, scale: window.visualViewport?.scale }));
      const before = await pageView();
      const start = await cellSize(page);
      const zoomed = async () => (await cellSize(page)) / start;
      const middle = await placed(page, 2); // the tray's top right piece: empty table left and right of it
      const apart = (half: number, by: PagePoint = { x: 0, y: 0 }): PagePoint[] => [
        { x: middle.x - half + by.x, y: middle.y + by.y },
        { x: middle.x + half + by.x, y: middle.y + by.y },
      ];
      const offBy = async (piece: number, point: PagePoint) => {
        const at = await placed(page, piece);
        return Math.hypot(at.x - point.x, at.y - point.y);
      };

      const fingers = await touchWithFingers(page, apart(45)); // beside the piece, not on it: nothing is picked up
      await fingers.moveTo(apart(90)); // twice as far apart: twice as close a look
      await expect.poll(zoomed).toBeCloseTo(2, 1);
      expect(await offBy(2, middle)).toBeLessThan(2); // the zoom is about the fingers' middle
      await fingers.moveTo(apart(54)); // closer again
      await expect.poll(zoomed).toBeCloseTo(1.2, 1);
      expect(await offBy(2, middle)).toBeLessThan(2);
      const by = { x: -60, y: -70 };
      await fingers.moveTo(apart(54, by)); // both the same way: the table follows them
      await expect.poll(() => offBy(2, { x: middle.x + by.x, y: middle.y + by.y })).toBeLessThan(2);
      expect(await zoomed()).toBeCloseTo(1.2, 1);
      await fingers.lift();

      expect(await pageView()).toEqual(before); // the page itself neither scrolled nor zoomed
      expect(before.scale).toBe(1);
      expect(await saves(page)).toEqual([]); // no piece was picked up and dropped
    });
  });
});

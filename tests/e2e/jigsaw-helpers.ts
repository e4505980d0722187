/**
 * Driving the jigsaw on the board harness (/__board-harness?board=jigsaw, client/game-host/
 * JigsawHarness.tsx): where a piece is drawn on the page, a real mouse or finger dragging it,
 * and the saves the board reported (window.__jigsaw).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { JigsawSave } from '../../game/rules/jigsaw';
import type { JigsawStats } from '../../game/scenes/jigsaw/contract';
import { appStarted } from './app-started';

export interface PagePoint {
  x: number;
  y: number;
}

export const jigsawBoard = (page: Page): Locator => page.locator('.jigsaw-board');
export const jigsawCanvas = (page: Page): Locator => page.locator('.jigsaw-board .board-kit__engine canvas:not([aria-hidden])'); // not the drag backdrop
/** The board's accessible mirror, by the name its page gives it ('Jigsaw puzzle' unless said). */
export const jigsawMirror = (page: Page, name = 'Jigsaw puzzle'): Locator => page.getByRole('group', { name, exact: true });
export const jigsawAnnouncement = (page: Page): Locator => jigsawBoard(page).getByTestId('board-announcement');

/** Opens the harness with a jigsaw, moves the mouse (the engine waits for a person) and waits for the first frame. */
export async function openJigsaw(page: Page, query: string): Promise<void> {
  await page.goto(`/__board-harness?board=jigsaw&${query}`);
  await appStarted(page);
  await jigsawBoard(page).waitFor({ state: 'attached' });
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 6);
  await expect(jigsawBoard(page)).toHaveAttribute('data-ready', 'true');
  await expect.poll(() => stats(page).then((now) => now.piecesReady)).toBe(true); // the pieces stream in after the first frame
}

/** Where a piece's centre is drawn, in page css px (null while it is hidden). */
export async function pieceOnPage(page: Page, piece: number): Promise<PagePoint | null> {
  const box = await jigsawCanvas(page).boundingBox();
  if (!box) throw new Error('the jigsaw has no canvas');
  const at = await page.evaluate((id) => window.__jigsaw?.actions?.pieceOnScreen(id) ?? null, piece);
  return at && { x: box.x + at.x, y: box.y + at.y };
}

/** Where a point of the table (cells) is on the page. */
export async function tableOnPage(page: Page, point: PagePoint): Promise<PagePoint> {
  const box = await jigsawCanvas(page).boundingBox();
  if (!box) throw new Error('the jigsaw has no canvas');
  const at = await page.evaluate((p) => window.__jigsaw?.actions?.screenPoint(p) ?? null, point);
  if (!at) throw new Error('the jigsaw scene is not mounted');
  return { x: box.x + at.x, y: box.y + at.y };
}

/** Css px per cell on screen now. */
export async function cellSize(page: Page): Promise<number> {
  const [a, b] = await Promise.all([tableOnPage(page, { x: 0, y: 0 }), tableOnPage(page, { x: 1, y: 0 })]);
  return b.x - a.x;
}

export function stats(page: Page): Promise<JigsawStats> {
  return page.evaluate(() => {
    const actions = window.__jigsaw?.actions;
    return actions ? actions.stats() : { gliding: false, sparkles: 0, confetti: 0, ghost: false, textureBytes: 0, piecesReady: false, atlasMs: 0 };
  });
}

export const saves = (page: Page): Promise<JigsawSave[]> => page.evaluate(() => window.__jigsaw?.saves ?? []);

export async function lastSave(page: Page): Promise<JigsawSave | null> {
  const all = await saves(page);
  return all.at(-1) ?? null;
}

/** A mouse drag from one page point to another, in small steps as a hand moves. */
export async function dragWithMouse(page: Page, from: PagePoint, to: PagePoint): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** A one-finger drag with real touch events (Chrome DevTools Protocol), as a phone sends them. */
export async function dragWithFinger(page: Page, from: PagePoint, to: PagePoint): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point: PagePoint | null) =>
    session.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [] });
  await touch('touchStart', from);
  const steps = 12;
  for (let step = 1; step <= steps; step++) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps });
  }
  await touch('touchEnd', null);
  await session.detach();
}

/** Fingers on the screen, as `touchWithFingers` puts them down. */
export interface Fingers {
  /** Slides every finger to its new point (same order) in small steps, as a hand moves. */
  moveTo(points: PagePoint[]): Promise<void>;
  lift(): Promise<void>;
}

/**
 * Puts fingers down at once with real touch events (Chrome DevTools Protocol), for pinches and
 * two-finger pans: Chromium turns them into pointer events of type 'touch', as a phone sends them.
 */
export async function touchWithFingers(page: Page, start: PagePoint[]): Promise<Fingers> {
  const session = await page.context().newCDPSession(page);
  let at = start;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: PagePoint[]) =>
    session.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(({ x, y }, id) => ({ x, y, id })) });
  await touch('touchStart', start);
  return {
    async moveTo(points) {
      const from = at;
      const steps = 8;
      for (let step = 1; step <= steps; step++) {
        await touch('touchMove', points.map((to, i) => {
          const was = from[i] as PagePoint;
          return { x: was.x + ((to.x - was.x) * step) / steps, y: was.y + ((to.y - was.y) * step) / steps };
        }));
      }
      at = points;
    },
    async lift() {
      await touch('touchEnd', []);
      await session.detach();
    },
  };
}

/** Waits until nothing glides: positions read after this are where the pieces rest. */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => stats(page).then((now) => now.gliding)).toBe(false);
}

/**
 * Places loose pieces through the mirror with focus and Enter, as a keyboard user does: the first
 * loose piece, then the slot its name says it belongs in, until the board is solved or `limit`
 * pieces are placed. Checks the live region's count after each placement.
 */
export async function solveJigsawWithKeyboard(page: Page, total: number, limit = Infinity, name?: string): Promise<void> {
  const mirror = jigsawMirror(page, name);
  await expect(mirror.getByRole('button').first()).toBeAttached(); // the board is laid out once its width is known
  const loose = mirror.getByRole('button', { name: /^Jigsaw piece \d+, belongs at / });
  for (let placed = 0; placed < limit && (await loose.count()) > 0; placed++) {
    const name = (await loose.first().getAttribute('aria-label')) ?? '';
    const [, number, where] = /^Jigsaw piece (\d+), belongs at (row \d+, column \d+)/.exec(name) ?? [];
    await loose.first().focus();
    await page.keyboard.press('Enter');
    await expect(mirror.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await mirror.getByRole('button', { name: `Empty slot at ${where}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(mirror.getByRole('button', { name: `Jigsaw piece ${number}, in place`, exact: true })).toHaveCount(1);
    const inPlace = await mirror.getByRole('button', { name: /, in place$/ }).count();
    await expect(jigsawAnnouncement(page)).toHaveText(inPlace < total ? `${inPlace} of ${total} pieces placed` : 'Solved! Every piece is in place.');
  }
}

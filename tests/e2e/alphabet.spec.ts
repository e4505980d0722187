import type { Page } from '@playwright/test';
import { letterForm } from '../../game/rules/strokes/index';
import { appStarted } from './app-started';
import { solveImageBoardWithKeyboard, solveWordWithKeyboard } from './board-helpers';
import { expect, test } from './fixtures';
import { drawStroke, traceForm, traceStroke } from './tracing-helpers';
import { wakeBoards } from './wake-boards';

/** Every alphabet clip the page fetches, by path. */
function recordAudio(page: Page): Map<string, number> {
  const statuses = new Map<string, number>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    // The voice clips only: the board's own sounds (/audio/*.mp3) arrive with its engine.
    if (pathname.startsWith('/assets/audio/') && pathname.endsWith('.mp3')) statuses.set(pathname, response.status());
  });
  return statuses;
}

/** Whether the browser can play a clip through (it fetched and decoded enough of it). */
function playsThrough(page: Page, path: string): Promise<boolean> {
  return page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const audio = new Audio(src);
        audio.addEventListener('canplaythrough', () => resolve(true), { once: true });
        audio.addEventListener('error', () => resolve(false), { once: true });
        audio.load();
      }),
    path,
  );
}

test.describe('the children’s alphabet', () => {
  test('letter A: the picture and the spelling solved with the keyboard alone', async ({ page }) => {
    await page.goto('/learn/alphabet/a');
    await expect(page.getByRole('heading', { name: 'A is for apple' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Letters' }).getByRole('link')).toHaveCount(26);
    for (const line of ['Swap the pieces to complete the picture.', 'Tap one square, then another to swap them.', 'A correctly placed tile gets a green border.', 'Continue until the picture is complete.']) {
      await expect(page.getByText(line)).toBeVisible();
    }

    await solveImageBoardWithKeyboard(page, 'Picture puzzle: apple');
    const spelling = page.getByRole('group', { name: 'Spelling puzzle: apple', exact: true });
    await expect(page.getByRole('heading', { name: 'Now spell APPLE' })).toBeVisible();
    await solveWordWithKeyboard(page, spelling, 'APPLE', 5);
    await expect(page.getByText('Great job! You spelled APPLE!')).toBeVisible();
  });

  test('the audio the page asks for exists and plays, in the voice chosen; the choice is remembered', async ({ page }) => {
    const fetched = recordAudio(page);
    await page.goto('/learn/alphabet/a');
    await page.getByRole('button', { name: 'Instructions' }).click();
    await expect(page.getByTestId('learn-caption')).toContainText('Swap the pieces to complete the picture.');
    await page.getByLabel('Male voice', { exact: true }).check();
    await page.getByRole('button', { name: 'Hear A' }).click();
    await expect(page.getByTestId('learn-caption')).toHaveText('A is for apple! Put the picture back together, then spell apple.');
    await expect.poll(() => [...fetched.keys()].sort()).toEqual(['/assets/audio/a_prompt_male.mp3', '/assets/audio/swap_instructions_female.mp3']);
    for (const [path, status] of fetched) {
      expect(status, path).toBeLessThan(400);
      expect(await playsThrough(page, path), path).toBe(true);
    }
    for (const path of ['/assets/audio/a_word_female.mp3', '/assets/audio/a_word_male.mp3', '/assets/audio/a_intro.mp3', '/assets/audio/z_prompt_female.mp3']) {
      expect(await playsThrough(page, path), path).toBe(true);
    }
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Male voice', exact: true })).toBeChecked();
  });

  for (const { path, region, board } of [
    { path: '/learn/alphabet/a', region: 'Put the picture together', board: '.swap-board__stage' },
    { path: '/learn/alphabetLesson/a', region: 'Capital A', board: '.tracing-board__stage' },
  ]) {
    test(`on a small phone the board of ${path} fits the screen`, async ({ page }) => {
      const screen = 360;
      await page.setViewportSize({ width: screen, height: 740 });
      await page.goto(path);
      await appStarted(page); // measured by the app, not the server's first screen
      const stage = page.getByRole('region', { name: region }).locator(board);
      await expect(stage).toBeVisible();
      const box = await stage.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(screen - 16); // inside the page's margin
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen); // nothing scrolls sideways
    });
  }

  test('an unknown letter goes to a', async ({ page }) => {
    await page.goto('/learn/alphabet/7');
    await expect(page).toHaveURL(/\/learn\/alphabet\/a$/);
    await page.goto('/learn/alphabetLesson/abc');
    await expect(page).toHaveURL(/\/learn\/alphabetLesson\/a$/);
    await page.goto('/learn/alphabet/Q'); // a capital is still its letter
    await expect(page).toHaveURL(/\/learn\/alphabet\/q$/);
  });

  test('the lesson of A: a reversed stroke and a tap are refused; tracing both forms turns the boxes green', async ({ page }) => {
    test.slow(); // every stroke is drawn point by point, as a finger would
    await page.goto('/learn/alphabetLesson/a');
    await expect(page.getByRole('heading', { name: 'Letter A Lesson' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Say A' })).toBeVisible();
    for (const word of ['apple', 'ant', 'ambulance']) await expect(page.getByRole('listitem').filter({ hasText: word })).toBeVisible();

    const upper = page.getByTestId('tracing-upper');
    const upperStatus = page.locator('#trace-upper-status');
    const capitalA = letterForm('a', 'upper');
    await wakeBoards(page);
    await expect(upper.locator('.tracing-board')).toHaveAttribute('data-ready', 'true');
    await traceStroke(page, upper, capitalA.strokes[0] ?? [], true);
    await expect(upperStatus).toHaveText('Try it the other way: start at the green dot.');
    await drawStroke(page, upper, [{ x: 0.5, y: 0.5 }]); // a tap traces nothing
    await expect(upperStatus).toHaveText('Watch the dot, then try again from the green dot.'); // the second miss plays the demo
    await expect(upper).toHaveAttribute('data-complete', 'false');

    await traceForm(page, upper, capitalA, upperStatus);
    await expect(upper).toHaveAttribute('data-complete', 'true');
    await expect(upperStatus).toHaveText('Capital A: done!');
    await expect(page.getByText("Great job! You're ready for the next letter!")).toHaveCount(0);

    const lower = page.getByTestId('tracing-lower');
    await traceForm(page, lower, letterForm('a', 'lower'), page.locator('#trace-lower-status'));
    await expect(lower).toHaveAttribute('data-complete', 'true');
    await expect(page.getByText("Great job! You're ready for the next letter!")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next letter: B' })).toHaveAttribute('href', '/learn/alphabetLesson/b');
  });

  test('Done and Enter complete a box without tracing, for keyboards and children who cannot trace', async ({ page }) => {
    await page.goto('/learn/alphabetLesson/m');
    await appStarted(page);
    await page.getByTestId('tracing-upper').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('tracing-upper')).toHaveAttribute('data-complete', 'true');
    await page.locator('.tracing-box').nth(1).getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText("Great job! You're ready for the next letter!")).toBeVisible();
  });
});

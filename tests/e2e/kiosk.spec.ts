import type { Page } from '@playwright/test';
import { numberWords } from '../../client/features/learn/kiosk/parent-question';
import { isLearnPath } from '../../client/stores/kiosk';
import { expect, test } from './fixtures';

const NUMBERS = new Map(Array.from({ length: 100 }, (_, n) => [numberWords(n), n]));

/** What a grown-up does with the gate's question: reads the words and works the sum out. */
function answerTo(question: string): string {
  const match = /^What is ([a-z-]+) (plus|times) ([a-z-]+)\?$/.exec(question);
  const a = NUMBERS.get(match?.[1] ?? '');
  const b = NUMBERS.get(match?.[3] ?? '');
  if (!match || a === undefined || b === undefined) throw new Error(`a question this test cannot read: ${question}`);
  return numberWords(match[2] === 'plus' ? a + b : a * b);
}

const gate = (page: Page) => page.getByRole('button', { name: 'Grown-ups: leave kiosk mode' });
const question = (page: Page) => page.getByRole('dialog', { name: 'For grown-ups' });

/** Presses the gate's corner with the mouse for `ms` of the page's clock (installed by the test), then lets go. */
async function holdGate(page: Page, ms: number) {
  const box = await gate(page).boundingBox();
  if (!box) throw new Error('the parent gate is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.runFor(ms);
  await page.mouse.up();
}

async function expectKiosk(page: Page) {
  await expect(page.getByRole('banner')).toContainText('Puzzle Gift ABC');
  await expect(gate(page)).toBeVisible();
  await expect(page.getByTestId('coin-count')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test.describe('kiosk mode of the alphabet section', () => {
  test('?kiosk=1 turns it on for the device: its own bar, no site header, footer or coins, and no link out of /learn', async ({ page, baseURL }) => {
    await page.goto('/learn?kiosk=1');
    await expect(page.getByRole('heading', { name: 'Learn the alphabet', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/learn`); // the query is dropped; the device remembers
    await expect(page.getByRole('button', { name: 'Start kiosk mode' })).toHaveCount(0);

    for (const path of ['/learn', '/learn/alphabet/c', '/learn/alphabetLesson/c']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectKiosk(page);
      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      expect(hrefs.length, path).toBeGreaterThan(1);
      const outside = hrefs.filter((href) => {
        const url = new URL(href);
        return url.origin !== new URL(baseURL ?? '').origin || !isLearnPath(url.pathname);
      });
      expect(outside, `links leaving /learn on ${path}`).toEqual([]);
    }

    await page.getByRole('link', { name: 'All letters' }).click();
    await expect(page).toHaveURL(`${baseURL}/learn`);
    // Even a typed address (or the back button) stays in the section while kiosk mode is on.
    await page.goto('/login');
    await expect(page).toHaveURL(`${baseURL}/learn`);
    await expectKiosk(page);
  });

  test('the parent gate: a short press does nothing, a 3 s hold asks a question in words, a wrong answer keeps kiosk mode, the right one ends it', async ({ page, baseURL }) => {
    await page.clock.install(); // the gate's seconds pass at once (runFor), its timers and Date.now together
    await page.goto('/learn/alphabet/d?kiosk=1');
    await expect(page.getByRole('heading', { name: 'D is for dog', level: 1 })).toBeVisible();

    await holdGate(page, 1000);
    await page.clock.runFor(2500); // past the 3 s since the press began: letting go early cancelled it
    await expect(question(page)).toHaveCount(0);

    await holdGate(page, 3400);
    await expect(question(page)).toBeVisible();
    const text = (await question(page).locator('#parent-dialog-question').textContent()) ?? '';
    const choices = await question(page).locator('.parent-dialog__choice').allTextContents();
    expect(choices).toHaveLength(4);
    const right = answerTo(text);
    expect(choices).toContain(right);
    const wrong = choices.find((choice) => choice !== right) ?? '';
    await question(page).getByRole('button', { name: wrong, exact: true }).click();
    await expect(question(page)).toHaveCount(0);
    await expectKiosk(page);
    await expect(page).toHaveURL(`${baseURL}/learn/alphabet/d`);
    await holdGate(page, 3400); // right after a wrong answer the corner does nothing for a while
    await expect(question(page)).toHaveCount(0);

    // The question is asked afresh each time; holding Enter works as holding the corner does.
    await page.reload();
    await expectKiosk(page);
    await gate(page).focus();
    await page.keyboard.down('Enter');
    await page.clock.runFor(3400);
    await expect(question(page)).toBeVisible();
    await page.keyboard.down('Enter'); // the key still held repeats: that answers nothing
    await page.keyboard.up('Enter');
    await expect(question(page)).toBeVisible();
    await expectKiosk(page);
    const again = (await question(page).locator('#parent-dialog-question').textContent()) ?? '';
    await question(page).getByRole('button', { name: answerTo(again), exact: true }).click();

    await expect(question(page)).toHaveCount(0);
    await expect(gate(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('coin-count')).toBeVisible(); // the site's header is back
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'D is for dog', level: 1 })).toBeVisible(); // same page, nothing lost
    expect(await page.evaluate(() => localStorage.getItem('kiosk'))).toContain('"on":false');
    await page.goto('/terms');
    await expect(page).toHaveURL(`${baseURL}/terms`);
    await page.goto('/learn');
    await expect(page.getByRole('button', { name: 'Start kiosk mode' })).toBeVisible();
  });

  test('"Start kiosk mode" on /learn turns it on', async ({ page }) => {
    await page.goto('/learn');
    await expect(page.getByRole('banner').getByTestId('coin-count')).toBeVisible();
    await page.getByRole('button', { name: 'Start kiosk mode' }).click();
    await expectKiosk(page);
    await page.reload();
    await expectKiosk(page);
  });

  test('left alone for 2 minutes on a letter: back to the letter grid with the default voice', async ({ page, baseURL }) => {
    await page.clock.install();
    await page.goto('/learn/alphabet/e?kiosk=1');
    await expect(page.getByRole('heading', { name: 'E is for elephant', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: 'Male voice', exact: true }).check();
    await expect(page.getByRole('radio', { name: 'Male voice', exact: true })).toBeChecked();

    await page.clock.fastForward(90_000);
    await page.getByRole('heading', { level: 1 }).click(); // a touch: the two minutes start again
    await page.clock.fastForward(90_000);
    await expect(page).toHaveURL(`${baseURL}/learn/alphabet/e`);

    await page.clock.fastForward(31_000);
    await expect(page).toHaveURL(`${baseURL}/learn`);
    await expect(page.getByRole('heading', { name: 'Learn the alphabet', level: 1 })).toBeVisible();
    await expectKiosk(page);
    expect(await page.evaluate(() => localStorage.getItem('learn-voice'))).toContain('"voice":"female"');
    await page.getByRole('link', { name: 'E is for elephant' }).click();
    await expect(page.getByRole('radio', { name: 'Female voice', exact: true })).toBeChecked();
  });
});

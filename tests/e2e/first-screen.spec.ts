import { expect, test } from './fixtures';

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
  await expect(page.locator('#root > div[inert]')).toHaveCount(0, { timeout: 20_000 }); // the app's code has arrived and run
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Word Puzzle' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1); // replaced, not doubled
});

test('the app’s code is fetched only once the first screen has been painted', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/thedailywordpuzzle');
  await expect(page.locator('#root > div[inert]')).toHaveCount(0, { timeout: 20_000 });
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

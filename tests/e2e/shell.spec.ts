import { expect, test } from './fixtures';

const ROUTES = ['/', '/terms', '/benefits', '/login', '/register', '/reset-password', '/DailyPuzzle', '/thedailywordpuzzle'];

test.describe('site shell', () => {
  for (const route of ROUTES) {
    test(`header and footer on ${route}`, async ({ page }) => {
      await page.goto(route);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Puzzle Gift' })).toBeVisible();
      await expect(header.getByTestId('coin-count')).toHaveText('0');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    });
  }

  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });
});

import { expect, test } from './fixtures';

const ROUTES = [
  '/',
  '/terms',
  '/benefits',
  '/login',
  '/register',
  '/reset-password',
  '/new-password',
  '/admin-login',
  '/DailyPuzzle',
  '/thedailywordpuzzle',
];

const NAV = [
  { name: 'Home', path: '/' },
  { name: 'Daily Puzzle', path: '/DailyPuzzle' },
  { name: 'Daily Word', path: '/thedailywordpuzzle' },
  { name: 'Benefits', path: '/benefits' },
];

test.describe('site shell', () => {
  for (const route of ROUTES) {
    test(`header and footer on ${route}`, async ({ page }) => {
      await page.goto(route);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Puzzle Gift' })).toBeVisible();
      // Nothing stored yet: the header shows 0, except that a daily game starts the balance at 500.
      const games = ['/DailyPuzzle', '/thedailywordpuzzle'];
      await expect(header.getByTestId('coin-count')).toHaveText(games.includes(route) ? /^(0|500)$/ : '0');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Puzzle Gift Inc.`);
    });
  }

  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the header links go where the spec says; Login is hidden on /login only', async ({ page }) => {
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of NAV) {
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.path);
    }
    const login = page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
    await expect(login).toBeVisible();
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await expect(login).toHaveCount(0);
    await nav.getByRole('link', { name: 'Benefits' }).click();
    await expect(login).toBeVisible();
  });

  test('the coin badge shows the stored balance', async ({ page }) => {
    await page.goto('/terms');
    await page.evaluate(() => localStorage.setItem('coins', '740'));
    await page.reload();
    await expect(page.getByRole('banner').getByTestId('coin-count')).toHaveText('740');
  });

  test('terms: the seven sections, including the image content rule', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
    const sections = ['Ownership', 'Acceptable Use', 'User Content', 'Privacy', 'Liability', 'Updates', 'Contact'];
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(sections.map((name, i) => `${i + 1}. ${name}`));
    await expect(page.getByRole('region', { name: '2. Acceptable Use' })).toContainText(
      'nudity, violence or exploitative content',
    );
  });

  test('benefits: each member benefit says who it is for and links to where it lives, then login and register', async ({ page }) => {
    await page.goto('/benefits');
    await expect(page.getByRole('heading', { name: 'Why Become a Member?' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Member benefits' }).getByRole('listitem');
    await expect(cards).toHaveCount(7);
    for (const [title, where] of [
      [/unlimited coins/i, '/DailyPuzzle'],
      [/invitations by text or e.mail/i, '/'],
      [/contacts/i, '/contacts'],
      [/no third-party ads/i, '/terms#privacy'],
      [/your account, your data/i, '/account'],
    ] as const) {
      const card = cards.filter({ hasText: title });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('link')).toHaveAttribute('href', where);
    }
    await expect(cards.filter({ hasText: /gift store/i })).toHaveCount(1);
    await expect(cards.filter({ hasText: /early access/i })).toContainText('Right now everything is open to everyone.');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/register');
    await main.getByRole('link', { name: 'I already have an account' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('site shell on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu toggle opens and closes the navigation', async ({ page }) => {
    await page.goto('/terms');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Daily Word' })).toBeHidden();
    await expect(page.getByRole('banner').getByTestId('coin-count')).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Daily Word' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Daily Word' })).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Benefits' }).click();
    await expect(page).toHaveURL(/\/benefits$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false'); // navigating closes it

    // Nothing overflows a 360px screen sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

import type { Page } from '@playwright/test';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { solidJpeg } from '../server/helpers/images';
import { puzzleForm, validPuzzleFields } from '../server/helpers/multipart';
import { solveImageBoardWithMouse } from './board-helpers';
import { expect, siteApi, test, uniqueEmail, type Site } from './fixtures';

const PASSWORD = 'correct horse battery';

/** A gift made while signed out, through the create page's own request (the create form has specs of its own). */
async function createGift(site: Site, recipientName: string): Promise<CreatedPuzzle> {
  const form = puzzleForm(validPuzzleFields({ recipientName }), { data: await solidJpeg(600, 450, '#db2777') });
  const response = await siteApi(site).request({ method: 'POST', url: '/api/puzzles', payload: form });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedPuzzle>();
}

async function fillRegistration(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Create Your Free Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
}

test.describe('My gifts', () => {
  test('a gift sent signed out is claimed from its watch page, and a signed-in sender\'s "My gifts" shows it solved', async ({ page, site, browser }) => {
    const gift = await createGift(site, 'Ann');
    const watchUrl = `/watch/${gift.id}#${gift.watchToken}`;
    await page.goto(watchUrl);
    await expect(page.getByRole('heading', { name: 'Your puzzle for Ann' })).toBeVisible();

    // Signed out: signing in (here: registering) comes back to this watch page, token and all.
    await page.getByRole('link', { name: 'Sign in to keep this gift in your account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await fillRegistration(page, uniqueEmail('sender'));
    await expect(page).toHaveURL(new RegExp(`${watchUrl}$`));
    await page.getByRole('button', { name: 'Save to my account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved to your account.' })).toBeVisible();

    // The recipient solves it in another browser.
    const recipient = await browser.newContext();
    const play = await recipient.newPage();
    await play.goto(`${site.url}/play/${gift.id}`);
    await solveImageBoardWithMouse(play);
    await expect(play.getByTestId('puzzle-message')).toBeVisible();
    await recipient.close();

    await page.getByRole('banner').getByRole('link', { name: 'My gifts' }).click();
    await expect(page.getByRole('heading', { name: 'My gifts', level: 1 })).toBeVisible();
    const row = page.getByRole('link', { name: /For Ann/ });
    await expect(row).toContainText('Photo puzzle');
    await expect(row.getByText('Solved', { exact: true })).toBeVisible();
    await expect(row).toHaveAttribute('href', `/watch/${gift.id}`);

    // Its watch page opens without the token: the session owns the gift.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/watch/${gift.id}$`));
    await expect(page.getByTestId('watch-status')).toHaveAttribute('data-status', 'solved');
  });

  test('signed out, "My gifts" asks to sign in and comes back to an empty list that leads to creating a gift', async ({ page }) => {
    await page.goto('/my-gifts');
    await expect(page.getByRole('heading', { name: 'Sign in to see your gifts' })).toBeVisible();
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await fillRegistration(page, uniqueEmail('newcomer'));
    await expect(page).toHaveURL(/\/my-gifts$/);
    await expect(page.getByRole('heading', { name: 'No gifts yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Create a photo puzzle' }).click();
    await expect(page.getByRole('heading', { name: 'Create Your Puzzle' })).toBeVisible();
  });

  test('a gift already kept in another account cannot be saved into this one', async ({ page, site }) => {
    const gift = await createGift(site, 'Bea');
    const owner = await site.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail('first'), password: PASSWORD }, headers: { origin: site.url } });
    const cookie = owner.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const claimed = await site.app.inject({ method: 'POST', url: `/api/puzzles/${gift.id}/claim`, payload: { watchToken: gift.watchToken }, headers: { origin: site.url, cookie } });
    expect(claimed.statusCode).toBe(200);

    await page.goto('/register');
    await fillRegistration(page, uniqueEmail('second'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'My gifts' })).toBeVisible();
    await page.goto(`/watch/${gift.id}#${gift.watchToken}`);
    await page.getByRole('button', { name: 'Save to my account' }).click();
    await expect(page.getByRole('alert')).toHaveText('This gift is already saved in another account.');
  });
});

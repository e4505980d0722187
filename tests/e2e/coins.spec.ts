import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';

const PASSWORD = 'correct horse battery';

async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

// Issue 22 part 1: the account's coins follow it to every device, live.
test('signed in on two browsers, a clue on one shows in the other header at once', async ({ browser, request, site }) => {
  const email = uniqueEmail('coins');
  const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD }, headers: { origin: site.url } });
  expect(registered.status()).toBe(201);

  const laptop = await (await browser.newContext({ baseURL: site.url })).newPage();
  await laptop.goto('/');
  await laptop.evaluate(() => localStorage.setItem('coins', '300')); // coins earned signed out in this browser
  await login(laptop, email);
  const laptopCoins = laptop.getByRole('banner').getByTestId('coin-count');
  await expect(laptopCoins).toHaveText('300'); // merged into the account at the first sign-in

  const phone = await (await browser.newContext({ baseURL: site.url })).newPage();
  await login(phone, email);
  const phoneCoins = phone.getByRole('banner').getByTestId('coin-count');
  await expect(phoneCoins).toHaveText('300'); // the account's balance; this browser's merge added nothing

  await laptop.goto('/thedailywordpuzzle');
  await laptop.getByRole('button', { name: /Get a Clue/ }).click();
  await expect(laptopCoins).toHaveText('290');
  await expect(phoneCoins).toHaveText('290', { timeout: 1000 }); // the second device within 1 s, no reload

  await laptop.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(laptopCoins).toHaveText('300'); // signed out: this browser's own coins again
});

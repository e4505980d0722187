import { setRoleByEmail } from '../../server/repos/users';
import { solveImageBoardWithMouse } from './board-helpers';
import { recordDialogs } from './dialogs';
import { expect, test, uniqueEmail } from './fixtures';
import { fillDraft, openInNewContext, playLinkFromMail, testPhoto } from './gift-helpers';

/**
 * Issue 22 part 6, the journey: an admin adds a present to the gift store, a sender attaches it
 * to a gift, and the recipient sees it only once the puzzle is solved, with a button to its shop.
 */
test('the admin adds a present, a sender attaches it, the recipient solves and sees it', async ({ page, browser, site }) => {
  // The admin, in a browser of their own.
  const adminEmail = uniqueEmail('shopkeeper');
  const admin = await browser.newPage({ baseURL: site.url });
  const registered = await admin.request.post('/api/auth/register', { data: { email: adminEmail, password: 'correct horse battery' }, headers: { origin: site.url } });
  expect(registered.status()).toBe(201);
  await setRoleByEmail(site.app.db, adminEmail, 'admin');
  await admin.goto('/admin-scheduler');
  const store = admin.getByRole('region', { name: 'Gift store' });
  await store.getByText('Add a present').click();
  const form = store.getByRole('form', { name: 'Add a present' });
  await form.getByLabel('Title').fill('Blue teapot');
  await form.getByLabel('Price (as the shop shows it)').fill('$24');
  await form.getByLabel('Retailer link').fill('https://shop.example/teapot');
  await form.getByLabel('Picture').setInputFiles({ name: 'teapot.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() });
  await form.getByRole('button', { name: 'Add present' }).click();
  const item = store.getByRole('listitem').filter({ hasText: 'Blue teapot' });
  await expect(item).toContainText('0 clicks');
  await admin.close();

  // The sender attaches it on the send form.
  const dialogs = recordDialogs(page);
  const recipientEmail = uniqueEmail('ann');
  await fillDraft(page, { message: 'Happy birthday, Ann!' });
  await page.getByRole('button', { name: 'Puzzle Preview' }).click();
  await page.getByLabel("Recipient's name").fill('Ann');
  await page.getByLabel("Recipient's e-mail").fill(recipientEmail);
  await page.getByLabel('Your name').fill('Sam');
  await page.getByLabel('Your e-mail').fill(uniqueEmail('sam'));
  await page.getByLabel('I agree to receive email notifications related to my puzzle gift.').check();
  await page.getByRole('radio', { name: /Blue teapot/ }).check();
  await page.getByRole('button', { name: 'Send Puzzle' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  expect(dialogs).toEqual(['✅ Puzzle sent!']);

  // The recipient sees it only after solving.
  const { context, page: play } = await openInNewContext(browser, await playLinkFromMail(site, recipientEmail));
  await expect(play.getByTestId('present-reveal')).toHaveCount(0);
  await solveImageBoardWithMouse(play);
  await expect(play.getByTestId('puzzle-message')).toHaveText('Happy birthday, Ann!');
  const reveal = play.getByTestId('present-reveal');
  await expect(reveal).toContainText('Sam also picked this for you: Blue teapot');
  await expect(reveal).toContainText('$24');
  await expect(reveal.getByRole('img', { name: 'Blue teapot' })).toHaveJSProperty('complete', true);
  const href = await reveal.getByRole('link', { name: 'See it at the shop' }).getAttribute('href');
  expect(href).toMatch(/^\/go\/present\/[\w-]+$/);
  const followed = await play.request.get(href!, { maxRedirects: 0 });
  expect(followed.status()).toBe(302);
  expect(followed.headers().location).toBe('https://shop.example/teapot');
  await context.close();
});

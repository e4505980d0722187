import { setRoleByEmail } from '../../server/repos/users';
import { createPuzzle } from '../server/helpers/puzzles';
import { recordDialogs } from './dialogs';
import { expect, siteApi, test, uniqueEmail } from './fixtures';

/**
 * Issue 21 part 3, the journey: a recipient reports a gift from its play page, an admin takes
 * it down from the moderation queue, the link then says the gift was removed, and the audit
 * log shows who did it.
 */
test('report → the admin takes it down → the link says removed, and the audit log shows it', async ({ page, browser, site }) => {
  const sender = uniqueEmail('rude');
  const gift = await createPuzzle(siteApi(site), { senderName: 'Rex Rude', senderEmail: sender, message: 'A message nobody wants.' });

  // The recipient reports it.
  await page.goto(`/play/${gift.id}`);
  await page.getByRole('button', { name: 'Report this gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this gift' });
  await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
  await dialog.getByLabel('Anything else we should know? (optional)').fill('I do not know this person.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. Our team will look at this gift.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Reported. Thank you.' })).toBeDisabled();

  // An admin, in a browser of their own, takes it down.
  const adminEmail = uniqueEmail('moderator');
  const admin = await browser.newPage({ baseURL: site.url });
  const confirms = recordDialogs(admin);
  const registered = await admin.request.post('/api/auth/register', { data: { email: adminEmail, password: 'correct horse battery' }, headers: { origin: site.url } });
  expect(registered.status()).toBe(201);
  await setRoleByEmail(site.app.db, adminEmail, 'admin');
  await admin.goto('/admin-scheduler');
  const item = admin.getByRole('listitem', { name: 'Gift from Rex Rude' });
  await expect(item).toContainText(sender);
  await expect(item).toContainText('A message nobody wants.');
  await expect(item).toContainText('1 report');
  await expect(item).toContainText('Harassment or bullying: I do not know this person.');
  await expect(item.getByRole('img')).toHaveJSProperty('complete', true);
  await item.getByRole('button', { name: 'Take down' }).click();
  await expect(item).toHaveCount(0);
  expect(confirms).toEqual([expect.stringMatching(/^Take this down\?/)]);
  const audit = admin.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByRole('row').nth(1)).toContainText(adminEmail);
  await expect(audit.getByRole('row').nth(1)).toContainText(`take-down Took down gift ${gift.id} from Rex Rude`);
  await admin.close();

  // The link now says so.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This gift was removed.' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('It was taken down after a report');
});

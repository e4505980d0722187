import type { Page } from '@playwright/test';
import { recordDialogs } from './dialogs';
import { expect, test, uniqueEmail } from './fixtures';
import { fillDraft } from './gift-helpers';
import { keepScreenshot } from './look';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** LOOK=1: the screen at both sizes, in .look/ (the suite itself takes none). */
async function lookAtBothSizes(page: Page, name: string) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await keepScreenshot(page, `${name}-${size}.png`);
  }
  await page.setViewportSize(PHONE);
}

test('a gift sent by text only: no recipient address asked, and the thank-you page texts the link from the phone', async ({ page, site }) => {
  await page.setViewportSize(PHONE);
  const dialogs = recordDialogs(page);
  const sender = uniqueEmail('sam');
  await fillDraft(page, { message: 'Happy birthday by text!' });
  await page.getByRole('button', { name: 'Puzzle Preview' }).click();
  await expect(page).toHaveURL(/\/puzzle$/);

  await page.getByLabel("Recipient's name").fill('Ann');
  await page.getByRole('radio', { name: 'Text' }).check();
  await expect(page.getByLabel("Recipient's e-mail")).toHaveCount(0); // a text only needs no address
  await page.getByLabel("Recipient's mobile number").fill('+1 (415) 555-0123');
  await lookAtBothSizes(page, 'texts-send-by');
  await page.getByLabel('Your name').fill('Sam');
  await page.getByLabel('Your e-mail').fill(sender);
  await page.getByLabel('I agree to receive email notifications related to my puzzle gift.').check();
  await page.getByRole('button', { name: 'Send Puzzle' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  expect(dialogs).toEqual(['✅ Puzzle sent!']);
  await expect(page.getByText('We have e-mailed the link to your recipient.', { exact: false })).toHaveCount(0);

  const textLink = page.getByRole('link', { name: 'Text the link' });
  const href = (await textLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^sms:\+14155550123\?&body=Sam%20sent%20you%20a%20puzzle%20gift\./);
  const body = decodeURIComponent(href.split('?&body=')[1] ?? '');
  expect(body).toMatch(new RegExp(`^Sam sent you a puzzle gift\\. Solve it to read the message:\\n${site.url}/play/[A-Za-z0-9_-]+$`));
  await lookAtBothSizes(page, 'texts-thank-you');

  // No mail to the recipient: only the sender's own confirmation was queued.
  const puzzleId = /\/play\/([A-Za-z0-9_-]+)$/.exec(body)?.[1] ?? '';
  const recipientMails = await site.app.db.selectFrom('outbox').select('id').where('puzzle_id', '=', puzzleId).where('purpose', '=', 'gift').execute();
  expect(recipientMails).toEqual([]);
  expect(await site.app.db.selectFrom('puzzles').select('recipient_phone').where('id', '=', puzzleId).executeTakeFirst()).toEqual({ recipient_phone: '+14155550123' });
});

import type { Page } from '@playwright/test';
import { instantToZonedTime } from '../../game/rules/delivery';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { solidJpeg } from '../server/helpers/images';
import { mailTo } from '../server/helpers/smtp';
import { movePiecesHome, readPieces, solveImageBoardWithMouse } from './board-helpers';
import { recordDialogs } from './dialogs';
import { expect, test, uniqueEmail, type Site } from './fixtures';

const ZONE = 'Asia/Tokyo'; // the recipient's, not this machine's
const MINUTE = 60_000;

/** The create screen up to the send form: a photo, a message, the preview. */
async function draftGift(page: Page, message: string) {
  await page.getByLabel('I agree to the Terms and Conditions').check();
  await page.getByLabel('Select the image', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(600, 450, '#0ea5e9') });
  await page.getByLabel('Add the message').fill(message);
  await page.getByRole('button', { name: 'Puzzle Preview' }).click();
  await expect(page).toHaveURL(/\/puzzle$/);
}

/** The mails that reached `address` once the outbox sent what is due on the app's clock. */
async function mailsTo(site: Site, address: string) {
  await site.app.outbox.flush();
  return site.smtp.received.filter((mail) => mailTo(mail).includes(address));
}

const linkIn = (text: string | undefined) => /https?:\/\/[^\s"<>]+\/play\/[A-Za-z0-9_-]+/.exec(text ?? '')?.[0] ?? '';

test('a gift scheduled for a minute ahead arrives only then, is finished on a second device, and answered in one tap', async ({ page, site, browser }) => {
  test.setTimeout(120_000);
  const dialogs = recordDialogs(page);
  const sender = { name: 'Kenji', email: uniqueEmail('kenji') };
  const recipient = { name: 'Yuki', email: uniqueEmail('yuki') };

  // A signed-in sender schedules a gift in the recipient's time zone.
  await page.goto('/register');
  await page.getByLabel('Email').fill(sender.email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My gifts' })).toBeVisible();
  await page.goto('/');
  await draftGift(page, 'Happy birthday, Yuki!');
  await page.getByLabel("Recipient's name").fill(recipient.name);
  await page.getByLabel("Recipient's e-mail").fill(recipient.email);
  await page.getByLabel('Your name').fill(sender.name);
  await page.getByLabel('Your e-mail').fill(sender.email);
  await page.getByText('Send on…').click();
  const due = Math.ceil((Date.now() + 2 * MINUTE) / MINUTE) * MINUTE;
  await page.getByLabel('Date and time').fill(instantToZonedTime(due, ZONE));
  await page.getByLabel("Yuki's time zone").fill(ZONE);
  await expect(page.getByText(/^Arrives .+ \(Asia\/Tokyo\)$/)).toBeVisible();
  await expect(page.getByLabel('If Yuki has not opened it within 3 days, send one gentle reminder.')).toBeChecked();
  await page.getByLabel('I agree to receive email notifications related to my puzzle gift.').check();
  await page.getByRole('button', { name: 'Send Puzzle' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  expect(dialogs).toEqual(['✅ Puzzle sent!']);
  await expect(page.getByText(/will arrive in your recipient's inbox on .+ \(Asia\/Tokyo\)/)).toBeVisible();
  await expect(page.getByText('It is kept in your account too:')).toBeVisible(); // signed in
  expect(await mailsTo(site, recipient.email)).toHaveLength(0);

  // Until then the sender may change it from the watch page.
  await page.getByRole('link', { name: 'Watch your gift live' }).click();
  const status = page.getByTestId('watch-status');
  await expect(status).toHaveAttribute('data-status', 'scheduled');
  await page.getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('Message').fill('Happy birthday, Yuki! Cake at seven.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Change' })).toBeVisible();
  expect(await mailsTo(site, recipient.email)).toHaveLength(0);

  // The clock reaches the chosen minute: the mail goes out, once, and the sender sees it delivered live.
  site.advanceClock(due + 1_000 - Date.now());
  const [mail] = await mailsTo(site, recipient.email);
  expect(await mailsTo(site, recipient.email)).toHaveLength(1);
  await expect(status).toHaveAttribute('data-status', 'delivered');
  const link = linkIn(mail?.text);
  expect(link).toMatch(/\/play\//);

  // The recipient starts on one device…
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(link);
  await movePiecesHome(phone, 2);
  const id = link.split('/play/')[1] ?? '';
  await expect.poll(async () => (await site.app.inject({ method: 'GET', url: `/api/puzzles/${id}` })).json<PuzzleBoard>().resume?.moves.length).toBe(2);
  const left = await readPieces(phone);

  // …and finishes on another, from the same board.
  const laptop = await (await browser.newContext()).newPage();
  await laptop.goto(link);
  await expect(laptop.getByRole('status').filter({ hasText: 'Welcome back — you were 2 moves in' })).toBeVisible();
  expect(await readPieces(laptop)).toEqual(left);
  await solveImageBoardWithMouse(laptop);
  await expect(laptop.getByTestId('puzzle-message')).toHaveText('Happy birthday, Yuki! Cake at seven.');
  await expect(status).toHaveAttribute('data-status', 'solved');

  // Reply in one tap: the recipient is already set, by name only.
  await laptop.getByRole('link', { name: 'Reply with your own puzzle' }).click();
  await expect(laptop.getByRole('status').filter({ hasText: 'Replying to Kenji' })).toBeVisible();
  await draftGift(laptop, 'Thank you, Kenji!');
  await expect(laptop.getByText('To: Kenji')).toBeVisible();
  await expect(laptop.getByLabel("Recipient's e-mail")).toHaveCount(0);
  expect(await laptop.content()).not.toContain(sender.email);
  await expect(laptop.getByLabel('Your name')).toHaveValue('Yuki');
  await laptop.getByLabel('Your e-mail').fill(recipient.email);
  await laptop.getByLabel('I agree to receive email notifications related to my puzzle gift.').check();
  laptop.on('dialog', (dialog) => void dialog.accept());
  await laptop.getByRole('button', { name: 'Send Puzzle' }).click();
  await expect(laptop).toHaveURL(/\/ThankYou$/);
  await expect.poll(async () => (await mailsTo(site, sender.email)).some((m) => m.subject === 'Yuki sent you a puzzle gift')).toBe(true);

  // The signed-in sender's "My gifts" shows the gift solved.
  await page.getByRole('banner').getByRole('link', { name: 'My gifts' }).click();
  const row = page.getByRole('link', { name: /For Yuki/ });
  await expect(row.getByText('Solved', { exact: true })).toBeVisible();
  await phone.context().close();
  await laptop.context().close();
});

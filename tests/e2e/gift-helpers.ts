/** The sender's side of a photo gift, as a person does it: the draft, the preview, the send, the mailed link. */
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { mailTo } from '../server/helpers/smtp';
import { recordDialogs } from './dialogs';
import { expect, uniqueEmail, type Site } from './fixtures';

/** A real JPEG photo made on the fly: coloured bands, so every tile looks different. */
export async function testPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f43f5e"/><stop offset="0.5" stop-color="#facc15"/><stop offset="1" stop-color="#2563eb"/>
    </linearGradient></defs>
    <rect width="600" height="450" fill="url(#g)"/><circle cx="300" cy="225" r="120" fill="#16a34a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export interface DraftInput {
  message: string;
  difficulty?: string; // a tile swap's, by its label
  jigsaw?: { pieces: string; rotation?: boolean }; // a jigsaw instead: its count's label ("12 pieces")
  font?: string;
}

export async function fillDraft(page: Page, { message, difficulty = 'Easy (3x3)', jigsaw, font = 'Cursive (fancy)' }: DraftInput) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Create Your Puzzle' })).toBeVisible();
  await page.getByLabel('I agree to the Terms and Conditions').check();
  await page.getByLabel('Select the image', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() });
  await expect(page.getByRole('img', { name: 'Your chosen photo' })).toBeVisible();
  await page.getByLabel('Add the message').fill(message);
  await expect(page.getByText(`${message.length} / 300 characters`)).toBeVisible();
  if (jigsaw) {
    await page.getByRole('radio', { name: 'Jigsaw' }).check();
    await page.getByLabel('Pieces', { exact: true }).selectOption({ label: jigsaw.pieces });
    if (jigsaw.rotation) await page.getByLabel('Allow rotation').check();
  } else {
    await page.getByLabel('Select difficulty').selectOption({ label: difficulty });
  }
  await page.getByLabel('Select message font').selectOption({ label: font });
}

interface People {
  recipientEmail: string;
  isPublic?: boolean;
}

/** From a filled draft: preview, fill the sender form, send; ends on /ThankYou. */
export async function previewAndSend(page: Page, dialogs: string[], { recipientEmail, isPublic = true }: People) {
  await page.getByRole('button', { name: 'Puzzle Preview' }).click();
  await expect(page).toHaveURL(/\/puzzle$/);
  await expect(page.getByRole('img', { name: 'Preview of the finished picture' })).toBeVisible();
  await page.getByLabel("Recipient's name").fill('Ann');
  await page.getByLabel("Recipient's e-mail").fill(recipientEmail);
  await page.getByLabel('Your name').fill('Sam');
  await page.getByLabel('Your e-mail').fill(uniqueEmail('sam'));
  await page.getByLabel('I agree to receive email notifications related to my puzzle gift.').check();
  const publicBox = page.getByLabel('Make this puzzle public');
  await expect(publicBox).toBeChecked();
  if (!isPublic) await publicBox.uncheck();
  const before = dialogs.length;
  await page.getByRole('button', { name: 'Send Puzzle' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  expect(dialogs.slice(before)).toEqual(['✅ Puzzle sent!']);
}

/** The /play link of the mail that went to `recipientEmail`. */
export async function playLinkFromMail(site: Site, recipientEmail: string): Promise<string> {
  const mail = await site.smtp.nextMail((m) => mailTo(m).includes(recipientEmail));
  const link = /https?:\/\/[^\s"<>]+\/play\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the mail links to the puzzle').toBeTruthy();
  return link!;
}

export async function sendGift(page: Page, site: Site, message: string, isPublic = true, jigsaw?: DraftInput['jigsaw']) {
  const dialogs = recordDialogs(page);
  const recipientEmail = uniqueEmail('ann');
  await fillDraft(page, { message, ...(jigsaw && { jigsaw }) });
  await previewAndSend(page, dialogs, { recipientEmail, isPublic });
  return { link: await playLinkFromMail(site, recipientEmail), dialogs };
}

export async function openInNewContext(browser: Browser, url: string) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}


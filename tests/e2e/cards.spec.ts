import type { Browser, Page } from '@playwright/test';
import { mailTo } from '../server/helpers/smtp';
import { solveImageBoardWithKeyboard } from './board-helpers';
import { solveJigsawWithKeyboard } from './jigsaw-helpers';
import { recordDialogs } from './dialogs';
import { expect, test, uniqueEmail, type Site } from './fixtures';

interface CardInput {
  type: 'Coupon/Offer' | 'Invitation' | 'Greeting Card';
  jigsaw?: boolean; // a jigsaw of the default 24 pieces instead of the 3x3 tile swap
  recipientEmail: string;
  senderEmail: string;
  message: string;
}

/** The creator, from choosing the type to /ThankYou: fill, generate (the offline generator), look at the preview, send. */
async function makeCard(page: Page, { type, jigsaw = false, recipientEmail, senderEmail, message }: CardInput) {
  const dialogs = recordDialogs(page);
  await page.goto('/create-puzzle-gift');
  await expect(page.getByRole('heading', { name: 'Create Your Puzzle Gift' })).toBeVisible();
  await expect(page.getByLabel('Recipient’s name')).toHaveCount(0); // no form until a type is chosen
  await page.getByRole('radio', { name: type }).check();
  await page.getByLabel('Recipient’s name').fill('Ann');
  await page.getByLabel('Recipient’s e-mail').fill(recipientEmail);
  await page.getByLabel('Your name').fill('Luigi');
  await page.getByLabel('Your e-mail').fill(senderEmail);
  await page.getByLabel('Occasion or event').fill(type === 'Invitation' ? 'Luigi’s 40th' : 'Grand reopening');
  if (type === 'Coupon/Offer') {
    await page.getByLabel('Offer description').fill('20% off any large pizza');
    await page.getByLabel('Terms and conditions').fill('One per customer.');
    await page.getByLabel('Business name').fill('Luigi’s Pizzeria');
    await page.getByLabel('Location address').fill('12 Main Street, Springfield');
  }
  await page.getByLabel(/^Describe the image — the more detail you give, the better the image/).fill('A cosy pizzeria at sunset with string lights');
  await page.getByLabel('Tone').selectOption('playful');
  await page.getByLabel('Personal message').fill(message);
  if (jigsaw) {
    await page.getByRole('radio', { name: 'Jigsaw' }).check();
    // A card's picture is 512 x 512: 300 pieces would be under 40 px.
    await expect(page.getByLabel('Pieces', { exact: true }).locator('option')).toHaveText(['12 pieces', '24 pieces', '48 pieces', '96 pieces', '150 pieces']);
  }

  await page.getByRole('button', { name: 'Generate Puzzle Card' }).click();
  await expect(page.getByRole('button', { name: 'Build New Image' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preview Your Puzzle Card' })).toBeVisible();
  if (jigsaw) await expect(page.getByRole('button', { name: /^Jigsaw piece \d+, belongs at / })).toHaveCount(25); // 24 pieces on a square: 5 x 5
  else await expect(page.getByRole('group', { name: /puzzle/i }).getByRole('button')).toHaveCount(9); // a playable 3x3 board
  if (type === 'Coupon/Offer') await expect(page.getByText('20% off any large pizza').first()).toBeVisible();

  await page.getByLabel('I agree to receive email notifications related to my puzzle gift.').check();
  await page.getByRole('button', { name: 'Send Puzzle Card' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  expect(dialogs).toEqual(['✅ Puzzle sent!']);
}

/** The first link in a mail to `address` whose path starts with `path`. */
async function linkFromMail(site: Site, address: string, path: string): Promise<string> {
  const mail = await site.smtp.nextMail((m) => mailTo(m).includes(address) && (m.text ?? '').includes(path));
  const link = new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]+`).exec(mail.text ?? '')?.[0];
  expect(link, `the mail to ${address} links to ${path}`).toBeTruthy();
  return link!;
}

async function openInNewContext(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

test.describe('AI puzzle cards', () => {
  test('a coupon card: made without an AI key, sent, solved by keyboard in another browser, flipped and redeemed once', async ({ page, site, browser }) => {
    const recipientEmail = uniqueEmail('ann');
    const senderEmail = uniqueEmail('luigi');
    await makeCard(page, { type: 'Coupon/Offer', recipientEmail, senderEmail, message: 'Thanks for being a regular!' });

    // The sender watches live from the thank-you page.
    await page.getByRole('link', { name: /watch/i }).first().click();
    const status = page.getByTestId('watch-status');
    await expect(status).toHaveAttribute('data-status', /^(sent|delivered)$/); // the mail goes out within moments
    await expect(page.getByRole('heading', { name: 'Your puzzle card for Ann' })).toBeVisible();

    // The recipient opens the mailed link in another browser and solves it with the keyboard alone.
    const playLink = await linkFromMail(site, recipientEmail, '/play-puzzle-card/');
    const recipient = await openInNewContext(browser, playLink);
    const play = recipient.page;
    await expect(play.getByRole('heading', { name: 'Puzzle from Luigi to Ann' })).toBeVisible();
    await expect(play.getByText('20% off any large pizza')).toHaveCount(0); // the offer stays on the server until solved
    await expect(status).toHaveAttribute('data-status', 'opened');
    await solveImageBoardWithKeyboard(play);
    await expect(play.getByText('Thanks for being a regular!').first()).toBeVisible();

    // The flip card: one way only, the offer and the code on its back.
    const flip = play.getByRole('button', { name: 'Click Here to Flip' });
    await flip.click();
    await expect(flip).toHaveCount(0);
    await expect(play.getByText('20% off any large pizza')).toBeVisible();
    await expect(play.getByRole('img', { name: /QR code of this coupon/ })).toBeVisible();
    const code = (await play.getByTestId('coupon-code').locator('[aria-hidden="true"]').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await expect(play.getByRole('link', { name: 'Reply with your own puzzle' })).toHaveCount(0); // a business's offer
    await expect(status).toHaveAttribute('data-status', 'solved'); // live on the sender's page
    await recipient.context.close();

    // The business redeems it from the secret link in the sender's confirmation: once. Two tills
    // have the page open; the first redeems, the second is refused by the server.
    const redeemLink = await linkFromMail(site, senderEmail, '/redeem/');
    const business = await openInNewContext(browser, redeemLink);
    const till = business.page;
    await expect(till.getByRole('heading', { name: '20% off any large pizza' })).toBeVisible();
    await expect(till).not.toHaveURL(/#/); // the key leaves the address bar
    const otherTill = await business.context.newPage();
    await otherTill.goto(redeemLink);
    await expect(otherTill.getByLabel('Customer’s code')).toBeVisible();

    await till.getByLabel('Customer’s code').fill(code.toLowerCase());
    await till.getByRole('button', { name: 'Redeem' }).click();
    await expect(till.getByTestId('redeem-banner')).toContainText('Redeemed');

    await otherTill.getByLabel('Customer’s code').fill(code);
    await otherTill.getByRole('button', { name: 'Redeem' }).click();
    await expect(otherTill.getByText(/Already redeemed on /)).toBeVisible();
    await till.reload(); // and the page says so from then on
    await expect(till.getByTestId('redeem-banner')).toContainText('Already redeemed on');
    await business.context.close();
  });

  test('an invitation’s RSVP reaches the sender’s watch page live', async ({ page, site, browser }) => {
    const recipientEmail = uniqueEmail('ann');
    await makeCard(page, { type: 'Invitation', recipientEmail, senderEmail: uniqueEmail('luigi'), message: 'Dinner at ours, 7pm.' });
    await page.getByRole('link', { name: /watch/i }).first().click();
    await expect(page.getByTestId('watch-rsvp')).toHaveText(/No answer yet/);

    const recipient = await openInNewContext(browser, await linkFromMail(site, recipientEmail, '/play-puzzle-card/'));
    const play = recipient.page;
    await solveImageBoardWithKeyboard(play);
    await play.getByText('Yes', { exact: true }).click(); // the pill the radio is drawn as
    await expect(play.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await play.getByLabel(/A note for Luigi/).fill('We will bring dessert');
    await play.getByRole('button', { name: 'Send my answer' }).click();
    await expect(play.getByTestId('rsvp-current')).toContainText('Yes');
    await expect(play.getByRole('link', { name: 'Reply with your own puzzle' })).toHaveAttribute('href', /^\/\?reply=[\w.-]+$/);

    await expect(page.getByTestId('watch-rsvp')).toContainText('Yes'); // live, no reload
    await expect(page.getByTestId('watch-rsvp')).toContainText('We will bring dessert');
    await recipient.context.close();
  });

  test('a greeting card as a jigsaw: chosen in the creator, tried in its preview, solved by keyboard', async ({ page, site, browser }) => {
    const recipientEmail = uniqueEmail('ann');
    await makeCard(page, { type: 'Greeting Card', jigsaw: true, recipientEmail, senderEmail: uniqueEmail('luigi'), message: 'Thinking of you.' });
    const recipient = await openInNewContext(browser, await linkFromMail(site, recipientEmail, '/play-puzzle-card/'));
    const play = recipient.page;
    await expect(play.getByText('Drag the pieces together; they snap when they fit.')).toBeVisible();
    await solveJigsawWithKeyboard(play, 25, Infinity, 'Puzzle card board');
    await expect(play.getByText('Thinking of you.').first()).toBeVisible();
    await recipient.context.close();
  });
});

/**
 * A jigsaw as a person meets it: chosen on the create screen (only the counts the photo holds),
 * tried by the sender, sent, opened from the mail and solved in another browser while the
 * sender watches; continued on a second device; and a jigsaw card.
 */
import sharp from 'sharp';
import { recordDialogs } from './dialogs';
import { expect, test, uniqueEmail } from './fixtures';
import { openInNewContext, playLinkFromMail, previewAndSend, sendGift } from './gift-helpers';
import { jigsawAnnouncement, jigsawMirror, solveJigsawWithKeyboard } from './jigsaw-helpers';

const ALL_COUNTS = ['12 pieces', '24 pieces', '48 pieces', '96 pieces', '150 pieces', '300 pieces'];

test.describe('jigsaw gifts', () => {
  test('chosen on the create screen, sent, solved by keyboard in another browser while the sender watches', async ({ page, site, browser }) => {
    const message = 'Meet me at the old oak tree.';
    const { link } = await sendGift(page, site, message, true, { pieces: '12 pieces' });
    await page.getByRole('link', { name: 'Watch your gift live' }).click();
    const status = page.getByTestId('watch-status');

    const { context, page: play } = await openInNewContext(browser, link);
    await expect(play.getByText(`From Sam`)).toBeVisible(); // the envelope opens
    await play.getByRole('button', { name: 'Skip' }).click();
    await expect(play.getByLabel('Squares per side')).toHaveCount(0); // a jigsaw's count is its creator's
    await expect(status).toHaveAttribute('data-status', 'opened');

    await solveJigsawWithKeyboard(play, 12);
    await expect(play.getByTestId('puzzle-message')).toHaveText(message);
    await expect(status).toHaveAttribute('data-status', 'solved'); // first move, halfway and solved came from the joins
    await context.close();
  });

  test('offers only the counts whose pieces stay 40 px wide on the stored photo', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('radio', { name: 'Jigsaw' }).check();
    const pieces = page.getByLabel('Pieces', { exact: true });
    await expect(pieces.locator('option')).toHaveText(ALL_COUNTS); // no photo yet: every count
    await expect(pieces).toHaveValue('24'); // the default

    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7c3aed' } }).jpeg().toBuffer();
    await page.getByLabel('Select the image', { exact: true }).setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: small });
    await expect(pieces.locator('option')).toHaveText(['12 pieces', '24 pieces', '48 pieces']);
    await page.getByRole('radio', { name: 'Tile swap' }).check();
    await expect(page.getByLabel('Select difficulty')).toBeVisible();
  });

  test('continued on another device with its groups, then started over', async ({ page, site, browser }) => {
    const dialogs = recordDialogs(page);
    const recipientEmail = uniqueEmail('ann');
    await page.goto('/');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f59e0b' } }).jpeg().toBuffer();
    await page.getByLabel('Select the image', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('Add the message').fill('Later, then.');
    await page.getByRole('radio', { name: 'Jigsaw' }).check();
    await page.getByLabel('Pieces', { exact: true }).selectOption({ label: '12 pieces' });
    await previewAndSend(page, dialogs, { recipientEmail });
    const link = await playLinkFromMail(site, recipientEmail);

    const first = await openInNewContext(browser, link);
    await solveJigsawWithKeyboard(first.page, 12, 3); // three pieces in their places, joined
    const board = link.replace('/play/', '/api/puzzles/');
    // The reports are coalesced and sent a moment after each change: wait until the server keeps all three.
    await expect.poll(async () => (await (await first.page.request.get(board)).json()).jigsaw?.resume?.joins.length).toBe(2);
    await first.context.close();

    const second = await openInNewContext(browser, link);
    await expect(second.page.getByText('Welcome back — 3 of 12 pieces are placed or joined')).toBeVisible();
    const mirror = jigsawMirror(second.page);
    await expect(mirror.getByRole('button', { name: /, in place$/ })).toHaveCount(3);
    await second.page.getByRole('button', { name: 'Start over' }).click();
    await expect(mirror.getByRole('button', { name: /, in place$/ })).toHaveCount(0);
    await expect(jigsawAnnouncement(second.page)).not.toHaveText(/pieces placed/);
    await second.context.close();
  });
});

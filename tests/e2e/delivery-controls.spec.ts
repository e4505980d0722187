import { instantToZonedTime } from '../../game/rules/delivery';
import { mailTo } from '../server/helpers/smtp';
import { createPuzzle } from '../server/helpers/puzzles';
import { expect, siteApi, test, uniqueEmail } from './fixtures';

const DAY = 86_400_000;


test.describe('the sender\'s delivery controls', () => {
  test('a scheduled gift is cancelled from its watch page, and its link then says so', async ({ page, site }) => {
    const sendAt = instantToZonedTime(Date.now() + 7 * DAY, 'America/Chicago');
    const gift = await createPuzzle(siteApi(site), { recipientName: 'Lena', sendAt, timeZone: 'America/Chicago', remind: 'true' });
    await page.goto(`/watch/${gift.id}#${gift.watchToken}`);
    const status = page.getByTestId('watch-status');
    await expect(status).toHaveAttribute('data-status', 'scheduled');
    await expect(status).toContainText('(America/Chicago)');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel gift' }).click();
    await expect(status).toHaveAttribute('data-status', 'cancelled');
    await expect(status).toHaveText('Cancelled — Lena will not receive it.');

    await page.goto(`/play/${gift.id}`);
    await expect(page.getByRole('heading', { name: 'This gift was cancelled' })).toBeVisible();
  });

  test('three days unopened: "Not opened yet", its link copied, and the address corrected and sent again', async ({ browser, site }) => {
    const recipientEmail = uniqueEmail('typo');
    const gift = await createPuzzle(siteApi(site), { recipientName: 'Omar', recipientEmail, timeZone: 'UTC' });
    await site.app.outbox.flush();
    // Delivered three days ago: the milestone is moved back rather than the whole site's clock forward.
    await site.app.db.updateTable('puzzle_events').set((eb) => ({ at: eb('at', '-', 3 * DAY + 60_000) })).where('puzzle_id', '=', gift.id).execute();

    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${site.url}/watch/${gift.id}#${gift.watchToken}`);
    await expect(page.getByTestId('watch-status')).toHaveAttribute('data-status', 'delivered');
    await expect(page.getByText('Not opened yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/play/${gift.id}`);

    const corrected = uniqueEmail('omar');
    await page.getByText('Wrong address? Correct it and send the link again').click();
    await page.getByLabel("Omar's e-mail").fill(corrected);
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText(`Sent again to ${corrected}.`)).toBeVisible();
    const mail = await site.smtp.nextMail((m) => mailTo(m).includes(corrected));
    expect(mail.text).toContain(`/play/${gift.id}`);
    await context.close();
  });
});

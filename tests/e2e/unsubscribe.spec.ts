import { UNSUBSCRIBE_MESSAGES } from '../../contract/unsubscribe';
import { solidJpeg } from '../server/helpers/images';
import { puzzleForm, validPuzzleFields } from '../server/helpers/multipart';
import { createPuzzle } from '../server/helpers/puzzles';
import { mailTo } from '../server/helpers/smtp';
import { expect, siteApi, test, uniqueEmail, type Site } from './fixtures';
import { keepAtBothSizes } from './look';

test.describe('recipients who can say no', () => {
  test('the link in a real mail opens the page; confirming stops the next gift; undo lets it through again; one-click POST', async ({ page, site, request }) => {
    const recipientEmail = uniqueEmail('no-gifts');
    await createPuzzle(siteApi(site), { recipientName: 'Nora', recipientEmail });
    await site.app.outbox.flush();
    const mail = await site.smtp.nextMail((m) => mailTo(m).includes(recipientEmail));
    const link = new RegExp(`${UNSUBSCRIBE_MESSAGES.linkText}: (\\S+)`).exec(mail.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${site.url}/unsubscribe/`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Don’t send me puzzle gifts' })).toBeVisible();
    await keepAtBothSizes(page, page.locator('.unsubscribe'), 'unsubscribe-ask');
    await page.getByRole('button', { name: 'Don’t send me puzzle gifts' }).click();
    await expect(page.getByRole('heading', { name: 'You will not receive puzzle gifts' })).toBeVisible();
    await keepAtBothSizes(page, page.locator('.unsubscribe'), 'unsubscribe-done');
    const refused = await createAnswer(site, recipientEmail);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This recipient has chosen not to receive puzzle gifts.');

    await page.getByRole('button', { name: 'Undo: receive puzzle gifts again' }).click();
    await expect(page.getByText('Undone. Friends can send you puzzle gifts and cards again.')).toBeVisible();
    expect((await createAnswer(site, recipientEmail)).statusCode).toBe(201);

    // A mail provider's one-click POST to the same address (RFC 8058), over real HTTP, with no Origin.
    const oneClick = await request.post(link, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You will not receive puzzle gifts' })).toBeVisible();

    // A link altered by hand says so, and changes nothing.
    await page.goto(link.slice(0, -2) + (link.endsWith('AA') ? 'BB' : 'AA'));
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await expect(page.getByText('Nothing was changed.')).toBeVisible();
    await keepAtBothSizes(page, page.locator('.unsubscribe'), 'unsubscribe-forged');
  });
});

/** The answer to another gift for the same address, sent as the create page sends it. */
async function createAnswer(site: Site, recipientEmail: string) {
  return siteApi(site).request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields({ recipientEmail }), { data: await solidJpeg(300, 300) }) });
}

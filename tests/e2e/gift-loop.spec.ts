import { readPieces, solveImageBoardWithKeyboard, solveImageBoardWithMouse } from './board-helpers';
import { recordDialogs } from './dialogs';
import { expect, test } from './fixtures';
import { fillDraft, openInNewContext, sendGift, testPhoto } from './gift-helpers';

test.describe('the gift loop', () => {
  test('create, send, receive by mail, solve in another browser; the sender watches it live', async ({ page, site, browser }) => {
    const message = 'Happy birthday! Dinner is on me.';
    const { link } = await sendGift(page, site, message);

    // The sender's private watch link, from the thank-you page.
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await page.reload(); // the watch link is kept for this tab
    await page.getByRole('link', { name: 'Watch your gift live' }).click();
    await expect(page).toHaveURL(/\/watch\/[A-Za-z0-9_-]+#.+/);
    const status = page.getByTestId('watch-status');
    await expect(status).toHaveAttribute('data-status', /^(sent|delivered)$/); // the mail goes out within moments

    // The recipient, in a separate browser context, opens the mailed link.
    const recipient = await openInNewContext(browser, link);
    const play = recipient.page;
    await expect(play.getByText('A friend has sent you a private message hidden inside a jumbled photograph.')).toBeVisible();
    await expect(status).toHaveAttribute('data-status', 'opened'); // live, no reload
    await expect(play.getByLabel('Squares per side')).toHaveValue('3');
    expect(await readPieces(play)).toHaveLength(9);

    await solveImageBoardWithMouse(play);
    await expect(play.getByTestId('puzzle-message')).toHaveText(message);
    await expect(play.getByTestId('puzzle-message')).toHaveCSS('font-family', 'cursive');
    await expect(play.getByRole('link', { name: 'Reply with your own puzzle' })).toHaveAttribute('href', /^\/\?reply=[\w.-]+$/);
    const share = play.getByRole('region', { name: 'Share this Puzzle' });
    for (const name of ['Facebook', 'WhatsApp', 'Pinterest', 'Twitter', 'E-mail']) {
      await expect(share.getByRole('link', { name })).toBeVisible();
    }
    const playDialogs = recordDialogs(play);
    await share.getByRole('button', { name: 'Copy Link' }).click();
    await expect.poll(() => playDialogs).toEqual(['Link copied to clipboard!']);
    expect(await play.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(play.getByText("The completed photograph is watermarked at the creator's request.")).toHaveCount(0);

    // Meanwhile, without a reload, the sender's page shows every milestone.
    await expect(status).toHaveAttribute('data-status', 'solved');
    await expect(status).toHaveText('Solved! Ann has read your message.');
    await expect(page.getByRole('listitem').filter({ hasText: 'First move' })).not.toContainText('Not yet');
    await recipient.context.close();
  });

  test('a private puzzle is watermarked, its preview cannot be dragged, and it solves with the keyboard alone', async ({ page, site, browser }) => {
    const message = 'For your eyes only.';
    const { link } = await sendGift(page, site, message, false);
    const watchHref = await page.getByRole('link', { name: 'Watch your gift live' }).getAttribute('href');
    await page.goto(watchHref!.replace(/#.*/, '#not-the-token'));
    await expect(page.getByRole('heading', { name: 'This watch link does not work' })).toBeVisible();

    const { context, page: play } = await openInNewContext(browser, link);

    await expect(play.getByText("The completed photograph is watermarked at the creator's request.")).toBeVisible();
    const preview = play.locator('#play-preview');
    await expect(preview.getByText('PUZZLE GIFT')).toBeVisible();
    await expect(preview.getByRole('img')).toHaveAttribute('draggable', 'false');
    await expect(play.getByTestId('board-watermark')).toBeVisible(); // over the board, and the completed view

    await play.getByRole('button', { name: 'Hide Preview' }).click();
    await expect(preview).toBeHidden();
    await play.getByRole('button', { name: 'Show Preview' }).click();
    await expect(preview).toBeVisible();

    await solveImageBoardWithKeyboard(play);
    await expect(play.getByTestId('puzzle-message')).toHaveText(message);
    await expect(play.getByTestId('board-watermark')).toBeVisible();
    await context.close();
  });

  test('the size selector fetches a new board of that size', async ({ page, site, browser }) => {
    const { link } = await sendGift(page, site, 'Bigger please');
    const { context, page: play } = await openInNewContext(browser, link);
    expect(await readPieces(play)).toHaveLength(9);
    const board = play.locator('.swap-board');
    // Issue 19 (over SPEC's 400 px): the board is the page's hero, as large as the window allows.
    expect((await board.boundingBox())?.width).toBeGreaterThanOrEqual(600);

    // On a 360 px phone the board spans the window's width and nothing scrolls sideways.
    await play.setViewportSize({ width: 360, height: 740 });
    await expect.poll(async () => (await board.boundingBox())?.width ?? 999).toBe(360);
    // The engine's canvas follows the board's new width a frame or two later.
    await expect.poll(() => play.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await play.getByLabel('Squares per side').selectOption('4');
    await expect.poll(async () => (await readPieces(play)).length).toBe(16);
    await solveImageBoardWithMouse(play);
    await expect(play.getByTestId('puzzle-message')).toHaveText('Bigger please');
    await context.close();
  });

  test('the watch page catches up on what happened while its connection was down', async ({ page, site, browser }) => {
    const { link } = await sendGift(page, site, 'Catch up');
    await page.getByRole('link', { name: 'Watch your gift live' }).click();
    const status = page.getByTestId('watch-status');
    await expect(status).toHaveAttribute('data-status', /^(sent|delivered)$/); // the mail goes out within moments
    await expect(page.getByText('Live: this page updates by itself.')).toBeVisible();

    // Hold every new connection at the door, then cut the current one as a network drop would.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    site.app.realtime.io.use((_socket, next) => void gate.then(() => next()));
    // (Closing the engine connection, not disconnectSockets: that says goodbye, and a client told goodbye stays away.)
    for (const socket of site.app.realtime.io.sockets.sockets.values()) socket.conn.close();
    await expect(page.getByText(/^Reconnecting/)).toBeVisible();

    // The recipient opens the puzzle while the sender is offline: the live event reaches nobody.
    const recipient = await openInNewContext(browser, link);
    await expect(recipient.page.getByLabel('Squares per side')).toBeVisible();
    await expect(status).toHaveAttribute('data-status', /^(sent|delivered)$/); // the mail goes out within moments

    release(); // back online: the page joins again and the snapshot brings the missed milestone
    await expect(status).toHaveAttribute('data-status', 'opened');
    await expect(page.getByText('Live: this page updates by itself.')).toBeVisible();
    await recipient.context.close();
  });

  test('alerts for missing terms, image, message and sender fields', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/');
    const picker = page.getByLabel('Select the image', { exact: true });
    await expect(picker).toBeDisabled();
    await page.getByRole('button', { name: /agree to the Terms and Conditions first/ }).click();
    await expect.poll(() => dialogs).toEqual(['You must agree to the content policy to continue.']);

    await page.getByRole('button', { name: 'Puzzle Preview' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Please upload an image and enter a message.');
    await expect(page).toHaveURL(/\/$/);

    await page.getByLabel('I agree to the Terms and Conditions').check();
    await expect(picker).toBeEnabled();
    await picker.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() });
    await page.getByRole('button', { name: 'Puzzle Preview' }).click();
    await expect.poll(() => dialogs.length).toBe(3);
    expect(dialogs[2]).toBe('Please upload an image and enter a message.');

    await page.getByLabel('Add the message').fill('x'.repeat(320));
    await expect(page.getByText('300 / 300 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Puzzle Preview' }).click();
    await expect(page).toHaveURL(/\/puzzle$/);

    await page.getByRole('button', { name: 'Send Puzzle' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('All fields are required and consent must be given.');
    await page.getByLabel("Recipient's name").fill('Ann');
    await page.getByLabel("Recipient's e-mail").fill('ann@example.com');
    await page.getByLabel('Your name').fill('Sam');
    await page.getByLabel('Your e-mail').fill('sam@example.com');
    await page.getByRole('button', { name: 'Send Puzzle' }).click(); // still no consent
    await expect.poll(() => dialogs.length).toBe(5);
    expect(dialogs[4]).toBe('All fields are required and consent must be given.');
    await expect(page).toHaveURL(/\/puzzle$/);
  });

  test('the draft survives a reload, the preview plays locally, and reset clears it', async ({ page }) => {
    await fillDraft(page, { message: 'Kept across reloads', difficulty: 'Medium (4x4)', font: 'Impact (bold)' });
    await page.reload();
    await expect(page.getByLabel('Add the message')).toHaveValue('Kept across reloads');
    await expect(page.getByLabel('Select difficulty')).toHaveValue('4');
    await expect(page.getByLabel('Select message font')).toHaveValue('Impact');
    await expect(page.getByRole('img', { name: 'Your chosen photo' })).toBeVisible(); // the photo came back from IndexedDB

    await page.getByRole('button', { name: 'Puzzle Preview' }).click();
    await expect(page).toHaveURL(/\/puzzle$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Puzzle Preview' })).toBeVisible();
    expect(await readPieces(page)).toHaveLength(16);
    await expect(page.getByText('Kept across reloads')).toHaveCount(0); // hidden until solved
    await solveImageBoardWithKeyboard(page);
    await expect(page.getByText('Kept across reloads')).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('There is nothing to preview yet.')).toBeVisible();
    await page.goto('/');
    await expect(page.getByLabel('Add the message')).toHaveValue('');
    await expect(page.getByLabel('Select difficulty')).toHaveValue('3');
    await expect(page.getByLabel('Select message font')).toHaveValue('serif');
    await expect(page.getByRole('img', { name: 'Your chosen photo' })).toHaveCount(0);
  });

  test('an unknown puzzle and a wrong watch token are explained', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/play/NoSuchPuzzle123');
    await expect(page.getByRole('heading', { name: 'Puzzle not found' })).toBeVisible();
    expect(dialogs).toEqual(['Puzzle not found!']);

    await page.goto('/watch/NoSuchPuzzle123#not-the-token');
    await expect(page.getByRole('heading', { name: 'This watch link does not work' })).toBeVisible();
  });
});

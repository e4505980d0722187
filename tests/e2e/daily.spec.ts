import path from 'node:path';
import type { Page } from '@playwright/test';
import { localDateKey, utcDateKey } from '../../game/rules/dates';
import { readLetters, solveImageBoardWithKeyboard, solveWordWithKeyboard } from './board-helpers';
import { expect, test, uniqueEmail, type Site } from './fixtures';
import { setRoleByEmail } from '../../server/repos/users';

/**
 * The daily games and the admin scheduler, in order: with nothing scheduled (and the
 * bundled library off, so an empty day stays empty) the visitor gets the fallback word
 * and the no-picture message; an admin schedules today's word and picture in the
 * scheduler; visitors then solve them and are paid once. Serial: the later tests play
 * what the scheduling test put in place. The library's days: daily-library.spec.ts.
 */
test.describe.configure({ mode: 'serial' });
test.use({ dailyLibrary: 'off' });

const PASSWORD = 'correct horse battery';
const WORD = { word: 'PLANET', shuffled: 'TENALP', definition: 'A large body in space that orbits a star.', sentence: 'Earth is the planet we live on.', quote: 'The sky is not the limit.' };
const MESSAGE = 'Good morning, puzzle fans!';
const PICTURE_FILE = path.resolve(import.meta.dirname, '../../assets/public/images/harness.jpg');

// "Today" as the browser sees it: the word by the UTC day, the picture by the local day.
const today = () => ({ utc: utcDateKey(Date.now()), local: localDateKey(Date.now(), new Date().getTimezoneOffset()) });

const coinCount = (page: Page) => page.getByRole('banner').getByTestId('coin-count');
const wordBoard = (page: Page) => page.getByRole('group', { name: 'Word puzzle', exact: true });

async function clearSchedule(site: Site) {
  await site.app.db.deleteFrom('word_schedule').execute();
  await site.app.db.deleteFrom('puzzle_schedule').execute();
}

async function signInAsAdmin(page: Page, site: Site) {
  const email = uniqueEmail('scheduler');
  const response = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD }, headers: { origin: site.url } });
  expect(response.status(), await response.text()).toBe(201);
  await setRoleByEmail(site.app.db, email, 'admin');
  await page.context().clearCookies(); // signed in through the admin login screen, not by the registration
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-scheduler$/);
  await expect(page.getByRole('heading', { name: 'Admin Scheduler' })).toBeVisible();
}

test.beforeAll(({ workerSite }) => clearSchedule(workerSite));

test('nothing scheduled: the fallback word FLOWCHART, and a friendly message instead of a picture', async ({ page }) => {
  test.slow(); // the word is solved key by key
  await page.goto('/thedailywordpuzzle');
  await expect(page.getByRole('heading', { name: 'Daily Word Puzzle', level: 1 })).toBeVisible();
  await expect(page.getByText('Swap the letters to find the Word of the Day!')).toBeVisible();
  await expect(coinCount(page)).toHaveText('500'); // a game starts the balance at 500
  const letters = await readLetters(wordBoard(page));
  expect(letters.map((l) => l.letter).join('')).toBe('TWOFLRAHC'); // FLOWCHART's fixed deal

  await solveWordWithKeyboard(page, wordBoard(page), 'FLOWCHART', 3);
  const card = page.getByRole('region', { name: 'Congratulations!' });
  await expect(card.getByText('FLOWCHART', { exact: true })).toBeVisible();
  await expect(coinCount(page)).toHaveText('520');

  await page.goto('/DailyPuzzle');
  await expect(page.getByText('No picture is scheduled for today. Come back tomorrow!')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Picture puzzle' })).toHaveCount(0);
});

test("an admin schedules today's word and picture in the scheduler; the month view marks what is missing", async ({ page, site }) => {
  const { utc, local } = today();
  await signInAsAdmin(page, site);
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(local); // defaults to today

  const calendar = page.getByRole('table', { name: /^Schedule for / });
  const todayCell = calendar.locator(`[data-date="${local}"]`);
  await expect(todayCell).toHaveAttribute('data-fill', 'empty');
  await expect(todayCell).toHaveAccessibleName(/: nothing scheduled$/);

  // Missing fields, then a file that is not a picture.
  const pictureForm = page.getByRole('form', { name: 'Daily puzzle' });
  await pictureForm.getByRole('button', { name: 'Schedule puzzle' }).click();
  await expect(pictureForm.getByRole('status')).toHaveText('All puzzle fields are required.');
  await pictureForm.getByLabel('Message').fill(MESSAGE);
  await pictureForm.getByLabel('Image').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await pictureForm.getByRole('button', { name: 'Schedule puzzle' }).click();
  await expect(pictureForm.getByRole('status')).toHaveText('❌ Image compression failed.');

  // The upload is held at the network layer (then sent on, unchanged) to see the status while it runs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/schedule/*/picture', async (route) => {
    await held;
    await route.continue();
  });
  await pictureForm.getByLabel('Image').setInputFiles(PICTURE_FILE);
  await pictureForm.getByRole('button', { name: 'Schedule puzzle' }).click();
  await expect(pictureForm.getByRole('status')).toHaveText('⏳ Compressing image...');
  release();
  await expect(pictureForm.getByRole('status')).toHaveText(`✅ Puzzle scheduled for ${local}`);
  await page.unrouteAll();
  await expect(todayCell).toHaveAttribute('data-fill', 'partial');

  const wordForm = page.getByRole('form', { name: 'Daily word' });
  await wordForm.getByRole('button', { name: 'Schedule word' }).click();
  await expect(wordForm.getByRole('status')).toHaveText('All word fields are required.');

  // The word belongs to the UTC day; when that is not the local day, schedule both.
  for (const day of [...new Set([local, utc])]) {
    if (day !== local) await date.fill(day);
    await expect(wordForm.getByLabel('Word')).toBeVisible();
    await wordForm.getByLabel('Word').fill(WORD.word.toLowerCase());
    await expect(wordForm.getByLabel('Word')).toHaveValue(WORD.word); // shown upper-cased
    await wordForm.getByLabel('Shuffled').fill(WORD.shuffled.toLowerCase());
    await expect(wordForm.getByLabel('Shuffled')).toHaveValue(WORD.shuffled);
    await wordForm.getByLabel('Definition').fill(WORD.definition);
    await wordForm.getByLabel('Sentence').fill(WORD.sentence);
    await wordForm.getByLabel('Quote').fill(WORD.quote);
    await wordForm.getByRole('button', { name: /^(Schedule|Update) word$/ }).click();
    await expect(wordForm.getByRole('status')).toHaveText(`✅ Word scheduled for ${day}`);
  }
  if (local !== utc) await date.fill(local);

  await expect(todayCell).toHaveAttribute('data-fill', local === utc ? 'full' : 'partial');
  await expect(todayCell).toHaveAccessibleName(new RegExp(`: ${local === utc ? `word ${WORD.word}` : 'no word'}, picture$`));
  const emptyDays = calendar.locator('[data-fill="empty"]');
  expect(await emptyDays.count()).toBeGreaterThan(0); // every other day of the month is still highlighted
  await expect(emptyDays.first()).toHaveAccessibleName(/: nothing scheduled$/);

  // Choosing a day loads what it holds; another month and back keeps it.
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.locator(`[data-date="${local}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await emptyDays.first().click();
  await expect(wordForm.getByLabel('Word')).toHaveValue('');
  await todayCell.click();
  await expect(date).toHaveValue(local);
  await expect(pictureForm.getByLabel('Message')).toHaveValue(MESSAGE);
  await expect(pictureForm.getByRole('img', { name: 'The scheduled picture' })).toBeVisible();
  if (local === utc) await expect(wordForm.getByLabel('Word')).toHaveValue(WORD.word);
});

test('a visitor solves the word with the keyboard alone and earns 20 coins once, in every tab', async ({ page }) => {
  test.slow(); // the word is solved key by key
  await page.goto('/thedailywordpuzzle');
  await expect(coinCount(page)).toHaveText('500');
  const secondTab = await page.context().newPage();
  await secondTab.goto('/thedailywordpuzzle');
  await expect(wordBoard(secondTab).getByRole('button')).toHaveCount(WORD.word.length);
  const letters = await readLetters(wordBoard(page));
  expect(letters.map((l) => l.letter).join('')).toBe(WORD.shuffled);

  await solveWordWithKeyboard(page, wordBoard(page), WORD.word, 3);
  await expect(page.getByText('You Rock!')).toBeVisible();
  await expect(coinCount(page)).toHaveText('520');
  const card = page.getByRole('region', { name: 'Congratulations!' });
  await expect(card.getByText(WORD.word, { exact: true })).toBeVisible();
  await expect(card.getByText(WORD.definition)).toBeVisible();
  await expect(card.getByText(`“${WORD.sentence}”`)).toBeVisible();
  await expect(card.getByText(WORD.quote)).toBeVisible();
  await expect(card.getByText(new URL('/thedailywordpuzzle', page.url()).href)).toBeVisible();
  await expect(page.getByText('You Rock!')).toBeHidden(); // the banner clears itself after 3 s

  // The other tab follows (storage events): solved, with the new balance, and nothing paid there.
  await expect(secondTab.getByRole('region', { name: 'Congratulations!' })).toBeVisible();
  await expect(coinCount(secondTab)).toHaveText('520');
  await secondTab.reload();
  await expect(coinCount(secondTab)).toHaveText('520');
  await secondTab.close();

  // Hovering a letter in place shows the tooltip.
  const box = await wordBoard(page).getByRole('button').first().boundingBox();
  if (!box) throw new Error('the first letter has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('tooltip')).toHaveText('This piece is in the correct location!');

  await expect(page.getByTestId('stat-current-streak')).toHaveText('1');
  await expect(page.getByTestId('stat-played')).toHaveText('1');
  await expect(page.getByTestId('next-puzzle-countdown')).toHaveText(/^\d\d:\d\d:\d\d$/);

  await page.reload(); // still solved, and not paid again
  await expect(page.getByRole('region', { name: 'Congratulations!' })).toBeVisible();
  await expect(coinCount(page)).toHaveText('520');
  await expect(page.getByRole('button', { name: 'Share result' })).toBeEnabled();
});

test('a clue costs 10 coins; under 10 it is refused with an alert', async ({ page }) => {
  // 15 coins, set once (not again on reload).
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('coins', '15');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/thedailywordpuzzle');
  await expect(coinCount(page)).toHaveText('15');
  const board = wordBoard(page);
  const inPlace = async () => (await readLetters(board)).filter((l) => l.inPlace).length;
  const before = await inPlace();

  const clueButton = page.getByRole('button', { name: 'Get a Clue (-10 coins)' });
  await clueButton.click();
  await expect(coinCount(page)).toHaveText('5');
  await expect.poll(inPlace).toBeGreaterThan(before); // the first wrong letter was put right
  const after = await inPlace();

  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await clueButton.click();
  await expect.poll(() => alerts).toEqual(['alert: Not enough coins for a clue.']);
  await expect(coinCount(page)).toHaveText('5');
  expect(await inPlace()).toBe(after);
});

test('a visitor solves the picture: 5 coins a swap, +100 once, the message revealed and kept after a reload', async ({ page }) => {
  test.slow(); // up to 24 swaps, each made with the keyboard
  await page.goto('/DailyPuzzle');
  await expect(coinCount(page)).toHaveText('500');
  await expect(page.getByRole('group', { name: 'Picture puzzle' }).getByRole('button')).toHaveCount(25);
  await expect(page.getByTestId('daily-message')).toHaveCount(0);

  const swaps = await solveImageBoardWithKeyboard(page, 'Picture puzzle');
  expect(swaps).toBeGreaterThan(0);
  await expect(page.getByText('Winner winner chicken dinner!')).toBeVisible();
  await expect(page.getByTestId('daily-message')).toHaveText(MESSAGE);
  await expect(coinCount(page)).toHaveText(String(500 - 5 * swaps + 100));
  await expect(page.getByRole('region', { name: 'Share this Puzzle' })).toContainText(new URL('/DailyPuzzle', page.url()).href);
  await expect(page.getByText('Winner winner chicken dinner!')).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('daily-message')).toHaveText(MESSAGE);
  await expect(page.locator('.swap-board')).toHaveAttribute('data-solved', 'true');
  await expect(coinCount(page)).toHaveText(String(500 - 5 * swaps + 100));
});

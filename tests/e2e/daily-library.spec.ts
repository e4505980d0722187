import type { Page } from '@playwright/test';
import { libraryEntry } from '../../game/rules/daily-library';
import { localDateKey, utcDateKey } from '../../game/rules/dates';
import { FALLBACK_WORD } from '../../game/rules/word';
import { SCHEDULE_MESSAGES } from '../../contract/daily';
import { LIBRARY_PICTURES } from '../../server/daily/library/pictures';
import { libraryWords } from '../../server/daily/library/words';
import { setRoleByEmail } from '../../server/repos/users';
import { readLetters, solveImageBoardWithKeyboard, solveWordWithKeyboard } from './board-helpers';
import { expect, test, uniqueEmail, type Site } from './fixtures';

/**
 * A fresh install, nothing scheduled: the Daily Word and Daily Puzzle pages play the bundled
 * library's entries of the day (not FLOWCHART, not "No picture"), they solve and pay like any
 * day, and the admin's month view shows today as a library day.
 */
test.describe.configure({ mode: 'serial' });

const today = () => ({ utc: utcDateKey(Date.now()), local: localDateKey(Date.now(), new Date().getTimezoneOffset()) });
const coinCount = (page: Page) => page.getByRole('banner').getByTestId('coin-count');

test.beforeAll(async ({ workerSite }: { workerSite: Site }) => {
  await workerSite.app.db.deleteFrom('word_schedule').execute();
  await workerSite.app.db.deleteFrom('puzzle_schedule').execute();
});

test("the Daily Word page plays today's library word, and solving it shows its texts", async ({ page }) => {
  test.slow(); // the word is solved key by key
  const entry = libraryEntry(libraryWords(), today().utc);
  if (!entry) throw new Error('the library has no words');
  await page.goto('/thedailywordpuzzle');
  const board = page.getByRole('group', { name: 'Word puzzle', exact: true });
  await expect(board.getByRole('button')).toHaveCount(entry.word.length);
  const dealt = (await readLetters(board)).map((l) => l.letter).join('');
  expect(dealt).toBe(entry.shuffled);
  expect(dealt).not.toBe(FALLBACK_WORD.shuffled);

  await solveWordWithKeyboard(page, board, entry.word, 3);
  await expect(coinCount(page)).toHaveText('520');
  const card = page.getByRole('region', { name: 'Congratulations!' });
  await expect(card.getByText(entry.word, { exact: true })).toBeVisible();
  await expect(card.getByText(entry.definition)).toBeVisible();
  await expect(card.getByText(`“${entry.sentence}”`)).toBeVisible();
  await expect(card.getByText(entry.quote)).toBeVisible();
});

test("the Daily Puzzle page plays today's library picture and reveals its message", async ({ page }) => {
  test.slow(); // up to 24 swaps, each made with the keyboard
  const picture = libraryEntry(LIBRARY_PICTURES, today().local);
  if (!picture) throw new Error('the library has no pictures');
  const painted = page.waitForResponse((response) => response.url().includes('/media/daily-library/') && response.ok());
  await page.goto('/DailyPuzzle');
  await expect(page.getByRole('group', { name: 'Picture puzzle' }).getByRole('button')).toHaveCount(25);
  expect((await painted).headers()['content-type']).toMatch(/^image\/(jpeg|webp)$/);
  await expect(page.getByText(SCHEDULE_MESSAGES.noPicture)).toHaveCount(0);

  const swaps = await solveImageBoardWithKeyboard(page, 'Picture puzzle');
  await expect(page.getByTestId('daily-message')).toHaveText(picture.message);
  await expect(coinCount(page)).toHaveText(String(500 - 5 * swaps + 100));
});

test('the month view shows today as a library day, with its word', async ({ page, site }) => {
  const { local } = today();
  const email = uniqueEmail('library-admin');
  const response = await page.request.post('/api/auth/register', { data: { email, password: 'correct horse battery' }, headers: { origin: site.url } });
  expect(response.status()).toBe(201);
  await setRoleByEmail(site.app.db, email, 'admin');
  await page.goto('/admin-scheduler');
  const todayCell = page.getByRole('table', { name: /^Schedule for / }).locator(`[data-date="${local}"]`);
  await expect(todayCell).toHaveAttribute('data-fill', 'library');
  const word = libraryEntry(libraryWords(), local)?.word ?? '';
  await expect(todayCell).toHaveAccessibleName(new RegExp(`: library word ${word}, library picture$`));
  await expect(todayCell).toContainText(word);
  await expect(page.getByText(`visitors get the library’s word ${word}`)).toBeVisible(); // today is the chosen day
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { solidJpeg } from '../server/helpers/images';
import { puzzleForm, validPuzzleFields } from '../server/helpers/multipart';
import { freePort } from '../support/free-port';
import { TEST_CLIENT_DIR, uniqueEmail } from './fixtures';

const PASSWORD = 'correct horse battery';

/**
 * The account page's journeys. Its own app, on http://localhost: a passkey's relying party
 * must be a domain (Chromium refuses an IP address such as 127.0.0.1, which the shared
 * fixture's PUBLIC_URL is).
 */
const test = base.extend<object, { localSite: { url: string; app: FastifyInstance } }>({
  localSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-e2e-account-'));
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, CLIENT_DIR: TEST_CLIENT_DIR, RECIPIENT_DAILY_LIMIT: '0' });
      const app = await buildApp(config, { logger: false });
      await app.listen({ port, host: '127.0.0.1' });
      await use({ url, app });
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ localSite }, use) => use(localSite.url),
});

async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
}

test('a passkey added on /account signs in on the login page through autofill (Chromium virtual authenticator)', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const email = uniqueEmail('passkey');
  await register(page, email);

  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await page.getByLabel('Passkey name').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey “Test laptop” added' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Test laptop' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  // The e-mail field's autofill request (conditional mediation) is waiting from the start; the virtual
  // authenticator answers it at once with its one passkey, as a member picking it from the list would.
  await expect(page.getByRole('heading', { name: 'Create Your Puzzle', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText(`You sign in as ${email}.`)).toBeVisible();
  await expect(page.getByText(/last used/)).toBeVisible();
});

test('export my data downloads a zip; delete my account signs out and its gift says so', async ({ page, localSite }) => {
  const email = uniqueEmail('leaver');
  await register(page, email);
  const form = puzzleForm(validPuzzleFields({ recipientName: 'Rita', senderEmail: email }), { data: await solidJpeg(600, 450, '#2563eb') });
  const created = await localSite.app.inject({ method: 'POST', url: '/api/puzzles', payload: form, headers: { origin: localSite.url } });
  const gift = created.json<CreatedPuzzle>();
  const owner = await localSite.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await localSite.app.db.updateTable('puzzles').set({ owner_user_id: owner.id }).where('id', '=', gift.id).execute(); // set-up: the gift is hers

  await page.goto('/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('puzzle-gift-my-data.zip');
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ email });
  expect(Object.keys(files).filter((name) => name.startsWith('photos/'))).toHaveLength(1);

  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto(`/play/${gift.id}`);
  await expect(page.getByRole('heading', { name: 'This gift was removed.' })).toBeVisible();
  await expect(page.getByText('Its sender deleted their account')).toBeVisible();
});

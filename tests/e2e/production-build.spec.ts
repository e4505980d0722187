import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

// What `npm start` serves: the production build, without the test pages of the test build.
const PRODUCTION_DIR = path.resolve('dist/client');

test('the production build has no board harness: no chunk, and its path redirects home', async ({ page }) => {
  const assets = fs
    .readdirSync(path.join(PRODUCTION_DIR, 'assets'), { withFileTypes: true })
    .filter((entry) => entry.isFile()) // the alphabet's images/ and audio/ live in folders beside the chunks
    .map((entry) => entry.name);
  expect(assets.some((file) => file.endsWith('.js'))).toBe(true);
  const mentions = assets.filter((file) => fs.readFileSync(path.join(PRODUCTION_DIR, 'assets', file), 'utf8').includes('__board-harness'));
  expect(mentions).toEqual([]);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-production-'));
  const app = await buildApp(loadConfig({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: PRODUCTION_DIR }), { logger: false });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await page.goto(`${address}/__board-harness`);
    await expect(page).toHaveURL(`${address}/`);
    await expect(page.getByRole('heading', { name: 'Create Your Puzzle' })).toBeVisible();
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

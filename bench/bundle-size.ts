import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { createPuzzleOver } from './lib/puzzles';
import { startTempApp } from './lib/temp-app';
import { fmt } from './lib/stats';

const BUDGET_HOME_KB = 150;

/** Loads a page in real Chromium and adds up the gzip size of every script it fetched. */
async function scriptsOf(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  const bodies = new Map<string, Buffer>();
  const onResponse = async (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), await response.body());
  };
  page.on('response', (response) => void onResponse(response));
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.removeAllListeners('response');
  let gzipBytes = 0;
  for (const body of bodies.values()) gzipBytes += zlib.gzipSync(body, { level: 9 }).length;
  const names = [...bodies.keys()].map((u) => new URL(u).pathname.split('/').pop() ?? u);
  return { kb: gzipBytes / 1024, phaser: names.some((name) => /phaser/i.test(name)), files: names.length };
}

/**
 * The JavaScript a visitor downloads (gzip) for / and for /play/{id}, measured in
 * Chromium against the built app. Goal: / at most 150 KB; Phaser only where a board is.
 */
export async function benchBundleSize() {
  if (!fs.existsSync('dist/client/index.html')) throw new Error('run `npm run build` first');
  const site = await startTempApp(true);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { id } = await createPuzzleOver(site.url, site.origin);
    const home = await scriptsOf(await browser.newPage(), `${site.url}/`, async (page) => {
      await page.getByRole('heading', { name: 'Create Your Puzzle' }).waitFor();
    });
    const play = await scriptsOf(await browser.newPage(), `${site.url}/play/${id}`, async (page) => {
      await page.locator('canvas').first().waitFor();
    });
    return [
      {
        name: 'JavaScript for / (gzip)',
        ratio: home.kb / BUDGET_HOME_KB,
        detail: `${fmt(home.kb, 1)} KB in ${home.files} files, Phaser loaded: ${home.phaser ? 'yes' : 'no'}`,
        goal: `<= ${BUDGET_HOME_KB} KB (ratio <= 1), no Phaser`,
        ok: home.kb <= BUDGET_HOME_KB && !home.phaser,
      },
      {
        name: 'JavaScript for /play/{id} (gzip)',
        ratio: play.kb / home.kb,
        detail: `${fmt(play.kb, 1)} KB in ${play.files} files, Phaser loaded: ${play.phaser ? 'yes' : 'no'} (ratio to /)`,
        goal: 'Phaser loaded here',
        ok: play.phaser,
      },
    ];
  } finally {
    await browser.close();
    await site.close();
  }
}

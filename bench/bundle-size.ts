import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { createPuzzleOver } from './lib/puzzles';
import { startTempApp } from './lib/temp-app';
import { fmt } from './lib/stats';

const BUDGET_HOME_KB = 150;

/**
 * Loads a page in real Chromium and adds up, for every script it fetched, its gzip size (level 9,
 * comparable with earlier runs and what a browser without brotli gets) and the bytes that actually
 * came over the wire: Chromium takes br, so the build's .br siblings (build/precompress.ts).
 */
async function scriptsOf(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  const bodies = new Map<string, Buffer>();
  const received = new Map<string, { bytes: number; encoding: string }>();
  const onResponse = async (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), await response.body());
    const { responseBodySize } = await response.request().sizes(); // as encoded on the wire
    received.set(response.url(), { bytes: responseBodySize, encoding: (await response.headerValue('content-encoding')) ?? 'none' });
  };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => pending.push(onResponse(response)));
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.removeAllListeners('response');
  await Promise.all(pending); // every body and size read before they are added up
  let gzipBytes = 0;
  for (const body of bodies.values()) gzipBytes += zlib.gzipSync(body, { level: 9 }).length;
  let receivedBytes = 0;
  let brotliFiles = 0;
  for (const { bytes, encoding } of received.values()) {
    receivedBytes += bytes;
    if (encoding === 'br') brotliFiles++;
  }
  const names = [...bodies.keys()].map((u) => new URL(u).pathname.split('/').pop() ?? u);
  return {
    kb: gzipBytes / 1024,
    receivedKb: receivedBytes / 1024,
    brotliFiles, // the others are under the build's 1 KB and go as they are
    phaser: names.some((name) => /phaser/i.test(name)),
    files: names.length,
  };
}

/**
 * The JavaScript a visitor downloads for / and for /play/{id}, measured in Chromium against the
 * built app. Goal: / at most 150 KB gzip (the budget predates brotli; gzip is the larger of the
 * two, so it stays the bound); Phaser only where a board is; and what Chromium received (brotli)
 * below the gzip figure, which fails when the server stops sending the build's compressed files.
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
      // The board's engine starts at the visitor's first interaction (client/game-host/useFirstInteraction.ts),
      // once the page's chunks are in.
      await page.waitForLoadState('networkidle');
      await page.mouse.move(20, 20);
      await page.locator('canvas').first().waitFor();
    });
    return [
      {
        name: 'JavaScript for / (gzip; received, brotli)',
        ratio: home.kb / BUDGET_HOME_KB,
        detail: `${fmt(home.kb, 1)} KB gzip, ${fmt(home.receivedKb, 1)} KB received (${home.brotliFiles} of ${home.files} files brotli), Phaser loaded: ${home.phaser ? 'yes' : 'no'}`,
        goal: `<= ${BUDGET_HOME_KB} KB gzip (ratio <= 1), received < gzip, no Phaser`,
        ok: home.kb <= BUDGET_HOME_KB && home.receivedKb < home.kb && !home.phaser,
      },
      {
        name: 'JavaScript for /play/{id} (gzip; received, brotli)',
        ratio: play.kb / home.kb,
        detail: `${fmt(play.kb, 1)} KB gzip, ${fmt(play.receivedKb, 1)} KB received (${play.brotliFiles} of ${play.files} files brotli), Phaser loaded: ${play.phaser ? 'yes' : 'no'} (ratio to /)`,
        goal: 'Phaser loaded here, received < gzip',
        ok: play.phaser && play.receivedKb < play.kb,
      },
    ];
  } finally {
    await browser.close();
    await site.close();
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { allClips, clipPath, LETTERS, letterEntry } from '../../game/rules/letters';
import { expect, test, TEST_CLIENT_DIR } from './fixtures';
import { wakeBoards } from './wake-boards';

// One letter's files, as the section asks for them (game/rules/letters.ts).
const PICTURE_B = '/assets/images/b-bear.jpg';
const CLIP_B = '/assets/audio/b_word_female.mp3';

test.describe('the alphabet section offline', () => {
  test('the worker precaches every letter: each picture and each voice clip the section plays', () => {
    const worker = fs.readFileSync(path.join(TEST_CLIENT_DIR, 'sw.js'), 'utf8');
    const files = [...LETTERS.map((letter) => letterEntry(letter).picture), ...allClips().map(clipPath)];
    const missing = files.filter((file) => !worker.includes(`"url":"${file.slice(1)}"`));
    // Files missing here were not in assets/public/assets/ when the client was built.
    expect(missing, `not precached: ${missing.length} of ${files.length}`).toEqual([]);
  });

  test('its worker and manifest are served to be revalidated, and only /learn pages link the manifest', async ({ page, request }) => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
    }
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Puzzle Gift ABC', start_url: '/learn', scope: '/', display: 'standalone' });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Create Your Puzzle' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await page.goto('/learn');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });

  test('after one visit, with the network cut, another letter opens with its board and picture and its voice plays', async ({ page, context }) => {
    await page.goto('/learn/alphabet/a');
    await expect(page.getByRole('heading', { name: 'A is for apple', level: 1 })).toBeVisible();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/learn'); // the rest of the site is never served by it
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull(); // the rest of the site: as before

    await context.setOffline(true);
    expect(await page.evaluate(() => fetch('/api/auth/me').then(() => 'online', () => 'offline'))).toBe('offline');

    const fromWorker = new Map<string, boolean>();
    page.on('response', (response) => fromWorker.set(new URL(response.url()).pathname, response.fromServiceWorker()));
    await page.goto('/learn/alphabet/b');
    await expect(page.getByRole('heading', { name: 'B is for bear', level: 1 })).toBeVisible();
    // The board is drawn (Phaser's chunk came from the cache) from the picture (so did it).
    await wakeBoards(page);
    await expect(page.locator('.swap-board[data-ready="true"] canvas')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Picture puzzle: bear' })).toBeVisible();
    await expect(page.getByText('The picture could not be loaded.')).toHaveCount(0);

    const picture = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return image.naturalWidth;
    }, PICTURE_B);
    expect(picture).toBeGreaterThan(0);

    const audio = await page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const clip = new Audio(url);
          clip.addEventListener('canplaythrough', () => resolve(`ready, ${clip.duration.toFixed(1)} s`), { once: true });
          clip.addEventListener('error', () => resolve(`error ${clip.error?.code ?? '?'}`), { once: true });
          clip.load();
        }),
      CLIP_B,
    );
    expect(audio).toMatch(/^ready/);
    // Safari asks for media in byte ranges and plays nothing without a 206: the worker answers them from the cache.
    const range = await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { Range: 'bytes=0-99' } });
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength, range: response.headers.get('content-range') };
    }, CLIP_B);
    expect(range).toMatchObject({ status: 206, bytes: 100, range: expect.stringMatching(/^bytes 0-99\/\d+$/) });
    expect(fromWorker.get('/learn/alphabet/b')).toBe(true);
    expect(fromWorker.get(PICTURE_B)).toBe(true);
    expect(fromWorker.get(CLIP_B)).toBe(true);
  });
});

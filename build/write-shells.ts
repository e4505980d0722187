import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import type { renderShell as RenderShell } from '../client/app/shell';
import { LETTERS } from '../game/rules/letters';
import { SHELLS_FILE, type RouteShell } from '../server/pages/route-shells';

/**
 * `node --import tsx build/write-shells.ts <built client folder>`, after `vite build`: renders the
 * first screen of each page people land on (client/app/shell.tsx) and writes them all to
 * <folder>/.vite/shells.json, beside Vite's manifest, for the server to send inside #root.
 * A `*` segment stands for any one segment (a puzzle's id): those pages' first screen is their
 * loading state, the same for every puzzle. /learn itself has none: the alphabet's service worker
 * keeps that one page for the whole section, and a letter's page must not open on another's screen.
 */
const PAGES = [
  '/',
  '/create-puzzle-gift',
  '/thedailywordpuzzle',
  '/DailyPuzzle',
  '/play/*',
  '/play-puzzle-card/*',
  ...LETTERS.map((letter) => `/learn/alphabet/${letter}`),
  ...LETTERS.map((letter) => `/learn/alphabetLesson/${letter}`),
];

const ANY_ID = 'AAAAAAAAAAAAAAAA'; // what a `*` is rendered with: a well-formed id nothing is loaded for

const clientDir = process.argv[2];
if (!clientDir || !fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error('usage: write-shells.ts <built client folder with index.html>');

// The same plugins as the build (the Phaser alias among them), in production mode: no test pages.
const vite = await createServer({ configFile: 'vite.config.ts', mode: 'production', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' });
try {
  const { renderShell } = (await vite.ssrLoadModule('/app/shell.tsx')) as { renderShell: typeof RenderShell };
  const shells: RouteShell[] = [];
  for (const page of PAGES) {
    const html = await renderShell(page.replace('*', ANY_ID));
    if (html === null) throw new Error(`${page} redirects: it has no first screen to send`);
    if (html.includes('error-page')) throw new Error(`${page} rendered its error page in Node; see client/lib/browser.ts for what a render may not touch`);
    shells.push({ path: page, html });
  }
  fs.writeFileSync(path.join(clientDir, SHELLS_FILE), JSON.stringify(shells));
  console.log(`first screens of ${shells.length} pages in ${path.join(clientDir, SHELLS_FILE)}`);
} finally {
  await vite.close();
}

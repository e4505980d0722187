import fs from 'node:fs';
import path from 'node:path';
import { LETTERS } from '../game/rules/letters';
import { SHELLS_FILE, type RouteShell } from '../server/pages/route-shells';
import { buildShellBundle } from './ssr-bundle';

/**
 * `node --import tsx build/write-shells.ts <built client folder> [mode]`, after `vite build` (in that
 * mode, `production` by default): builds the app's first screens for Node (ssr-bundle.ts), which the
 * server also renders a puzzle's page with per request, and with it renders the first screen of each
 * page people land on and writes them all to <folder>/.vite/shells.json, beside Vite's manifest, for
 * the server to send inside #root. A `*` segment stands for any one segment (a puzzle's id): those
 * pages' screen here is their loading state, the same for every puzzle, sent when the server has
 * no board to draw. /learn itself has none: the alphabet's service worker keeps that one page for
 * the whole section, and a letter's page must not open on another's screen.
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

const [clientDir, mode = 'production'] = process.argv.slice(2);
if (!clientDir || !fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error('usage: write-shells.ts <built client folder with index.html> [mode]');

const { renderShell } = await buildShellBundle(clientDir, mode);
const shells: RouteShell[] = [];
for (const page of PAGES) {
  // renderShell throws when a page renders its error page.
  const html = await renderShell(page.replace('*', ANY_ID));
  if (html === null) throw new Error(`${page} redirects: it has no first screen to send`);
  shells.push({ path: page, html });
}
fs.writeFileSync(path.join(clientDir, SHELLS_FILE), JSON.stringify(shells));
console.log(`first screens of ${shells.length} pages in ${path.join(clientDir, SHELLS_FILE)}`);

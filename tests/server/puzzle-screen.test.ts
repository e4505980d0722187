import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_BOARD_ELEMENT } from '../../contract/puzzles';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { SHELLS_FILE, SSR_ENTRY, type RouteShell } from '../../server/pages/route-shells';
import { listPuzzleEvents } from '../../server/repos/puzzle-events';
import { appServing, type ClientFile } from './helpers/built-client';
import { createCard } from './helpers/cards';
import { createPuzzle, getBoard, postMoves, solvingMoves } from './helpers/puzzles';

const MESSAGE = 'Meet me under the old oak at noon';
const LOADING = '<main class="page page--medium"><p role="status">Loading puzzle...</p></main>';
const LOADING_SHELLS: RouteShell[] = ['/play/*', '/play-puzzle-card/*'].map((page) => ({ path: page, html: LOADING }));

/**
 * The app's own shell in place of its bundle for Node: Vitest compiles the source as the build does
 * (build/ssr-bundle.ts), so these pages are drawn by the real components.
 */
const APP_SHELL = `export * from ${JSON.stringify(path.resolve('client/app/shell.tsx'))};`;

/** A built client in miniature: the real page, the build-time loading screens, and a bundle for Node. */
const clientFiles = (bundle: string): Record<string, ClientFile> => ({
  'index.html': { copyOf: 'client/index.html' },
  [SHELLS_FILE]: JSON.stringify(LOADING_SHELLS),
  [SSR_ENTRY]: bundle,
});

/** What is inside #root, as text a reader sees it (React separates adjacent texts with empty comments). */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>')).replaceAll('<!-- -->', '');
const DATA = new RegExp(`<script type="application/json" id="${PAGE_BOARD_ELEMENT}">([^<]*)</script>`);
const pageBoard = (html: string) => JSON.parse(DATA.exec(html)?.[1] ?? 'null') as PuzzleBoard | null;
const openings = async (site: { app: { app: { db: Parameters<typeof listPuzzleEvents>[0] } } }, id: string) =>
  (await listPuzzleEvents(site.app.app.db, id)).filter((event) => event.kind === 'opened').length;

describe('a puzzle page’s first screen, rendered per request', () => {
  const site = appServing(clientFiles(APP_SHELL));
  const page = async (url: string) => {
    const response = await site.app.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('draws a private gift’s board with both names and its preview picture, never its message, and records no opening', async () => {
    const { id } = await createPuzzle(site.app, { message: MESSAGE, isPublic: 'false' });
    const html = await page(`/play/${id}`);
    const root = rootOf(html);
    expect(root).toMatch(/^<div id="root"><div inert><.*<\/div><script type="application\/json"/s); // inert until the app replaces it
    expect(root).toContain('<h1>A puzzle gift for Sam Recipient</h1>');
    expect(root).toContain('reveal what Alex Sender wrote.');
    expect(root).not.toContain('Loading puzzle...');
    expect(html).not.toContain(MESSAGE);
    expect(root).toMatch(/<div class="swap-board swap-board--private"[^>]*data-ready="false"/); // the board's place, its engine still to come

    // The preview, as the app draws it for a private gift: the preloaded copies, watermarked, not draggable.
    const board = pageBoard(html);
    const imageUrl = board?.imageUrl ?? '';
    const preview = /<figure id="play-preview"[^>]*>(.*?)<\/figure>/s.exec(root)?.[1] ?? '';
    expect(preview).toContain(`srcSet="${imageUrl}?w=480 480w, ${imageUrl}?w=960 960w" sizes="(max-width: 800px) 100vw, 800px"`);
    expect(preview).toContain('draggable="false"');
    expect(preview).toContain('PUZZLE GIFT');
    expect(root).toContain('data-testid="board-watermark"');

    // Fetching the page (as a chat app does for a link preview) is not opening the gift; the app's own call is.
    expect(await openings(site, id)).toBe(0);
    expect(await getBoard(site.app, id)).toEqual(board); // the page carries exactly the API's answer
    expect(await openings(site, id)).toBe(1);
  });

  it('carries a board in progress with its note, so the app never shows the fresh shuffle first', async () => {
    const { id } = await createPuzzle(site.app, { gridSize: '3' });
    const moves = solvingMoves((await getBoard(site.app, id)).shuffle).slice(0, 2);
    await postMoves(site.app, id, 3, moves, 'moves');
    const html = await page(`/play/${id}`);
    expect(rootOf(html)).toContain('Welcome back — you were 2 moves in');
    expect(pageBoard(html)?.resume).toEqual({ moves });
    expect(await getBoard(site.app, id)).toEqual(pageBoard(html));
  });

  it('draws a card on its own page, and on /play/ the page the app sends it on to', async () => {
    const card = await createCard(site.app, 'greeting');
    for (const url of [`/play-puzzle-card/${card.id}`, `/play/${card.id}`]) {
      const root = rootOf(await page(url));
      expect(root).toContain('<h1>Puzzle from Alex Sender to Sam Recipient</h1>');
      expect(root).toMatch(/<figure id="card-preview"[^>]*><img [^>]*src="\/media\/pod-images\//);
    }
    expect(await openings(site, card.id)).toBe(0);
  });

  it('escapes the board’s data, so no name can end its element or run as script', async () => {
    const { id } = await createPuzzle(site.app, { senderName: '</script><script>alert(1)</script>', recipientName: 'Tom <!-- & "Jerry"' });
    const html = await page(`/play/${id}`);
    const data = DATA.exec(html)?.[1] ?? '';
    expect(data).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(pageBoard(html)).toEqual(await getBoard(site.app, id));
    expect(rootOf(html)).toContain('<h1>A puzzle gift for Tom &lt;!-- &amp; &quot;Jerry&quot;</h1>');
    // No script that runs but the boot script: the data's element is JSON, which never runs.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !tag.startsWith('<script data-entry='))).toEqual([`<script type="application/json" id="${PAGE_BOARD_ELEMENT}">`]);
  });

  it.each(['/play/AAAAAAAAAAAAAAAA', '/play-puzzle-card/AAAAAAAAAAAAAAAA', '/play/not%20an%20id'])('sends %s, no puzzle, its loading screen', async (url) => {
    const html = await page(url);
    expect(html).toContain(`<div id="root"><div inert>${LOADING}</div></div>`);
    expect(html).not.toContain('application/json');
  });

  it('never serves the bundle as a file', async () => {
    const response = await site.app.request({ method: 'GET', url: `/${SSR_ENTRY}` });
    expect(response.statusCode).toBe(404);
  });
});

describe.each([
  ['a render that fails', 'export async function renderPuzzleShell() { throw new Error("render failed"); }'],
  ['a bundle that does not load', 'export const renderPuzzleShell = ;'],
  ['a bundle without the renderer', 'export const nothing = 1;'],
])('with %s', (_name, bundle) => {
  const site = appServing(clientFiles(bundle));

  it('a puzzle’s page still gets its loading screen, never an error', async () => {
    const { id } = await createPuzzle(site.app);
    const response = await site.app.request({ method: 'GET', url: `/play/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root"><div inert>${LOADING}</div></div>`);
    expect(await openings(site, id)).toBe(0);
  });
});

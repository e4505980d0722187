import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStyleInliner, inlineLinkedStyles } from '../../server/pages/inline-styles';
import { splitPage } from '../../server/pages/render-index';
import { loadRouteShells, SHELLS_FILE, type RouteShell } from '../../server/pages/route-shells';
import { appServing, fakeClient } from './helpers/built-client';

const PAGE =
  '<!doctype html><html><head><!--route-head--><title>x</title><!--/route-head-->' +
  '<link rel="stylesheet" crossorigin href="/assets/index-B2d1exbk.css"></head>' +
  '<body><div id="root"><!--route-shell--><!--/route-shell--></div><script type="module" src="/assets/index-B2d1exbk.js"></script></body></html>';

const SHELLS: RouteShell[] = [
  { path: '/', html: '<main>Create Your Puzzle</main>' },
  { path: '/thedailywordpuzzle', html: '<main>Daily Word Puzzle</main>' },
  { path: '/play/*', html: '<main>Loading puzzle...</main>' },
];

/** A built client in miniature: the page with both marks, its stylesheet, and the first screens. */
const clientFiles = (shells: RouteShell[] | null = SHELLS) => ({
  'index.html': PAGE,
  'assets/index-B2d1exbk.css': 'body{margin:0}',
  ...(shells ? { [SHELLS_FILE]: JSON.stringify(shells) } : {}),
});

describe('first screens (route shells)', () => {
  it.each([
    ['/', 'Create Your Puzzle'],
    ['/thedailywordpuzzle', 'Daily Word Puzzle'],
    ['/TheDailyWordPuzzle/', 'Daily Word Puzzle'], // as the client router matches: any case, a trailing slash
    ['/play/Xx9QpttsOlm7Uhgm', 'Loading puzzle...'], // * is any one segment
    ['/play/a/b', null],
    ['/play/', null],
    ['/thedailywordpuzzlex', null],
    ['/learn', null],
  ])('%s has the first screen %s', (pathname, text) => {
    const shellFor = loadRouteShells(fakeClient(clientFiles()));
    const html = shellFor(pathname);
    if (text === null) expect(html).toBeNull();
    else expect(html).toMatch(new RegExp(`^<div inert><main>${text.replace('.', '\\.')}`));
  });

  it('are none without the file (an older build, or `npm run dev`)', () => {
    expect(loadRouteShells(fakeClient(clientFiles(null)))('/')).toBeNull();
  });

  it('go inside #root, between the marks, which leave the page', () => {
    const page = splitPage(PAGE);
    const html = page.render('<title>Daily</title>', '<main>Daily Word Puzzle</main>');
    expect(html).toContain('<div id="root"><main>Daily Word Puzzle</main></div>');
    expect(html).toContain('<title>Daily</title>');
    expect(html).not.toContain('route-shell');
    expect(page.render('<title>Other</title>')).toContain('<div id="root"></div>');
  });
});

describe('stylesheets written in the page', () => {
  it('replace the link with the rules, keeping a disabled link for the loader to find', () => {
    const html = inlineLinkedStyles(PAGE, createStyleInliner(fakeClient(clientFiles())));
    expect(html).toContain('<style data-href="/assets/index-B2d1exbk.css">body{margin:0}</style><link rel="stylesheet" href="/assets/index-B2d1exbk.css" disabled />');
    expect(html).not.toContain('crossorigin href="/assets/index-B2d1exbk.css"');
  });

  it.each([
    ['a missing file', '/assets/gone-12345678.css', null],
    ['a file outside the built assets', '/../secret.css', null],
    ['rules that would close the element', '/assets/evil-12345678.css', 'a{}</style><script>alert(1)</script>'],
  ])('stay linked for %s', (_name, href, content) => {
    const dir = fakeClient(clientFiles());
    if (content) fs.writeFileSync(path.join(dir, href), content);
    fs.writeFileSync(path.join(dir, '..', 'secret.css'), 'body{}');
    expect(createStyleInliner(dir)(href)).toBeNull();
  });
});

describe('the app with first screens', () => {
  const site = appServing(clientFiles());

  it('sends a landing page with its first screen and its CSS inside, and no stylesheet to wait for', async () => {
    const response = await site.app.request({ method: 'GET', url: '/thedailywordpuzzle' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><div inert><main>Daily Word Puzzle</main></div></div>'); // inert until the app replaces it
    expect(response.body).toContain('<style data-href="/assets/index-B2d1exbk.css">body{margin:0}</style>');
    expect(response.body).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  });

  it('sends another page with an empty #root', async () => {
    const response = await site.app.request({ method: 'GET', url: '/benefits' });
    expect(response.body).toContain('<div id="root"></div>');
  });
});

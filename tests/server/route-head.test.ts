import { describe, expect, it } from 'vitest';
import { splitPage } from '../../server/pages/render-index';
import { listPuzzleEvents } from '../../server/repos/puzzle-events';
import { TEST_ORIGIN } from './helpers/app';
import { appServing } from './helpers/built-client';
import { createCard } from './helpers/cards';
import { createPuzzle, getBoard } from './helpers/puzzles';

const MESSAGE = 'Meet me under the old oak at noon';
const PREVIEW_IMAGE = `${TEST_ORIGIN}/images/link-preview.png`;

/** A built client in miniature: the real page source (with its marks) and the real public files. */
const CLIENT_FILES = {
  'index.html': { copyOf: 'client/index.html' },
  ...Object.fromEntries(['robots.txt', 'favicon.ico', 'images/link-preview.png'].map((file) => [file, { copyOf: `assets/public/${file}` }])),
};

/** The <head> of a page, and the content of one of its meta tags. */
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
const metaTags = (html: string) => headOf(html).match(/<(meta|link|title)\b[^>]*>/g) ?? [];
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const count = (text: string, part: string) => text.split(part).length - 1;

describe('each route’s page head', () => {
  const site = appServing(CLIENT_FILES);
  const page = async (url: string) => {
    const response = await site.app.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    return response.body;
  };

  it('names both people in a gift’s preview, never its message or photo, and preloads the board’s picture', async () => {
    const { id } = await createPuzzle(site.app, { message: MESSAGE, isPublic: 'false' });
    const response = await site.app.request({ method: 'GET', url: `/play/${id}` });
    const html = response.body;
    expect(titleOf(html)).toBe('A puzzle gift for Sam Recipient from Alex Sender | Puzzle Gift');
    expect(meta(html, 'og:title')).toBe('A puzzle gift for Sam Recipient from Alex Sender');
    expect(meta(html, 'og:description')).toBe('Swap the tiles to reveal the picture and the message.');
    expect(meta(html, 'og:image')).toBe(PREVIEW_IMAGE);
    expect(meta(html, 'og:url')).toBe(`${TEST_ORIGIN}/play/${id}`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/play/${id}" />`);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");

    // A link preview is not the recipient opening the gift: the sender hears nothing yet.
    expect((await listPuzzleEvents(site.app.app.db, id)).map((event) => event.kind)).not.toContain('opened');
    // The board asks for a copy of the API's imageUrl sized for the screen: the preload offers the same copies.
    const { imageUrl } = await getBoard(site.app, id);
    expect(imageUrl).toMatch(/^\/media\/puzzles\//);
    expect(html).toContain(
      `<link rel="preload" as="image" href="${imageUrl}" imagesrcset="${imageUrl}?w=480 480w, ${imageUrl}?w=960 960w" imagesizes="(max-width: 800px) 100vw, 800px" fetchpriority="high" />`,
    );
    expect(count(html, imageUrl)).toBe(3); // the preload only: its href and its two copies
    expect(html).not.toContain(MESSAGE);
    expect(html).not.toMatch(/example\.com/); // nor either e-mail address
    expect(metaTags(html).filter((tag) => tag.includes(imageUrl))).toEqual([expect.stringMatching(/^<link rel="preload"/)]);
  });

  it('escapes the names', async () => {
    const { id } = await createPuzzle(site.app, { senderName: '<script>alert("x")</script>', recipientName: 'Tom & "Jerry"' });
    const html = await page(`/play/${id}`);
    expect(html).not.toContain('<script>alert');
    expect(meta(html, 'og:title')).toBe('A puzzle gift for Tom &amp; &quot;Jerry&quot; from &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // No script but the boot script, which names only the entry and the page's own code.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/^<script data-entry="\/app\/main\.tsx" data-preload="[^"<>]*">$/)]);
  });

  it('calls a card a card, on either page, with its own address', async () => {
    const card = await createCard(site.app, 'greeting');
    for (const url of [`/play-puzzle-card/${card.id}`, `/play/${card.id}`]) {
      const html = await page(url);
      expect(meta(html, 'og:title')).toBe('A puzzle card for Sam Recipient from Alex Sender');
      expect(meta(html, 'og:url')).toBe(`${TEST_ORIGIN}/play-puzzle-card/${card.id}`);
      expect(meta(html, 'og:image')).toBe(PREVIEW_IMAGE);
      expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/pod-images\/[^"]+\.png" imagesrcset="[^"]+" imagesizes="\(max-width: 800px\) 100vw, 800px" fetchpriority="high" \/>/);
      expect(html).not.toContain('Come and celebrate with us!');
    }
  });

  it.each(['/play/NoSuchPuzzle1234', '/play/%3Cscript%3E', '/play-puzzle-card/x'])('%s: the generic head, still the page', async (url) => {
    const html = await page(url);
    expect(titleOf(html)).toMatch(/^Your puzzle (gift|card) \| Puzzle Gift$/);
    expect(meta(html, 'og:image')).toBe(PREVIEW_IMAGE);
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('<script>');
  });

  it.each([
    ['/', 'Puzzle Gift: Create Your Puzzle'],
    ['/thedailywordpuzzle', 'Daily Word Puzzle | Puzzle Gift'],
    ['/dailypuzzle/', 'Daily Puzzle | Puzzle Gift'],
    ['/learn', 'Learn the alphabet | Puzzle Gift'],
    ['/learn/alphabet/b', 'B is for bear | Puzzle Gift'],
    ['/learn/alphabetLesson/z?kiosk=1', 'Letter Z Lesson | Puzzle Gift'],
    ['/learn/anything', 'Learn the alphabet | Puzzle Gift'],
    ['/watch/abcdefghijklmnop', 'Watch your puzzle | Puzzle Gift'],
    ['/no/such/page', 'Puzzle Gift'],
  ])('%s is titled "%s", once, with one description', async (url, title) => {
    const html = await page(url);
    expect(titleOf(html)).toBe(title);
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });

  it.each([
    ['/learn/alphabet/B', '/assets/images/b-bear.jpg'], // the letter's own picture, however the path is spelled
    ['/learn/alphabet/7', '/assets/images/a-apple.jpg'], // not a letter: the page shows a's
    ['/learn/alphabetLesson/b', null], // a lesson has no picture board
  ])('%s preloads its board’s picture: %s', async (url, picture) => {
    const preloads = (await page(url)).match(/<link rel="preload" as="image" href="([^"]+)"/g) ?? [];
    expect(preloads).toEqual(picture ? [`<link rel="preload" as="image" href="${picture}"`] : []);
  });

  it('links the canonical address of known pages only', async () => {
    expect(await page('/DailyPuzzle?x=1')).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/DailyPuzzle" />`);
    expect(await page('/no/such/page')).not.toContain('rel="canonical"');
  });

  it('serves robots.txt that keeps photos and private pages out of search engines, but not the gift pages link previews need', async () => {
    const response = await site.app.request({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    for (const rule of ['/media/', '/api/', '/admin', '/watch', '/redeem/']) expect(response.body).toContain(`Disallow: ${rule}\n`);
    for (const page of ['/play', '/play-puzzle-card']) expect(response.body).not.toMatch(new RegExp(`^Disallow: ${page}`, 'm'));
  });

  it('serves the favicon and the preview picture; a missing file stays a 404', async () => {
    expect((await site.app.request({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(200);
    const preview = await site.app.request({ method: 'GET', url: '/images/link-preview.png' });
    expect([preview.statusCode, preview.headers['content-type']]).toEqual([200, 'image/png']);
    for (const url of ['/nope.png', '/assets/nope.js']) expect((await site.app.request({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('the built page split around the route’s head', () => {
  it.each([
    ['marks', '<head><!--route-head--><title>Old</title><!--/route-head--><script src="/a.js"></script></head>', '<head><title>New</title><script src="/a.js"></script></head>', true],
    ['a title and description', '<!doctype html><head><title>Old</title>\n  <meta name="description" content="old" />\n</head>', '<!doctype html><head><title>New</title>\n</head>', false],
    ['no title', '<!doctype html><head><meta charset="utf-8"></head>', '<!doctype html><head><meta charset="utf-8"><title>New</title></head>', false],
    ['no head', '<!doctype html><p>hi</p>', '<!doctype html><title>New</title><p>hi</p>', false],
  ])('with %s, replaces rather than adds', (_case, built, expected, marked) => {
    const page = splitPage(built);
    expect(page.render('<title>New</title>')).toBe(expected);
    expect(page.marked).toBe(marked);
  });
});

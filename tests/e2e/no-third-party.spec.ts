import fs from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { createCard } from '../server/helpers/cards';
import { createPuzzle } from '../server/helpers/puzzles';
import { expect, siteApi, test, uniqueEmail, type Site } from './fixtures';

/**
 * Issue 22 part 8, "no third-party ads", proven: every route of the app, signed out and as a
 * member, loads nothing from another origin (no ad, tracker, font or script host), and the
 * Content-Security-Policy every page carries would refuse it if the code ever tried.
 */

/** Each route path of client/app/routes.tsx, with a real address to open it at. */
function visits(gift: string, watch: string, card: string, redeem: string): Record<string, string> {
  return {
    '/': '/',
    '/puzzle': '/puzzle',
    '/ThankYou': '/ThankYou',
    '/play/:id': `/play/${gift}`,
    '/watch/:id': watch,
    '/together/:partyId': '/together/no-such-party',
    '/create-puzzle-gift': '/create-puzzle-gift',
    '/play-puzzle-card/:id': `/play-puzzle-card/${card}`,
    '/redeem/:id': redeem,
    '/unsubscribe/:token': '/unsubscribe/not-a-token',
    '/learn': '/learn',
    'alphabet/:letter': '/learn/alphabet/B',
    'alphabetLesson/:letter': '/learn/alphabetLesson/C',
    '/terms': '/terms',
    '/benefits': '/benefits',
    '/login': '/login',
    '/register': '/register',
    '/reset-password': '/reset-password',
    '/new-password': '/new-password',
    '/my-gifts': '/my-gifts',
    '/admin-login': '/admin-login',
    '/admin-scheduler': '/admin-scheduler',
    '/thedailywordpuzzle': '/thedailywordpuzzle',
    '/DailyPuzzle': '/DailyPuzzle',
    '/account': '/account',
    '/account/confirm-email': '/account/confirm-email',
    '/contacts': '/contacts',
    '/__board-harness': '/__board-harness',
    '*': '/no-such-page',
  };
}

/** The paths the router declares, read from its source so that a new route cannot be left out of this test. */
function declaredRoutes(): string[] {
  const source = fs.readFileSync('client/app/routes.tsx', 'utf8');
  return [...new Set([...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!))];
}

/** Every request and web socket of the context (pages and service worker), the site's own and the others. */
function recordRequests(context: BrowserContext, site: Site): { foreign: string[]; own: string[] } {
  const ownHost = new URL(site.url).host;
  const foreign: string[] = [];
  const own: string[] = [];
  const check = (url: string) => {
    const parsed = new URL(url);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return;
    (parsed.host === ownHost ? own : foreign).push(url);
  };
  context.on('request', (request) => check(request.url()));
  context.on('page', (page) => page.on('websocket', (socket) => check(socket.url())));
  return { foreign, own };
}

/**
 * Opens each address and waits until the page has stopped fetching (lazy chunks, pictures,
 * sounds): in a few tabs at once, as each waits out half a second of quiet after its load.
 */
async function visitAll(context: BrowserContext, addresses: readonly string[]): Promise<void> {
  const TABS = 3;
  const queue = [...addresses];
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await context.newPage();
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        const response = await page.goto(address, { waitUntil: 'networkidle' });
        expect(response?.status(), address).toBeLessThan(400);
        expect(response?.headers()['content-security-policy'], address).toMatch(/^default-src 'self'(?!.*https?:)/);
      }
      await page.close();
    }),
  );
}

test('no route loads anything from another origin, signed out or signed in, and the CSP forbids it', async ({ browser, site }) => {
  test.setTimeout(120_000);
  const api = siteApi(site);
  const gift = await createPuzzle(api, { isPublic: 'true' });
  const card = await createCard(api, 'coupon');
  const routes = visits(gift.id, `/watch/${gift.id}#${gift.watchToken}`, card.id, `/redeem/${card.id}#${card.redeemKey}`);
  expect(Object.keys(routes).sort()).toEqual(declaredRoutes().sort());

  const context = await browser.newContext({ baseURL: site.url, reducedMotion: 'reduce' });
  const requests = recordRequests(context, site);
  await visitAll(context, Object.values(routes));

  // As a member: the pages that show more once signed in.
  const registered = await context.request.post('/api/auth/register', {
    data: { email: uniqueEmail('no-ads'), password: 'correct horse battery' },
    headers: { origin: site.url },
  });
  expect(registered.status()).toBe(201);
  await visitAll(context, ['/', '/my-gifts', '/account', '/contacts', '/benefits', '/DailyPuzzle']);

  expect(requests.foreign).toEqual([]);
  // The recording saw the pages' own traffic: chunks, pictures, the boards' sockets.
  expect(requests.own.length).toBeGreaterThan(100);
  expect(requests.own.some((url) => url.startsWith('ws'))).toBe(true);
  await context.close();
});

test('the Content-Security-Policy refuses a script, a picture, a fetch and a web socket to another origin', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  await page.goto('/terms', { waitUntil: 'networkidle' });
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.src = 'https://ads.example.com/ad.js';
    const scriptBlocked = new Promise<boolean>((resolve) => {
      script.onerror = () => resolve(true);
      script.onload = () => resolve(false);
    });
    document.head.append(script);
    const image = new Image();
    const imageBlocked = new Promise<boolean>((resolve) => {
      image.onerror = () => resolve(true);
      image.onload = () => resolve(false);
    });
    image.src = 'https://tracker.example.com/pixel.gif';
    const fetchBlocked = await fetch('https://tracker.example.com/collect').then(
      () => false,
      () => true,
    );
    const socketBlocked = new Promise<boolean>((resolve) => {
      try {
        const socket = new WebSocket('wss://tracker.example.com/live');
        socket.onerror = () => resolve(true);
        socket.onopen = () => resolve(false);
      } catch {
        resolve(true); // some browsers throw on a connect-src refusal
      }
    });
    return { script: await scriptBlocked, image: await imageBlocked, fetch: fetchBlocked, socket: await socketBlocked };
  });
  expect(outcome).toEqual({ script: true, image: true, fetch: true, socket: true });
  expect(refused.length).toBeGreaterThanOrEqual(4); // refused by the policy, not merely unreachable (there is no network here)
});

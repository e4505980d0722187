/**
 * The alphabet section's service worker (built by vite-plugin-pwa into /sw.js, registered by
 * LearnSection with the scope /learn, so no other page of the site is ever controlled by it).
 * It precaches what the build lists (vite.config.ts: the app's code, the letters' pictures and
 * voices, the board sounds, the manifest and icons), so a second visit plays every letter offline.
 * Everything else (/api, /media, /socket.io, other sites) is not handled and goes to the network.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// Only what this worker uses of ServiceWorkerGlobalScope (the "webworker" lib would clash with the DOM lib of the app).
declare const self: typeof globalThis & {
  __WB_MANIFEST: (string | PrecacheEntry)[]; // the precache list, written in by the build
  skipWaiting(): Promise<void>;
};

/** The page the section's routes render in; the build precaches it under this URL (vite.config.ts), with its headers (CSP). */
const APP_SHELL = '/learn';

// Audio asked for in byte ranges (Safari always asks so; Chromium asks from 0): answered from the precache as 206.
registerRoute(
  ({ url, request }) => url.pathname.startsWith('/assets/audio/') && request.headers.has('range'),
  async ({ request }) => {
    const whole = await matchPrecache(request.url);
    return whole ? createPartialResponse(request, whole) : fetch(request);
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page of the section, offline or not, opens from the precached shell; other navigations are not touched.
registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_SHELL), { allowlist: [/^\/learn(?:[/?#]|$)/i] }));

// A new release takes over at once (the page reloads itself into it: registerType 'autoUpdate'):
// a kiosk never closes its tab, so a worker waiting for that would wait for ever.
void self.skipWaiting();
clientsClaim();

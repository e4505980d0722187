import crypto from 'node:crypto';
import { escapeHtml } from '../mail/templates/layout';

/**
 * What Vite's built page starts the app with: its entry module and the modules it preloads beside it.
 */
export interface EntryScripts {
  entry: string;
  preloads: string[];
}

/**
 * The page's one inline script. It starts the app's code (its entry, and the modules this page will
 * need, as module preloads) only once the browser has shown the first screen the server sent: on a
 * phone on a slow network, scripts fetched beside the page share its bandwidth, and evaluating them
 * holds the main thread that would paint. "Shown" is the first contentful paint as the browser
 * reports it (a frame callback runs before the main thread paints, but the screen may show that
 * frame later). Started at once when there is no first screen to show, in a tab opened in the
 * background (it paints only when looked at), and where paint timing is not reported; and in any
 * case after WAIT_LIMIT_MS, so a page never waits on a paint that does not come.
 * The same text on every page, allowed by its hash in the Content-Security-Policy; what differs
 * per page travels in the element's data attributes.
 */
const WAIT_LIMIT_MS = 3000;
/**
 * Each module preload starts a request on the main thread as it is added: a page's thirty of them
 * at once made one task long enough to count as blocking on a phone (4x slower than this machine).
 * A few per task keep each task short; the entry goes first, so nothing waits on them.
 */
const PRELOAD_BATCH = 6;
// The first read of localStorage in a fresh browser waits for the browser to load the site's storage
// (measured up to 90 ms on a busy machine). The app's stores read it as their modules are evaluated,
// which made that wait part of the start-up's long tasks, when the page is on screen and a tap must
// wait. Read once as this script runs, before the first paint, it is loaded by the time the app starts.
const BOOT_SOURCE = `(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = me.getAttribute('data-entry');
    document.head.appendChild(script);
    var hrefs = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    (function preloadSome() {
      hrefs.splice(0, ${PRELOAD_BATCH}).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      });
      if (hrefs.length > 0) setTimeout(preloadSome, 0);
    })();
  }
  try {
    window.localStorage.getItem('');
  } catch (e) {
    /* storage turned off: the app copes */
  }
  function startWhenShown() {
    var root = document.getElementById('root');
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (!root || !root.firstElementChild || document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return start();
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, ${WAIT_LIMIT_MS});
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startWhenShown);
  else startWhenShown();
})();`;

/** The CSP source that allows the boot script and no other inline script. */
export const BOOT_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(BOOT_SOURCE).digest('base64')}'`;

/** The boot script for a page whose own code is `pagePreloads` (server/pages/route-chunks.ts). */
export function bootScript(scripts: EntryScripts, pagePreloads: readonly string[]): string {
  const preload = [...new Set([...scripts.preloads, ...pagePreloads])].join(' ');
  return `<script data-entry="${escapeHtml(scripts.entry)}" data-preload="${escapeHtml(preload)}">${BOOT_SOURCE}</script>`;
}

const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\n?/g;

/**
 * Vite's entry script and module preloads, taken out of the built page to be started by the boot
 * script instead. Null scripts (the page as it was): a page without a module entry, such as `npm run dev`'s.
 */
export function takeEntryScripts(html: string): { html: string; scripts: EntryScripts | null } {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1]) return { html, scripts: null };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), scripts: { entry: entry[1], preloads } };
}

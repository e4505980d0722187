import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { BOOT_SCRIPT_HASH, takeEntryScripts } from '../pages/boot-script';
import { createStyleInliner, inlineLinkedStyles } from '../pages/inline-styles';
import { splitPage } from '../pages/render-index';
import { loadRouteChunks } from '../pages/route-chunks';
import { createRouteHead } from '../pages/route-head';
import { createPuzzleScreen, loadShellRenderer } from '../pages/puzzle-screen';
import { loadRouteShells } from '../pages/route-shells';

// A strict policy for the built app: no third-party origins (no ads, trackers or hosted fonts: tests/e2e/
// no-third-party.spec.ts), and no inline script but the boot script.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${BOOT_SCRIPT_HASH}`,
  "style-src 'self' 'unsafe-inline'", // React style props and Phaser's canvas sizing
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  // 'self' covers this site's own ws:/wss: too (CSP 3); a browser without that falls back to Socket.IO's polling.
  "connect-src 'self'",
  "form-action 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The alphabet's offline app: a new release must reach an installed app at its next visit, not an hour later.
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

/** The last path segment looks like a file (`.mp3`, `.js`, …); client routes never do. */
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]{1,8}$/;

/**
 * Serves the built React app (dist/client): hashed assets cached for a year,
 * and index.html for every other GET that is not /api, so client routes load,
 * with each route's own title, description and link preview, and the first screen of the pages
 * people land on (server/pages/).
 */
export default fp(
  async function clientAppPlugin(app: FastifyInstance) {
    const dir = app.config.clientDir;
    const indexFile = path.join(dir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ dir }, 'no built client found; run `npm run build` (the API still works)');
      return;
    }
    // Split once here; each request only joins the route's tags between the two halves.
    const inlineStyle = createStyleInliner(dir);
    const built = takeEntryScripts(fs.readFileSync(indexFile, 'utf8'));
    const page = splitPage(inlineLinkedStyles(built.html, inlineStyle));
    if (!page.marked) app.log.warn({ indexFile }, 'index.html has no <!--route-head--> marks; its <title> is replaced instead');
    const routeHead = createRouteHead({
      publicUrl: app.config.publicUrl,
      puzzles: app.puzzles.context,
      log: app.log,
      chunks: loadRouteChunks(dir),
      inlineStyle,
      entryScripts: built.scripts,
    });
    const routeShell = loadRouteShells(dir);
    // A puzzle's page gets its board drawn per request; any other page (or one without a board to draw) its build-time screen.
    const puzzleScreen = createPuzzleScreen({ puzzles: app.puzzles.context, log: app.log, renderer: await loadShellRenderer(dir, app.log) });
    const firstScreen = async (pathname: string) => (await puzzleScreen(pathname)) ?? routeShell(pathname) ?? '';
    const hashedDir = path.join(dir, 'assets');
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes brotli and gzip siblings of the text files (build/precompress.ts): a browser
      // that takes br or gzip gets one of those as it is, else the original. With this option every
      // file answer carries `Vary: Accept-Encoding` (@fastify/static adds it), so a shared cache keeps
      // the encodings apart. Images and audio have no siblings and always go as they are.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'], // reached through the original's address only, never their own
      setHeaders(reply, sentPath) {
        // The headers are the original file's, whichever sibling is sent.
        const filePath = sentPath.replace(/\.(br|gz)$/, '');
        // Vite writes its hashed files straight into assets/: they never change under their name.
        // The alphabet's pictures and voices (assets/images/, assets/audio/) keep theirs across releases.
        if (path.dirname(filePath) === hashedDir) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (ALWAYS_REVALIDATED.has(path.relative(dir, filePath))) reply.header('Cache-Control', 'no-cache');
        else reply.header('Cache-Control', 'public, max-age=3600');
        // The page asked for by its file name gets the same policy as every route that serves it.
        if (filePath.endsWith('.html')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY).header('Cache-Control', 'no-cache');
      },
    });
    const sendIndex = async (reply: FastifyReply, pathname: string) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
        .send(page.render(...(await Promise.all([routeHead(pathname), firstScreen(pathname)]))));
    app.get('/', (_request, reply) => sendIndex(reply, '/'));
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A missing file (a picture, a clip, a chunk of an older release) is a 404, never the page:
      // an <audio> or a service worker handed HTML for an mp3 fails in confusing ways.
      if (pathname.startsWith('/api/') || pathname.startsWith('/media/') || FILE_NAME.test(pathname)) {
        return reply.callNotFound();
      }
      return sendIndex(reply, pathname);
    });
  },
  { name: 'client-app', dependencies: ['services'] },
);

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

// A strict policy for the built app: no inline scripts, no third-party origins.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'", // React style props and Phaser's canvas sizing
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Serves the built React app (dist/client): hashed assets cached for a year,
 * and index.html for every other GET that is not /api, so client routes load.
 */
export default fp(
  async function clientAppPlugin(app: FastifyInstance) {
    const dir = app.config.clientDir;
    const indexFile = path.join(dir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ dir }, 'no built client found; run `npm run build` (the API still works)');
      return;
    }
    const indexHtml = fs.readFileSync(indexFile);
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
    const sendIndex = (reply: FastifyReply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
        .send(indexHtml);
    app.get('/', (_request, reply) => sendIndex(reply));
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) {
        return reply.callNotFound();
      }
      return sendIndex(reply);
    });
  },
  { name: 'client-app' },
);

import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Below this a compressed answer saves less than a packet: most of the API's answers stay plain.
const THRESHOLD_BYTES = 1024;

// Quality 4 of 11: per request, brotli's top qualities cost milliseconds of CPU for a few
// percent; 4 already beats gzip's ratio at a similar speed. The build's files get 11.
const BROTLI_QUALITY = 4;

/** A route that names a file: one of the built client's files (@fastify/static, one route per file). */
const FILE_ROUTE = /\/[^/:*]+\.[A-Za-z0-9]{1,12}$/;

// The hottest read, and always far below the threshold (a board is a few hundred bytes even at
// 10x10): it gets none of the plugin's hooks, about 10 µs of CPU per request on the dev machine.
const ALWAYS_SMALL = new Set(['GET /api/puzzles/:id', 'HEAD /api/puzzles/:id']);

/** Routes that never compress: files, and answers that are never worth it. */
function neverCompressed(method: string | string[], url: string): boolean {
  if (url.startsWith('/media/') || FILE_ROUTE.test(url)) return true;
  return [method].flat().every((one) => ALWAYS_SMALL.has(`${one} ${url}`));
}

/**
 * Answers that are made per request (the API's JSON, the page's HTML, error bodies) are sent
 * with brotli or gzip when the browser takes it and they are large enough.
 *
 * Files are never compressed here: the build writes .br/.gz siblings of the client's text files
 * (build/precompress.ts), which client-app.ts's @fastify/static sends as they are, and /media's
 * pictures (like the client's images and audio) are compressed formats already. Compressing a file
 * stream per request would spend CPU on every download for nothing, and drop its Content-Length.
 * Socket.IO answers on the HTTP server before Fastify routes, so this never sees it.
 */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    // Added before @fastify/compress's own onRoute hook, so that hook reads `compress: false`.
    app.addHook('onRoute', (route) => {
      if (neverCompressed(route.method, route.url)) route.compress ??= false;
    });
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false, // request bodies stay as they were: small JSON and multipart uploads
      encodings: ['br', 'gzip'], // what every browser takes; zstd only exists from Node 22 on
      threshold: THRESHOLD_BYTES,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);

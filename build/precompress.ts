import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Text compresses well; images and audio are compressed already, so they are never touched.
const TEXT_FILE = /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/;
// Below this a compressed copy saves a few hundred bytes at most, less than a packet.
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Every file under `dir`, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside a text file, each only when it is smaller than the original. */
async function precompressFile(file: string): Promise<void> {
  const original = await fs.readFile(file);
  if (original.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < original.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < original.length) await fs.writeFile(`${file}.gz`, gz);
}

/**
 * Writes brotli (max quality) and gzip (level 9) siblings of every text file of the build, so the
 * server sends them as they are (@fastify/static's `preCompressed`) instead of compressing per request.
 *
 * It walks the finished output folder rather than Rollup's bundle, so the public files (the web
 * manifest, the favicon) are included, and it runs after every other plugin's closeBundle: the
 * service worker (vite-plugin-pwa) is built and has its precache manifest injected there, and a
 * sibling written before that would be stale. vite-plugin-compression2 was the candidate plugin,
 * but it declares no Vite range (tested up to Vite 7) and hooks into Vite's own internal plugins.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'puzzle-gift:precompress',
    // Not the server's bundle of the app (build/write-shells.ts): Node reads it from disk, nobody downloads it.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const files = (await filesUnder(outDir)).filter((file) => TEXT_FILE.test(file));
        // zlib's async calls run on libuv's thread pool, so the files compress in parallel.
        await Promise.all(files.map(precompressFile));
      },
    },
  };
}

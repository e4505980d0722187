import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { registerAdmin } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { solidJpeg, solidPng } from './helpers/images';
import { createPuzzle, getBoard, listen } from './helpers/puzzles';

// Large enough to be worth compressing, as the build's chunks are.
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const PAGE = `<!doctype html><title>Puzzle Gift</title>\n${'<link rel="modulepreload" href="/assets/app-abc123.js">\n'.repeat(30)}`;

/** A built client in miniature, with the .br/.gz siblings build/precompress.ts writes. */
async function fakeClient(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-compressed-'));
  const write = (file: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), data);
  };
  const withSiblings = (file: string, text: string) => {
    write(file, text);
    write(`${file}.br`, zlib.brotliCompressSync(text));
    write(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  };
  withSiblings('index.html', PAGE);
  withSiblings('assets/app-abc123.js', SCRIPT);
  write('assets/tiny-abc123.js', 'export {};\n'); // under the build's 1 KB: no siblings
  write('assets/images/e-elephant.jpg', await solidJpeg(300, 300));
  write('icons/icon-192.png', await solidPng(192, 192)); // one colour: it would compress very well
  return dir;
}

/** The body as the browser sees it, after undoing the answer's Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload);
  return response.rawPayload;
}

describe('compressed answers', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await fakeClient();
    t = await buildTestApp({ CLIENT_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    t.request({
      method: 'GET',
      url,
      headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(cookie ? { cookie } : {}) },
    });

  describe('the built client’s files: the build’s siblings, sent as they are', () => {
    it.each([
      { accept: 'br', encoding: 'br' },
      { accept: 'gzip, deflate, br', encoding: 'br' }, // a browser's header: brotli preferred
      { accept: 'gzip', encoding: 'gzip' },
      { accept: undefined, encoding: undefined },
      { accept: 'identity', encoding: undefined },
    ])('Accept-Encoding $accept → Content-Encoding $encoding', async ({ accept, encoding }) => {
      const response = await get('/assets/app-abc123.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      // The original file's caching, not that of a file named .br or .gz.
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(response).toString()).toBe(SCRIPT);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    });

    it('sends /index.html’s sibling with the page’s policy', async () => {
      const response = await get('/index.html', 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response).toString()).toBe(PAGE);
    });

    it('never compresses a file per request: a small script without siblings goes as it is', async () => {
      const response = await get('/assets/tiny-abc123.js', 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('export {};\n');
    });

    it.each(['/assets/images/e-elephant.jpg', '/icons/icon-192.png'])('%s is sent as it is, even to a browser asking for br or gzip', async (url) => {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(fs.readFileSync(path.join(dir, url)))).toBe(true);
    });

    it('has no address for a sibling itself', async () => {
      expect((await get('/assets/app-abc123.js.br', 'br')).statusCode).toBe(404);
      expect((await get('/assets/app-abc123.js.gz')).statusCode).toBe(404);
    });

    it('compresses the page of a client route per request (it is made per request)', async () => {
      const response = await get('/learn/alphabet/a', 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response).toString()).toMatch(/^<!doctype html>.*<link rel="modulepreload" href="\/assets\/app-abc123.js">/s);
    });
  });

  describe('the API: compressed per request above 1 KB', () => {
    let adminCookie: string;
    beforeAll(async () => {
      adminCookie = (await registerAdmin(t)).cookie;
    });

    // The month's schedule (a row per day) is the API's largest answer, about 1.5 KB when empty.
    it.each(['br', 'gzip'])('a month’s schedule goes with %s', async (encoding) => {
      const plain = await get('/api/admin/schedule?month=2026-11', undefined, adminCookie);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const response = await get('/api/admin/schedule?month=2026-11', encoding, adminCookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response).toString())).toEqual(plain.json());
    });

    it('leaves the hot board read (a few hundred bytes) uncompressed', async () => {
      const { id } = await createPuzzle(t);
      const response = await get(`/api/puzzles/${id}`, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(1024);
      expect(response.headers['content-encoding']).toBeUndefined();
    });

    it('never compresses /media’s pictures', async () => {
      const { id } = await createPuzzle(t);
      const board: PuzzleBoard = await getBoard(t, id);
      const onDisk = fs.readFileSync(path.join(t.dataDir, 'uploads', board.imageUrl.replace('/media/', '')));
      for (const accept of ['br', 'gzip', 'br, gzip, deflate']) {
        const response = await get(board.imageUrl, accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding'], accept).toBeUndefined();
        expect(response.headers['content-length']).toBe(String(onDisk.length));
        expect(response.rawPayload.equals(onDisk)).toBe(true);
      }
    });
  });

  it('leaves Socket.IO’s own answers alone', async () => {
    const url = await listen(t);
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(body).toMatch(/^0\{"sid":/); // engine.io's open packet, as it sends it
  });
});

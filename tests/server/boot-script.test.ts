import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_HASH, bootScript, takeEntryScripts } from '../../server/pages/boot-script';
import { appServing } from './helpers/built-client';

/** The head and body Vite writes for the entry, as in dist/client/index.html. */
const BUILT_PAGE = [
  '<!doctype html><html><head><!--route-head--><title>x</title><!--/route-head-->',
  '    <script type="module" crossorigin src="/assets/index-B2d1exbk.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-C3cWAN_r.js">',
  '</head><body><div id="root"><!--route-shell--><!--/route-shell--></div></body></html>',
].join('\n');

const inlineScripts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

describe('the boot script', () => {
  it('takes Vite’s entry and its preloads out of the built page', () => {
    const { html, scripts } = takeEntryScripts(BUILT_PAGE);
    expect(scripts).toEqual({ entry: '/assets/index-B2d1exbk.js', preloads: ['/assets/rolldown-runtime-XKyaHtl9.js', '/assets/jsx-runtime-C3cWAN_r.js'] });
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<div id="root">');
  });

  it('leaves a page without a module entry as it is', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(takeEntryScripts(page)).toEqual({ html: page, scripts: null });
  });

  it('carries the entry and every preload once, escaped, in its attributes', () => {
    const tag = bootScript({ entry: '/assets/a.js', preloads: ['/assets/b.js'] }, ['/assets/b.js', '/assets/"c".js']);
    expect(tag).toMatch(/^<script data-entry="\/assets\/a\.js" data-preload="\/assets\/b\.js \/assets\/&quot;c&quot;\.js">/);
  });

  describe('in a served page', () => {
    const site = appServing({ 'index.html': BUILT_PAGE });

    it('is the page’s only script, and the policy allows exactly its text', async () => {
      const response = await site.app.request({ method: 'GET', url: '/thedailywordpuzzle' });
      const scripts = inlineScripts(response.body);
      expect(scripts).toHaveLength(1);
      expect(response.body.match(/<script\b[^>]*>/g)).toEqual([
        '<script data-entry="/assets/index-B2d1exbk.js" data-preload="/assets/rolldown-runtime-XKyaHtl9.js /assets/jsx-runtime-C3cWAN_r.js">',
      ]);
      const hash = `'sha256-${crypto.createHash('sha256').update(scripts[0] ?? '').digest('base64')}'`;
      expect(hash).toBe(BOOT_SCRIPT_HASH);
      expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
    });
  });
});

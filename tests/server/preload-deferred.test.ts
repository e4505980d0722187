import { describe, expect, it } from 'vitest';
import { preloadDeferred } from '../../build/preload-deferred';

/** The page Vite built for the entry: it names the entry and what the entry imports statically. */
const HTML = '<head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-1.js"></head>';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

/** A bundle where the entry imports React DOM and the app's router apart; both share the runtime and React. */
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-1.js', '/app/client/app/main.tsx', ['assets/runtime-1.js']),
    chunk('assets/runtime-1.js', null),
    chunk('assets/react-1.js', null, ['assets/runtime-1.js']),
    chunk('assets/client-1.js', '/app/node_modules/react-dom/client.js', ['assets/react-1.js', 'assets/runtime-1.js']),
    chunk('assets/router-1.js', '/app/client/app/router.tsx', ['assets/react-1.js'], ['assets/router-1.css']),
    chunk('assets/Page-1.js', '/app/client/features/Page.tsx', ['assets/react-1.js']),
  ].map((c) => [c.fileName, c]),
);

type Tag = { tag: string; attrs: Record<string, string | boolean> };

function transform(moduleIds: string[]): Tag[] {
  const plugin = preloadDeferred(moduleIds);
  const hook = plugin.transformIndexHtml as { handler: (html: string, context: { bundle: unknown }) => Tag[] };
  return hook.handler(HTML, { bundle: BUNDLE });
}

describe('preloadDeferred', () => {
  it('links the deferred chunks, what they import, and their CSS, each once and never what the page names', () => {
    const tags = transform(['/react-dom/client.js', '/client/app/router.tsx']);
    expect(tags.filter((t) => t.attrs.rel === 'modulepreload').map((t) => t.attrs.href)).toEqual(['/assets/client-1.js', '/assets/react-1.js', '/assets/router-1.js']);
    expect(tags.filter((t) => t.attrs.rel === 'stylesheet').map((t) => t.attrs.href)).toEqual(['/assets/router-1.css']);
    expect(tags.map((t) => t.attrs.href)).not.toContain('/assets/Page-1.js'); // a page's chunk comes with its page (server/pages/route-chunks.ts)
  });

  it('fails the build when a module is no longer a chunk of its own', () => {
    expect(() => transform(['/react-dom/client.js', '/client/app/gone.tsx'])).toThrow(/no chunk for \/client\/app\/gone\.tsx/);
  });
});

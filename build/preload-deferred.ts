import type { Plugin } from 'vite';

/** What this plugin reads of a bundle's chunk (Rollup's and Rolldown's OutputChunk alike). */
interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Module preloads and stylesheets in the built page for the chunks of modules the entry imports
 * dynamically on purpose, to evaluate each in a later task than its own (client/app/main.tsx). Vite
 * links only what the entry imports statically; without these the browser would learn of those chunks
 * only once the entry has run, one more round trip on a phone, and their CSS (the header's) would
 * come after the first screen. The server starts every module preload of the page with its boot
 * script and writes every linked stylesheet into the page (server/pages/), so these come with them.
 */
export function preloadDeferred(moduleIds: readonly string[]): Plugin {
  return {
    name: 'puzzle-gift:preload-deferred',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output): output is typeof output & BundleChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const missing = moduleIds.filter((id) => !chunks.some((chunk) => chunk.facadeModuleId?.endsWith(id)));
        if (missing.length > 0) throw new Error(`preloadDeferred: no chunk for ${missing.join(', ')}; is it still imported dynamically by the entry?`);
        const deferred = chunks.filter((chunk) => moduleIds.some((id) => chunk.facadeModuleId?.endsWith(id)));
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (file: string) => {
          if (scripts.has(file) || html.includes(`/${file}"`)) return; // each once; never what the page names already
          scripts.add(file);
          const chunk = byFile.get(file);
          chunk?.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk?.imports.forEach(visit);
        };
        deferred.forEach((chunk) => visit(chunk.fileName));
        return [
          ...[...styles].filter((css) => !html.includes(`/${css}"`)).map((css) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` }, injectTo: 'head' as const })),
          ...[...scripts].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

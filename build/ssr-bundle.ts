import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as Shell from '../client/app/shell';
import { SSR_DIR, SSR_ENTRY } from '../server/pages/route-shells';

/**
 * Builds the app's first screens for Node (client/app/shell.tsx) into <client folder>/.vite/ssr/,
 * a dot-folder the server never serves as a file, and loads it. The app's own Vite config (its
 * plugins: the Phaser alias, React), in the `mode` the client was built in, so its pages are the
 * ones that build serves (the test build's test pages included). React, React Router and the other
 * packages stay imports, read from node_modules beside the build as the server's own are.
 */
export async function buildShellBundle(clientDir: string, mode: string): Promise<typeof Shell> {
  await build({
    configFile: 'vite.config.ts',
    mode,
    logLevel: 'warn',
    // Every package inside, in its production build, as the browser's bundle has them: the server
    // starts without NODE_ENV, and React's development build renders a board page ten times slower.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'app/shell.tsx',
      outDir: path.resolve(clientDir, SSR_DIR),
      emptyOutDir: true,
      manifest: false, // the client's manifest is the one the server reads (route-chunks.ts)
      copyPublicDir: false,
    },
  });
  const entry = path.resolve(clientDir, SSR_ENTRY);
  if (!fs.existsSync(entry)) throw new Error(`the server bundle has no ${SSR_ENTRY}`);
  return (await import(pathToFileURL(entry).href)) as typeof Shell;
}

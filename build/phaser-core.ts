import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PHASER_SRC = fileURLToPath(new URL('../node_modules/phaser/src/', import.meta.url));
const KIT_BUILD = fileURLToPath(new URL('../game/scenes/kit/phaser-build.ts', import.meta.url));

/**
 * Phaser's build flags, as its own webpack configs define them (`typeof X` becomes a
 * constant): both renderers (WebGL, and Canvas where WebGL is missing), sound, no debug.
 */
const FLAGS: Record<string, boolean> = {
  CANVAS_RENDERER: true,
  WEBGL_RENDERER: true,
  WEBGL_DEBUG: false,
  FEATURE_SOUND: true,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
};
const FLAG_TEST = new RegExp(`typeof (${Object.keys(FLAGS).join('|')})\\b`, 'g');
const EXPOSE_GLOBAL = /^global\.Phaser = Phaser;$/m;

/**
 * The board kit's custom Phaser build. Phaser does not tree-shake: its package
 * entry is the whole engine (physics, tilemaps, meshes, video, spine hooks…), 1.4 MB
 * a phone must parse and run. Every `import Phaser from 'phaser'` resolves instead to
 * game/scenes/kit/phaser-build.ts, which assembles only what our scenes use from
 * Phaser's source modules, built with the flags above. Types stay the package's.
 */
/** Phaser's sources with the flags applied; null for any other file. */
function applyFlags(code: string, id: string): { code: string; map: null } | null {
  if (!id.startsWith(PHASER_SRC)) return null;
  const replaced = code
    .replace(FLAG_TEST, (_match, flag: string) => (FLAGS[flag] ? '"flag"' : 'undefined'))
    .replace(EXPOSE_GLOBAL, ''); // webpack's `global`; our scenes import Phaser, nothing needs window.Phaser
  return replaced === code ? null : { code: replaced, map: null };
}

export function phaserCore(): Plugin {
  return {
    name: 'puzzle-gift:phaser-core',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          { find: /^phaser$/, replacement: KIT_BUILD },
          // Phaser's package exports only its bundles; its sources are reached by path.
          { find: /^phaser\/src\//, replacement: PHASER_SRC },
        ],
      },
      // The dev server and Vitest's browser mode pre-bundle Phaser's sources apart from the
      // app's plugins: the flags must be applied there too (else WEBGL_DEBUG pulls in Spector).
      optimizeDeps: { rolldownOptions: { plugins: [{ name: 'puzzle-gift:phaser-flags', transform: applyFlags }] } },
    }),
    transform: applyFlags,
  };
}

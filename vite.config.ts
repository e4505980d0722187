import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { precompress } from './build/precompress';
import { phaserCore } from './build/phaser-core';
import { preloadDeferred } from './build/preload-deferred';

// The React app lives in client/; the server serves the build from dist/client.
// In `npm run dev` Vite proxies the API and the Socket.IO endpoint to Fastify.
const apiPort = Number(process.env.PORT ?? 3000);

/**
 * The precached page is asked for as /learn, not /index.html: the server answers /learn with the
 * page's Content-Security-Policy (a plain /index.html is a static file without it), and the
 * service worker hands that response, headers and all, to every page of the section.
 */
const shellAsLearn: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/learn' } : entry)),
  warnings: [],
});

/**
 * The alphabet section's offline app (client/features/learn/kiosk/): a service worker that
 * precaches the build, the letters' pictures and voices and the board sounds. Registered only by
 * the section (LearnSection), for the scope /learn: no other page loads or is served by it.
 * The manifest is assets/public/manifest.webmanifest (made with the icons by
 * assets/scripts/make-app-icons.ts) and is linked from the section's pages only.
 */
const learnOffline = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'features/learn/kiosk',
  filename: 'sw.ts', // built to /sw.js
  scope: '/learn',
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: false,
  injectManifest: {
    globPatterns: [
      '**/*.{js,css,html,svg}', // the app's code: every chunk, so any page of the section opens offline
      'manifest.webmanifest',
      'icons/*.png',
      'assets/images/*.jpg', // a picture per letter
      'assets/audio/*.mp3', // every clip of allClips() (game/rules/letters.ts)
      'audio/*.mp3', // the boards' sounds
    ],
    // The .br/.gz siblings (build/precompress.ts) are the same files again, for the network only; no
    // pattern above matches them, and a broader pattern later must not precache every file three times.
    globIgnores: ['**/*.{br,gz}'],
    // Only Vite's hashed files sit straight in assets/; the pictures and voices below it keep their
    // names across releases, so they are precached by content revision and refreshed when they change.
    dontCacheBustURLsMatching: /^assets\/[^/]+$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024, // Phaser's chunk (1.4 MB) with room to grow; larger files would be left out silently
    manifestTransforms: [shellAsLearn],
    rollupFormat: 'iife', // one classic script: registered without { type: 'module' }
  },
});

export default defineConfig({
  root: 'client',
  publicDir: '../assets/public',
  plugins: [phaserCore(), react(), learnOffline, preloadDeferred(['/client/app/router.tsx', '/react-dom/client.js']), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true, // .vite/manifest.json: the server preloads each landing page's chunks (server/pages/route-chunks.ts)
    chunkSizeWarningLimit: 1600, // Phaser is one large chunk, loaded only on board pages
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/media': `http://localhost:${apiPort}`,
      '/socket.io': { target: `ws://localhost:${apiPort}`, ws: true },
    },
  },
});

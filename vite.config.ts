import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The React app lives in client/; the server serves the build from dist/client.
// In `npm run dev` Vite proxies the API and the Socket.IO endpoint to Fastify.
const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'client',
  publicDir: '../assets/public',
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
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

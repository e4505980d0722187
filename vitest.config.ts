import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { phaserCore } from './build/phaser-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';

// Three projects: the pure rules, lint rules, client logic and server in Node on SQLite; the server
// tests that matter for the second engine again on a real PostgreSQL server that the project starts;
// the board kit's scenes in real Chromium (Vitest's browser mode). Playwright specs (tests/e2e) are separate.
// Each project `extends` this root config: in Vitest 4 an inline project otherwise starts from the
// defaults, and the timeouts below silently fell back to 5 s (tests then failed on a busy machine).
/**
 * Everything that reads or writes the database through the app, and what only PostgreSQL does. Files
 * whose code reaches the database no differently by engine (DKIM signing, photo moderation's provider,
 * request validation, HEAD answers, liveness) run in the SQLite project only, as do blocks marked
 * `describeOnce` / `itOnce` (tests/server/helpers/test-database.ts).
 */
const POSTGRES_TESTS = [
  'migrations',
  'account',
  'account-data',
  'passkeys',
  'texts',
  'text-outbox',
  'texts-account',
  'moderation',
  'auth',
  'auth-reset',
  'admin-schedule',
  'backup',
  'card-images',
  'cluster',
  'cards',
  'coins',
  'coins-cluster',
  'coupons',
  'daily',
  'daily-library',
  'delivery',
  'health-ready',
  'metrics',
  'my-gifts',
  'outbox',
  'outbox-claims',
  'orphan-pictures',
  'party',
  'party-jigsaw',
  'party-limits',
  'party-race',
  'prepared',
  'puzzle-screen',
  'puzzles-create',
  'puzzles-jigsaw',
  'puzzles-play',
  'puzzles-resume',
  'puzzles-throttle',
  'read-cache',
  'realtime',
  'reminders',
  'replies',
  'retention',
  'shutdown',
  'unsubscribe',
  'gift-store',
  'feature-flags',
  'contacts',
  'occasion-reminders',
];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two workers on two cores (Vitest's default there is one): most server tests wait on sockets,
    // processes and PostgreSQL, so the second worker runs while the first waits (442 s → 294 s).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/game/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/client/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          isolate: false, // one module graph per worker: the server tests' imports are loaded once, not per file (45 s saved)
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: POSTGRES_TESTS.map((name) => `tests/server/${name}.test.ts`),
          environment: 'node',
          pool: 'forks',
          isolate: false,
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [phaserCore(), react()], // the scenes run on the same custom Phaser build as the app
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

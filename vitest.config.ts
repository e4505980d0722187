import { defineConfig } from 'vitest/config';

// Vitest runs the pure rules and the server tests; Playwright specs (tests/e2e) are not included.
export default defineConfig({
  test: {
    include: ['tests/game/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/client/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});

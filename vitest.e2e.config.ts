import { defineConfig } from 'vitest/config';

// Browser journeys: a built server on a free port, driven by Debian's chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

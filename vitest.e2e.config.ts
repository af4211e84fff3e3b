import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Browser journeys: a built server on a free port, driven by Debian's chromium through playwright-core. The
// specs read the shared contracts and the server's settings, which import `@shared` as the app does.
export default defineConfig({
  resolve: { alias: { '@shared': r('./shared') } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/build-once.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

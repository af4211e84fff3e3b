import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@': r('./client/src'), '@shared': r('./shared') };

/**
 * Component test files that replace a module with `vi.mock`: a mock only takes effect in a module graph of
 * its own, so these run isolated while the rest share one graph.
 */
const MOCKING = [
  'client/src/features/projector/__tests__/projector-page.test.tsx',
  'client/src/features/tariff/__tests__/game-control-page.test.tsx',
];
const clientTests = {
  environment: 'jsdom' as const,
  setupFiles: ['server/test/built-in-cases.ts', 'client/src/test/setup.ts'],
  // Above setup.ts's 5 s ceiling for findBy*/waitFor, and far above any test's normal run
  // (under 1.5 s), so a test fails on what it checks, not on a busy machine.
  testTimeout: 15_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // One worker thread for every file, the packages loaded once: 391 s to 234 s for ~120 files.
          // each-file.ts loads the files' own modules afresh for the next file; a test that needs a process
          // setting (umask) starts a process. See ADR 27.
          pool: 'threads',
          isolate: false,
          setupFiles: ['server/test/built-in-cases.ts', 'server/test/each-file.ts'],
          // Only a hang fails on time: a test here takes at most a few seconds on an idle machine and ten
          // times that on a busy one. Nothing here waits on the clock (see TEST_SETTINGS).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...clientTests,
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          exclude: MOCKING,
          // One worker and one document for every file: 172 s to about 42 s, most of which was loading
          // React, Radix and the other packages again for each of ~100 files. setup.ts loads the app's own
          // modules afresh for each file and clears the document and storage; see ADR 27.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { ...clientTests, name: 'client-mocking', include: MOCKING },
      },
    ],
  },
});

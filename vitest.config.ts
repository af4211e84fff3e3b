import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@': r('./client/src'), '@shared': r('./shared') };

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
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          // Above setup.ts's 5 s ceiling for findBy*/waitFor, and far above any test's normal run
          // (under 1.5 s), so a test fails on what it checks, not on a busy machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});

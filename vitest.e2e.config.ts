import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The journeys that run alone: they start several server processes, kill or stop them, or put a load
 * balancer in front, and a second journey's processes beside them would only add noise to what they check.
 */
const ALONE = [
  'e2e/load-balancer.spec.ts',
  'e2e/reliability.spec.ts',
  'e2e/server-process.spec.ts',
  'e2e/results-at-scale.spec.ts',
];

const shared = {
  environment: 'node',
  // the specs read the registry (routes, roles, figures), which the shipped case packages fill
  setupFiles: ['server/test/built-in-cases.ts'] as string[],
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

// Browser journeys: a built server on a free port, driven by Debian's chromium through playwright-core. The
// specs read the shared contracts and the server's settings, which import `@shared` as the app does.
// Each file has its own server and browser, so two files run side by side (a journey spends much of its time
// waiting on the other process); the ones in ALONE run after them, one at a time.
export default defineConfig({
  resolve: { alias: { '@shared': r('./shared') } },
  test: {
    globalSetup: ['e2e/support/build-once.ts', 'e2e/support/data-template.ts'],
    projects: [
      {
        resolve: { alias: { '@shared': r('./shared') } },
        test: {
          ...shared,
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          exclude: ALONE,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias: { '@shared': r('./shared') } },
        test: {
          ...shared,
          name: 'e2e-alone',
          include: ALONE,
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

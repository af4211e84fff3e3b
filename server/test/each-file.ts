import { afterAll, vi } from 'vitest';

// The API test files share a worker (vitest.config.ts: no isolation; the packages load once). Each file's
// own modules (the app, its limits and live buses) load afresh for the next.
afterAll(() => {
  vi.resetModules();
});

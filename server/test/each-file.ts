import { afterAll, vi } from 'vitest';
import { forgetAddedCases } from '../modules/cases/registry';

// The API test files share a worker (vitest.config.ts: no isolation; the packages load once). Each file's
// own modules (the app, its limits and live buses) load afresh for the next, and the cases a file added
// leave the registry with its database (the registry lives on globalThis, past the modules).
afterAll(() => {
  forgetAddedCases();
  vi.resetModules();
});

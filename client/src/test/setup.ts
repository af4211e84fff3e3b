import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { recordError, takeErrorRecord } from './console';

// findBy* and waitFor wait for real events (a stubbed fetch answered, React rendering a table), whose
// time depends on how busy the machine is; the default ceiling of 1 s is within reach of a normal run on
// a busy 2-core machine. A wait returns as soon as its condition holds: a higher ceiling only costs a
// failing test time. (vitest.config.ts gives each test 15 s, so a failed wait reports itself.)
configure({ asyncUtilTimeout: 5_000 });

// console.error is replaced by hand, not with vi.spyOn, so that a test file's `vi.restoreAllMocks()`
// cannot switch the check off; once per process, as the console outlives each file's modules.
const hook = globalThis as { __reportConsoleError?: (args: unknown[]) => boolean };
if (!hook.__reportConsoleError) {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    // what the test expected stays quiet; anything else is printed too, where it happened
    if (!hook.__reportConsoleError!(args)) original(...args);
  };
}
hook.__reportConsoleError = recordError;

const onError = (event: ErrorEvent) =>
  recordError([`Uncaught error: ${format(event.error ?? event.message)}`]);
const onRejection = (event: PromiseRejectionEvent) =>
  recordError([`Unhandled rejection: ${format(event.reason)}`]);

beforeEach(() => {
  takeErrorRecord();
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});

afterEach(() => {
  cleanup();
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  const { unexpected, missing } = takeErrorRecord();
  expect(unexpected, 'console.error or uncaught errors this test did not expect').toEqual([]);
  expect(missing, 'expectConsoleError patterns that never matched').toEqual([]);
});

// The component test files share one worker and one document (vitest.config.ts: no isolation, which halves
// the suite's time: React, Radix and the other packages load once). What a file leaves behind goes with it:
// the app's own modules are loaded afresh for the next file (their state: toasts, the live stream's hello),
// and the document and storage are cleared.
afterAll(() => {
  vi.resetModules();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  localStorage.clear();
  sessionStorage.clear();
});

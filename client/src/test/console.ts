import { format } from 'node:util';
import { vi, type Mock } from 'vitest';

/*
 * What a component test may log. A test fails on a `console.error`, an uncaught error or an unhandled
 * rejection that it did not declare with `expectConsoleError` (as epic-stack's
 * tests/setup/setup-test-env.ts does): React reports most mistakes (act warnings, missing keys, a render
 * that threw) only there, and a test that passes while the page logs an error proves less than it says.
 * setup.ts installs the hooks and checks after each test.
 */

interface Expected {
  pattern: RegExp;
  seen: Mock<(...args: unknown[]) => void>;
}

let expected: Expected[] = [];
let unexpected: string[] = [];

/** Records one error report; true when the test declared it. */
export function recordError(args: unknown[]): boolean {
  const text = format(...args);
  const matches = expected.filter((e) => e.pattern.test(text));
  for (const e of matches) e.seen(...args);
  if (matches.length === 0) unexpected.push(text);
  return matches.length > 0;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Declares that this test expects `console.error` (or an uncaught error) whose text matches `pattern`,
 * and fails it if none came. Returns a mock called with the arguments of each matching report, for
 * assertions such as `expect(logged).toHaveBeenCalledWith('Failed to ...', expect.any(Error))`.
 */
export function expectConsoleError(pattern: RegExp | string) {
  const seen = vi.fn<(...args: unknown[]) => void>();
  expected.push({ pattern: typeof pattern === 'string' ? new RegExp(escape(pattern)) : pattern, seen });
  return seen;
}

/** Ends a test's record: what came that nobody declared, and what was declared but never came. */
export function takeErrorRecord(): { unexpected: string[]; missing: string[] } {
  const record = {
    unexpected,
    missing: expected.filter((e) => e.seen.mock.calls.length === 0).map((e) => String(e.pattern)),
  };
  expected = [];
  unexpected = [];
  return record;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

// The registry is data (content/cases): every test file sees the shipped cases, as the server does once it
// starts. Registered once per worker; the registry lives on globalThis, so it outlives each file's modules.
//
// The client's projects run this in jsdom, where Vite rewrites `new URL('../../', import.meta.url)` (the
// project root in server/lib/paths.ts) into a page address: there the cases module reads the root from here.
const inBrowser = 'window' in globalThis;
if (inBrowser) {
  const root = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')}/`;
  vi.doMock('../lib/paths', () => ({ paths: { root, content: `${root}content` } }));
}
const { loadBuiltInCases } = await import('../modules/cases/built-in');
loadBuiltInCases();
if (inBrowser) vi.doUnmock('../lib/paths');

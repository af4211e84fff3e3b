import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '@/app/provider';
import { declaredTopics } from '@/lib/live/live-topics';
import { createQueryClient } from '@/lib/query-client';

/**
 * Every query a page shows declares what live events change it (`meta.liveTopics`, lib/live/live-topics.ts):
 * the live channel refreshes queries by those topics only, so one that declared none would silently never
 * follow the class. Such a query fails the component test that renders it.
 */
export function requireLiveTopics(client: QueryClient) {
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'observerAdded' && !declaredTopics(event.query.meta))
      console.error(
        `A page shows a query that declares no live topics (meta.liveTopics): ${event.query.queryHash}`,
      );
  });
}

/** Renders a component inside every real provider of the app, at a given path. */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const client = createQueryClient();
  requireLiveTopics(client);
  const result = render(
    <Router hook={location.hook}>
      <AppProvider client={client}>{ui}</AppProvider>
    </Router>,
  );
  return { ...result, location, client };
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces window.fetch with a function of (url, init): the network edge, not the code under test. */
export function stubFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    calls.push({ url, init });
    return handler(url, init);
  }) as typeof fetch;
  return calls;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Loads the lazy chunks a test file's pages reach for (the toaster, a dialog) before its first test.
 * A chunk's first import transforms and runs its code (Radix and all): real work, as slow as the machine
 * is busy, which a findBy* waiting for the chunk's text would otherwise have to fit in. `lazy()` still
 * suspends and resumes in the tests; only the wait for the module moves here, under a generous timeout.
 */
export function preloadLazyChunks(...imports: (() => Promise<unknown>)[]) {
  beforeAll(() => Promise.all(imports.map((load) => load())), 60_000);
}

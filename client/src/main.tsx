// first: the cases the page was sent, registered before any module that reads the registry runs
import './app/case-registry';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { readSsrPayload } from './app/ssr-payload';
import { createQueryClient } from './lib/query-client';

function start() {
  const container = document.getElementById('root')!;
  const payload = readSsrPayload();
  const client = createQueryClient();
  if (payload) hydrate(client, payload.queries);

  const app = (
    <StrictMode>
      <AppProvider client={client} initialUser={payload?.user}>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );

  // The server renders every page (ADR 0005); without its HTML (the dev server) the browser renders alone.
  if (!payload) return createRoot(container).render(app);
  // As a transition: React hydrates in slices of a few milliseconds, so a phone that is still waking the
  // page up keeps answering taps and scrolls.
  startTransition(() => void hydrateRoot(container, app));
}

// Started by boot.ts, an async script: it may run before the page's HTML has all arrived.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

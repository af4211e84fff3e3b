/**
 * Server-side rendering (ADR 0005): the built server imports this module (dist/ssr/entry-server.js) and
 * renders each page request to HTML, so a phone paints the page before any JavaScript has run. The data a
 * page needs is read from the site's own API over loopback with the visitor's cookie, so the API's access
 * rules decide what a page may show, exactly as they do for the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { PageRenderRequest, PageRenderResult } from '@shared/contracts/page-render';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import type { SsrPayload } from './app/ssr-payload';
import { setApiFetch } from './lib/api';
import { createQueryClient } from './lib/query-client';

const requestContext = new AsyncLocalStorage<PageRenderRequest>();
const MAX_ROUNDS = 3;

setApiFetch((url, init) => {
  const request = requestContext.getStore();
  if (!request) throw new Error('an API read outside a page render');
  const headers = new Headers(init.headers);
  if (request.cookie) headers.set('cookie', request.cookie);
  return fetch(new URL(url, request.apiOrigin), { ...init, headers, signal: request.signal });
});

function App({ request, client }: { request: PageRenderRequest; client: QueryClient }) {
  const [path, search = ''] = request.url.split('?');
  return (
    <StrictMode>
      <Router ssrPath={path} ssrSearch={search}>
        <AppProvider client={client} initialUser={request.user}>
          <AppRouter />
        </AppProvider>
      </Router>
    </StrictMode>
  );
}

/** Renders until every lazy page module has loaded; the HTML itself is not used. */
async function loadEverything(request: PageRenderRequest, client: QueryClient): Promise<void> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<App request={request} client={client} />, {
    signal: request.signal,
    onError: (err) => void errors.push(err),
  });
  prelude.resume();
  // React would leave a failed part for the browser; the server sends the whole page unrendered instead.
  if (errors.length > 0) throw errors[0];
}

/**
 * Render, fetch, repeat: a render finds the queries the page asks for (useQuery registers them without
 * fetching on the server) and loads the page's lazy modules; those queries are fetched and the page is
 * rendered again, until it asks for nothing new (data can reveal parts with queries of their own).
 * Queries that fail (a closed simulation's instructions, say), and those marked `renderOnServer: false`
 * (lists too long to embed), are left for the browser, which shows their loading or error state itself.
 */
export async function render(request: PageRenderRequest): Promise<PageRenderResult<SsrPayload>> {
  const client = createQueryClient();
  const tried = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    await loadEverything(request, client);
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter(
        (q) =>
          q.state.status === 'pending' &&
          (q.options as { enabled?: unknown }).enabled !== false &&
          q.meta?.renderOnServer !== false &&
          !tried.has(q.queryHash),
      );
    if (wanted.length === 0) break;
    wanted.forEach((q) => tried.add(q.queryHash));
    await requestContext.run(request, () => Promise.allSettled(wanted.map((q) => q.fetch())));
  }
  // A failed query renders as loading, as the browser will first see it, and is fetched there again.
  client.removeQueries({ predicate: (q) => q.state.status === 'error' });
  await loadEverything(request, client);
  // Everything has loaded now, so the synchronous renderer writes the whole page in place. (A prerender
  // would move large parts to the end of the document behind an inline script, which the CSP forbids.)
  const html = renderToString(<App request={request} client={client} />);
  // `<!--$!-->` marks a part the server could not finish; the browser would throw it away and warn.
  if (html.includes('<!--$!-->'))
    throw new Error(`part of ${request.url} could not be rendered on the server`);
  return { html, payload: { user: request.user, queries: dehydrate(client) } };
}

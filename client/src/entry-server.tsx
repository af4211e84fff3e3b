/**
 * Server-side rendering (ADR 0005): the built server imports this module (dist/ssr/entry-server.js) and
 * renders each page request to HTML, so a phone paints the page before any JavaScript has run. The data a
 * page needs is read through the server's `fetch` (server/ssr.ts): the same answers the API would give this
 * visitor, from the API's own reads called in-process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { PageRenderRequest, PageRenderResult } from '@shared/contracts/page-render';
import { AppProvider } from './app/provider';
import { AppRouter, routeLoad } from './app/router';
import type { SsrPayload } from './app/ssr-payload';
import { setApiFetch } from './lib/api';
import { createQueryClient } from './lib/query-client';

const requestContext = new AsyncLocalStorage<PageRenderRequest>();

// Every API read of a render goes through the server's `fetch` for that request: the server answers with the
// API's own read for the request's viewer.
setApiFetch((url, init) => {
  const request = requestContext.getStore();
  if (!request) throw new Error('an API read outside a page render');
  return request.fetch(url, init) as Promise<Response>;
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

/**
 * One pass: the route table says what the page at this path renders (its lazy modules) and which queries
 * it shows for this visitor; those are loaded, then the page is rendered once. Queries that fail (a closed
 * simulation's instructions, say) are left for the browser, which shows their loading or error state
 * itself, as are queries the route does not list (lists too long to embed, such as the results).
 */
export async function render(request: PageRenderRequest): Promise<PageRenderResult<SsrPayload>> {
  const client = createQueryClient();
  const path = request.url.split('?')[0]!;
  const { pages, queries } = routeLoad(path);
  await Promise.all(pages.map((p) => p.preload()));
  const wanted = await queries({ isAdmin: Boolean(request.user?.isAdmin) });
  await requestContext.run(request, () =>
    Promise.all(wanted.map((q) => client.prefetchQuery(q as FetchQueryOptions))),
  );
  // A failed query renders as loading, as the browser will first see it, and is fetched there again.
  client.removeQueries({ predicate: (q) => q.state.status === 'error' });
  request.signal.throwIfAborted();
  // The synchronous renderer writes the whole page in place. (A streaming render would move parts to the
  // end of the document behind an inline script, which the CSP forbids.)
  const html = renderToString(<App request={request} client={client} />);
  // `<!--$!-->` marks a part that suspended (a lazy module the route did not list); the browser would throw
  // it away and warn, so the page is sent unrendered instead and the route table must be fixed.
  if (html.includes('<!--$!-->'))
    throw new Error(`part of ${request.url} could not be rendered on the server`);
  return { html, payload: { user: request.user, queries: dehydrate(client) } };
}

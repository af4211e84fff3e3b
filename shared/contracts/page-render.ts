import type { User } from './auth';

/**
 * The id of the `<script type="application/json">` block that carries a rendered page's data (the
 * renderer's `payload`) to the browser: the server writes it, the client reads it before hydrating. A data
 * block is never executed, so the CSP allows it.
 */
export const SSR_PAYLOAD_ID = 'ssr-data';

/**
 * Between the server and the page renderer `vite build --ssr` makes from client/src/entry-server.tsx
 * (ADR 0005): the server imports the built module at run time, so this is the only link between them.
 */
export interface PageRenderRequest {
  /** Path and query string of the page, e.g. /decks */
  url: string;
  /** The signed-in admin, from the session the request carried. */
  user: User | null;
  /** Where this server answers on loopback, e.g. http://127.0.0.1:5000 */
  apiOrigin: string;
  /** The request's Cookie header, forwarded to the API. */
  cookie?: string;
  /** Aborts a render that takes too long; the server then sends the page for the browser to render. */
  signal: AbortSignal;
}

export interface PageRenderResult<Payload = unknown> {
  html: string;
  /** Data the browser needs to take the page over, sent in a JSON block. */
  payload: Payload;
}

export interface PageRenderer {
  render(request: PageRenderRequest): Promise<PageRenderResult>;
}

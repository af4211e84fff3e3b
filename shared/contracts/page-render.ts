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
  /**
   * The page's one way to read the API (a GET of a path such as /api/visibility/decks): the server answers
   * with the API's own read for this request's viewer, in-process (server/lib/reads.ts).
   */
  fetch(url: string, init: ApiReadInit): Promise<ApiReadResponse>;
  /** Aborts a render that takes too long; the server then sends the page for the browser to render. */
  signal: AbortSignal;
}

/** The part of the Fetch API's request options a page's reads pass (shared/ has no DOM types). */
export interface ApiReadInit {
  method?: string;
  headers?: unknown;
  body?: unknown;
  credentials?: unknown;
}

/** The part of a Fetch API Response a page's reads use. */
export interface ApiReadResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

export interface PageRenderResult<Payload = unknown> {
  html: string;
  /** Data the browser needs to take the page over, sent in a JSON block. */
  payload: Payload;
}

export interface PageRenderer {
  render(request: PageRenderRequest): Promise<PageRenderResult>;
}

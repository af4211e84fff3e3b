import http from 'node:http';
import type { Express } from 'express';

/**
 * How long a client may take to send its request. Node's defaults (60 s for the headers, 300 s for the
 * whole request) let a few slow clients hold connections for minutes; our bodies are at most 32 KB.
 */
export const HTTP_TIMEOUTS = { headersMs: 15_000, requestMs: 30_000, checkEveryMs: 1_000 };

export function createHttpServer(
  app: Express,
  timeouts = HTTP_TIMEOUTS,
  /** Answers what it can before Express (the build's scripts and styles); true when it did. */
  before?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
): http.Server {
  return http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    before ? (req, res) => void (before(req, res) || app(req, res)) : app,
  );
}

/** The headers by which a proxy names the client, its scheme and host to the app behind it (TRUST_PROXY). */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];

/**
 * The server renderer's own listener on loopback (server/index.ts), same app. Every local process can reach
 * it, so TRUST_PROXY must not apply there (issue 28: forged `X-Forwarded-For` escaped every per-address
 * limit): the forwarded headers are dropped before the app sees them, and a request on it is the loopback
 * address it came from. The renderer never sends them; its reads are the server's own.
 */
export function createInternalHttpServer(
  app: Express,
  before?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
): http.Server {
  return createHttpServer(app, HTTP_TIMEOUTS, (req, res) => {
    for (const header of FORWARDED_HEADERS) delete req.headers[header];
    return before?.(req, res) ?? false;
  });
}

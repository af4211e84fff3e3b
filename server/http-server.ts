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

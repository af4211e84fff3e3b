import type http from 'node:http';
import type { Logger } from 'pino';
import type { Site } from './app';
import { createHttpServer, HTTP_TIMEOUTS } from './http-server';

export interface ServerOptions {
  port: number;
  /** Unset: every address, IPv6 and IPv4. */
  host?: string;
  logger: Logger;
  /** Runs once the last request has finished on a stop: close the database there. */
  onStopped?: () => Promise<void> | void;
  /**
   * SIGTERM and SIGINT stop the server and then exit the process (true for a process that is the server;
   * tests that start one inside their own process pass false).
   */
  exitOnSignal?: boolean;
  timeouts?: typeof HTTP_TIMEOUTS;
}

export interface RunningServer {
  server: http.Server;
  /** The port it listens on (the one it was given, or the one the system chose for port 0). */
  port: number;
  /**
   * Stops accepting connections, closes the idle ones, ends the live streams and lets the requests in flight
   * finish (at most FORCE_STOP_MS), then runs onStopped. Calling it again returns the same stop.
   */
  stop(reason: string): Promise<void>;
}

/** How long requests in flight may take to finish on a stop before their connections are cut. */
export const FORCE_STOP_MS = 10_000;

/**
 * A class connects at once (300 browsers, up to six connections each): Node's default queue of 511 waiting
 * connections overflowed, and each dropped connection waited 1-3 s to retry.
 */
const BACKLOG = 4096;

/**
 * Listens with the site: the one way the site is served, by `npm start` (server/index.ts) and by the tests
 * that need a listening server. Rejects when it cannot listen (the port is taken).
 */
export async function startServer(site: Site, options: ServerOptions): Promise<RunningServer> {
  const { logger, onStopped, exitOnSignal = true } = options;
  const server = createHttpServer(site.app, options.timeouts, site.serveAsset);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: options.host ?? '::', backlog: BACKLOG }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => logger.error({ err }, 'server error'));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  let stopping: Promise<void> | undefined;
  const stop = (reason: string) =>
    (stopping ??= new Promise<void>((resolve) => {
      logger.info({ reason }, 'shutting down: finishing in-flight requests');
      server.close(() => resolve());
      server.closeIdleConnections();
      // live streams never finish on their own: end them, and the browsers reconnect elsewhere. Their
      // connections then sit idle (kept alive by the browser) and would hold the stop until the force timeout:
      // closed as soon as each stream's retry hint has gone out
      void site.close().then(() => server.closeIdleConnections());
      const force = setTimeout(() => {
        logger.warn(`requests still running after ${FORCE_STOP_MS / 1000} s; closing anyway`);
        server.closeAllConnections();
      }, FORCE_STOP_MS);
      force.unref();
    }).then(async () => {
      try {
        await site.finish();
        await onStopped?.();
      } catch (err) {
        logger.error({ err }, 'error while stopping');
        process.exitCode = 1;
      }
    }));

  if (exitOnSignal) {
    const onSignal = (signal: NodeJS.Signals) => void stop(signal).then(() => process.exit());
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
  return { server, port, stop };
}

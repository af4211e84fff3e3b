import 'dotenv/config';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { assetFastPath, createApp, endLiveStreams } from './app';
import { createHttpServer, createInternalHttpServer } from './http-server';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, openDatabase, type Database } from './db/client';
import { migrateAndSeed } from './db/migrate';
import { createLogger } from './logger';
import { ensureAdminAccount } from './modules/auth/admin-account';
import { deleteExpiredSessions } from './modules/auth/session-store';
import { networkHosts } from './modules/join/network-hosts';
import { readyMessage } from './ready-message';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // React (loaded with the server renderer) picks its production or development build from this.
  process.env.NODE_ENV = config.env;
  const logger = createLogger(config.logLevel);

  let database: Database;
  try {
    database = await openDatabase(config);
    await migrateAndSeed(database);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(`Could not open the database: ${(err as Error).message}`);
    process.exit(1);
  }

  let server: Server | undefined = undefined; // set once listening; a stop may come before
  let app: Express | undefined = undefined;
  let stopping = false;
  /** Lets requests in flight finish, then closes the database and exits with process.exitCode (0 by default). */
  function stop(reason: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down: finishing in-flight requests');
    const finish = async () => {
      try {
        await adminAccountReady; // a stop in the first second lets the account write finish
        await database.close();
        process.exit();
      } catch (err) {
        logger.error({ err }, 'error while closing the database');
        process.exit(1);
      }
    };
    if (!server) return void finish();
    server.closeIdleConnections();
    // live streams never finish on their own: end them, and the browsers reconnect elsewhere
    if (app) endLiveStreams(app);
    const force = setTimeout(() => {
      logger.warn('requests still running after 10 s; closing anyway');
      server?.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(() => void finish());
  }

  // The instructor account is checked against ADMIN_EMAIL/ADMIN_PASSWORD (a deliberately slow scrypt)
  // while the site already answers; sign-in waits for it. This promise never rejects.
  let listeningNow: () => void = () => {};
  const isListening = new Promise<void>((resolve) => (listeningNow = resolve));
  const adminAccountReady: Promise<void> = ensureAdminAccount(
    database.db,
    config.admin,
    config.passwordHashCost,
  ).then(
    async (account) => {
      if (account.generatedPassword) {
        // Printed once, on the console only (the database keeps just the scrypt hash), after the ready
        // line and framed, so it does not scroll away among the start-up lines.
        await isListening;
        console.log(signInBox(account.email, account.generatedPassword));
      }
    },
    (err: Error) => {
      console.error(`Could not set up the instructor account: ${err.message}`);
      process.exitCode = 1;
      stop('instructor account set-up failed');
    },
  );
  await deleteExpiredSessions(database.db, config.session);

  app = createApp({ database, config, logger, adminAccountReady });
  const listening: Server = createHttpServer(app, undefined, assetFastPath(app));
  listening.on('error', (err) => {
    if (listening.listening) return void logger.error({ err }, 'server error');
    console.error(`Could not listen on port ${config.port}: ${err.message}`);
    process.exitCode = 1;
    stop('could not listen');
  });
  // A class connects at once (300 browsers, up to six connections each): Node's default queue of 511
  // waiting connections overflowed, and each dropped connection waited 1-3 s to retry (issue 23).
  listening.listen({ port: config.port, host: config.host ?? '::', backlog: 4096 }, () => {
    const address = listening.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      { port, database: database.kind, mode: process.env.NODE_ENV },
      `Course site ready on http://localhost:${port}`,
    );
    // on the console whatever LOG_LEVEL says, as the generated password is: a person reads it (issue 29)
    console.log(
      readyMessage({
        port,
        host: config.host,
        publicUrl: config.publicUrl,
        networkHosts: networkHosts(config.host),
      }),
    );
    listeningNow();
  });
  server = listening;
  // The server renderer's own API reads (the instructor's pages) go to a listener of their own on loopback,
  // so they do not queue behind a class's connections on the public port (issue 23). Same app, same rules,
  // except that no local process can name another client there with X-Forwarded-For (issue 28).
  const internal = createInternalHttpServer(app, assetFastPath(app));
  internal.listen({ port: 0, host: '127.0.0.1' }, () => {
    const address = internal.address();
    if (typeof address === 'object' && address)
      app!.locals.internalOrigin = `http://127.0.0.1:${address.port}`;
  });
  internal.unref();
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** The generated sign-in, framed so it stands out on the console. */
function signInBox(email: string, password: string): string {
  const lines = [
    'Instructor sign-in (shown once)',
    `  email:    ${email}`,
    `  password: ${password}`,
    'Keep it safe. A new one: npm run admin:password',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  return ['', `┌${bar}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${bar}┘`, ''].join('\n');
}

void main();

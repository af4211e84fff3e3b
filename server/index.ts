import { createApp } from './app';
import { startServer, type RunningServer } from './start-server';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, openDatabase, type Database } from './db/client';
import { migrateAndSeed } from './db/migrate';
import { loadEnvFile } from './lib/env-file';
import { createLogger } from './logger';
import { ensureAdminAccount } from './modules/auth/admin-account';
import { deleteExpiredSessions } from './modules/auth/session-store';
import { networkHosts } from './modules/join/network-hosts';
import { readyMessage } from './ready-message';

async function main() {
  loadEnvFile();
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

  let running: RunningServer | undefined = undefined; // set once listening; a stop may come before
  /** Closes the database once the account check is done (a stop in the first second lets its write finish). */
  const closeDatabase = async () => {
    await adminAccountReady;
    await database.close();
  };
  /** Stops (gracefully once listening) and exits with process.exitCode. */
  const stopAndExit = (reason: string) =>
    void (running ? running.stop(reason) : closeDatabase()).then(
      () => process.exit(),
      (err: unknown) => {
        logger.error({ err }, 'error while closing the database');
        process.exit(1);
      },
    );

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
      stopAndExit('instructor account set-up failed');
    },
  );
  await deleteExpiredSessions(database.db, config.session);

  const site = createApp({ database, config, logger, adminAccountReady });
  try {
    running = await startServer(site, {
      port: config.port,
      host: config.host,
      logger,
      onStopped: closeDatabase,
    });
  } catch (err) {
    console.error(`Could not listen on port ${config.port}: ${(err as Error).message}`);
    process.exitCode = 1;
    return stopAndExit('could not listen');
  }
  const { port } = running;
  logger.info(
    { port, database: database.kind, mode: process.env.NODE_ENV },
    `Course site ready on http://localhost:${port}`,
  );
  // on the console whatever LOG_LEVEL says, as the generated password is: a person reads it
  console.log(
    readyMessage({
      port,
      host: config.host,
      publicUrl: config.publicUrl,
      networkHosts: networkHosts(config.host),
    }),
  );
  listeningNow();
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

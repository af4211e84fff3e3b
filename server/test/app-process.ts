/**
 * One app process on the PostgreSQL database of DATABASE_URL, for tests that need two real processes (the
 * live channel across processes), served as `npm start` serves it. Prints `{"port":N}` once listening;
 * stops on SIGTERM.
 */
import { pino } from 'pino';
import { createApp } from '../app';
import { testConfig } from '../config';
import { openPostgres } from '../db/client';
import { startServer } from '../start-server';

const database = await openPostgres(process.env.DATABASE_URL!);
const logger = pino({ level: 'silent' });
const site = createApp({
  database,
  config: testConfig({ rateLimit: false }),
  logger,
  clientDist: '/nonexistent',
});
const { port } = await startServer(site, {
  port: 0,
  host: '127.0.0.1',
  logger,
  onStopped: () => database.close(),
});
process.stdout.write(`${JSON.stringify({ port })}\n`);

/**
 * One app process on the PostgreSQL database of DATABASE_URL, for tests that need two real processes (the
 * live channel across processes). Prints `{"port":N}` once listening; exits on SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp, endLiveStreams } from '../app';
import { testConfig } from '../config';
import { openPostgres } from '../db/client';

const database = await openPostgres(process.env.DATABASE_URL!);
const app = createApp({
  database,
  config: testConfig({ rateLimit: false }),
  logger: pino({ level: 'silent' }),
  clientDist: '/nonexistent',
});
const server = http.createServer(app);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  endLiveStreams(app);
  server.closeAllConnections();
  server.close(() => void database.close().then(() => process.exit(0)));
});

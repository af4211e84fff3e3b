import type { Express } from 'express';
import request from 'supertest';
import { pino } from 'pino';
import { createApp, type Site } from '../app';
import { testConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { setAdminCredentials } from '../modules/auth/admin-account';
import { startServer, type RunningServer } from '../start-server';
import { createTestDatabase } from './db';

export const ADMIN = {
  email: 'teacher@example.com',
  password: 'correct horse battery staple',
  name: 'Ms Kim',
};

export interface TestContext {
  /** The request handler, for supertest. */
  app: Express;
  /** The app's open live streams. */
  streams: Site['streams'];
  database: Database;
  config: Config;
  /** A supertest agent signed in as the instructor (its cookie jar keeps the session). */
  signIn(): Promise<ReturnType<typeof request.agent>>;
  /** The app listening on loopback as `npm start` serves it (startServer); stop it after the test. */
  listen(): Promise<ListeningSite>;
  close(): Promise<void>;
}

export type ListeningSite = RunningServer & { url: string };

/** A site listening on loopback as `npm start` serves it (startServer), for what supertest cannot do. */
export async function listenOnLoopback(site: Site): Promise<ListeningSite> {
  const logger = pino({ level: 'silent' });
  const running = await startServer(site, { port: 0, host: '127.0.0.1', logger, exitOnSignal: false });
  return { ...running, url: `http://127.0.0.1:${running.port}` };
}

/** The real app on a fresh real database, with one instructor account. */
export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig({ rateLimit: false, ...overrides });
  await setAdminCredentials(database.db, ADMIN.email, ADMIN.password, ADMIN.name, config.passwordHashCost);
  const logger = pino({ level: 'silent' });
  const site = createApp({ database, config, logger, clientDist: '/nonexistent' });
  const { app } = site;
  return {
    app,
    streams: site.streams,
    database,
    config,
    async signIn() {
      const agent = request.agent(app);
      const res = await agent.post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return agent;
    },
    listen: () => listenOnLoopback(site),
    async close() {
      site.close();
      await database.close();
    },
  };
}

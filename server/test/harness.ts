import type { Express } from 'express';
import request from 'supertest';
import { pino } from 'pino';
import { createApp } from '../app';
import { testConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { setAdminCredentials } from '../modules/auth/admin-account';
import { createTestDatabase } from './db';

export const ADMIN = {
  email: 'teacher@example.com',
  password: 'correct horse battery staple',
  name: 'Ms Kim',
};

export interface TestContext {
  app: Express;
  database: Database;
  config: Config;
  /** A supertest agent signed in as the instructor (its cookie jar keeps the session). */
  signIn(): Promise<ReturnType<typeof request.agent>>;
  close(): Promise<void>;
}

/** The real app on a fresh real database, with one instructor account. */
export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig({ rateLimit: false, ...overrides });
  await setAdminCredentials(database.db, ADMIN.email, ADMIN.password, ADMIN.name, config.passwordHashCost);
  const app = createApp({ database, config, logger: pino({ level: 'silent' }), clientDist: '/nonexistent' });
  return {
    app,
    database,
    config,
    async signIn() {
      const agent = request.agent(app);
      const res = await agent.post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return agent;
    },
    close: () => database.close(),
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createTestContext, type TestContext } from './test/harness';

/**
 * Pages carrying confidential text (open role instructions, admin pages) were once `private, no-cache`,
 * so they stayed in a shared classroom PC's disk cache. Every page is `no-store`.
 */
let t: TestContext;
let clientDist: string;
beforeAll(async () => {
  t = await createTestContext();
  clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
  fs.writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

describe('page caching', () => {
  it('sends every page, signed in or not, with Cache-Control: no-store', async () => {
    const app = createApp({
      database: t.database,
      config: t.config,
      logger: pino({ level: 'silent' }),
      clientDist,
    }).app;
    const admin = request.agent(app);
    await admin
      .post('/api/auth/login')
      .send({ email: 'teacher@example.com', password: 'correct horse battery staple' });
    const pages = [
      '/simulations/queen-of-sorrows-agent-instructions',
      '/simulations/queen-of-sorrows-agent-instructions-korean',
      '/admin',
      '/admin/feedback',
      '/simulations/queen-of-sorrows-view-results',
      '/',
      '/no-such-page',
    ];
    for (const page of pages) {
      for (const client of [request(app), admin]) {
        const res = await client.get(page).set('Accept', 'text/html');
        expect(res.headers['cache-control'], page).toBe('no-store');
      }
    }
  });
});

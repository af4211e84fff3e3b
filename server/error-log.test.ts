import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createTestContext, type TestContext } from './test/harness';

/**
 * A failed query was once logged at error level with its parameters (what a visitor typed). A 5xx log
 * line keeps the error's kind, code and stack, never a request's personal data.
 */
let t: TestContext;
const lines: string[] = [];
let app: ReturnType<typeof createApp>['app'];
beforeAll(async () => {
  t = await createTestContext();
  const admin = await t.signIn();
  await admin
    .patch('/api/visibility/simulations/queenOfSorrows')
    .send({ isVisible: true, isAccessible: true });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = createApp({
    database: t.database,
    config: t.config,
    logger: pino({ level: 'info' }, sink),
    clientDist: '/nonexistent',
  }).app;
});
afterAll(() => t.close().catch(() => {}));

describe('error logs', () => {
  it('never carry what the visitor sent, even when the database fails under a query with it', async () => {
    // The database goes away after the access check has passed: the insert itself fails.
    const { db } = t.database;
    const original = db.insert.bind(db);
    db.insert = (() => {
      throw Object.assign(
        new Error('Failed query: insert into "results" values ($1, $2)\nparams: Zelda Secretname,Kim Hidden'),
        {
          cause: Object.assign(new Error('connection terminated'), {
            detail: 'Key (name)=(Zelda Secretname)',
          }),
        },
      );
    }) as typeof db.insert;
    try {
      const res = await request(app).post('/api/sims/qos/submit').send({
        yeji_agent_name: 'Zelda Secretname',
        studio_counterpart_name: 'Kim Hidden',
        amount_paid: 100,
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      db.insert = original;
    }
    const errors = lines.filter((l) => JSON.parse(l).level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain('Failed query');
    for (const secret of ['Zelda', 'Secretname', 'Kim Hidden'])
      expect(lines.join('\n')).not.toContain(secret);
  });

  it('... nor when the database is closed under it', async () => {
    lines.length = 0;
    await t.database.close();
    const res = await request(app)
      .post('/api/feedback/submit')
      .send({ rating: 3, comments: 'my-private-comment' });
    expect(res.status).toBeGreaterThanOrEqual(500); // 503 on PGlite; a closed pg pool answers 500
    expect(lines.some((l) => JSON.parse(l).level >= 50)).toBe(true);
    expect(lines.join('\n')).not.toContain('my-private-comment');
  });
});

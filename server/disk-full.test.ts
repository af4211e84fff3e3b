import { sql } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { errorHandler } from './middleware/errors';
import { createTestContext, type TestContext } from './test/harness';

/**
 * A full disk: the database refuses to write, and the instructor is told so (503, what to do),
 * not "something went wrong" (500). The database itself raises the error PostgreSQL (and PGlite, which is
 * PostgreSQL) raises when it cannot extend a file: SQLSTATE 53100, "No space left on device". Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const casting = (n: number) => ({
  yeji_agent_name: `Agent ${n}`,
  studio_counterpart_name: `Studio ${n}`,
  no_agreement: false,
  amount_paid: 1_000 + n,
  additional_terms: '',
});
const submit = (n: number) => request(t.app).post('/api/sims/qos/submit').send(casting(n));

/** From now on every write to the results table fails as on a full disk, until the returned undo runs. */
async function fillDisk(): Promise<() => Promise<void>> {
  const run = (statement: string) => t.database.db.execute(sql.raw(statement));
  await run(`
    create function disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/5/16384": No space left on device'
        using errcode = 'disk_full', hint = 'Check free disk space.';
    end $$`);
  await run(
    'create trigger disk_full before insert or update on results for each statement execute function disk_full()',
  );
  return async () => {
    await run('drop trigger disk_full on results');
    await run('drop function disk_full()');
  };
}

describe('a full disk', () => {
  it("answers 503 with what happened and what to do, saves nothing, and works again once there's space", async () => {
    const admin = await t.signIn();
    const count = async () => (await admin.get('/api/sims/qos/results').expect(200)).body.data.length;
    expect((await submit(1)).status).toBe(201);
    const before = await count();

    const freeSpace = await fillDisk();
    const res = await submit(2);
    expect(res.status, res.text).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ success: false, message: messages.diskFull });
    expect(await count()).toBe(before);

    await freeSpace();
    expect((await submit(3)).status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it("answers the same 503 to Node's ENOSPC from a write of the server's own, wrapped or not", async () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const app = express();
    app.post('/direct', () => {
      throw enospc;
    });
    app.post('/wrapped', () => {
      throw new Error('Failed query: insert into ...', { cause: enospc });
    });
    app.use(errorHandler);
    for (const path of ['/direct', '/wrapped']) {
      const res = await request(app).post(path);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: messages.diskFull });
    }
  });
});

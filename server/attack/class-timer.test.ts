import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TIMER_SECONDS_MAX, type ClassTimer } from '@shared/contracts/class-timer';
import { createTestContext, type TestContext } from '../test/harness';

vi.setConfig({ testTimeout: 60_000 });

/** Attacking /api/class-timer: what held, and the unbounded additions that were fixed. */
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

describe('held: who may change the timer, and what it accepts', () => {
  it('answers 401 to a visitor on PUT, PATCH and DELETE, and changes nothing', async () => {
    await admin.put('/api/class-timer').send({ label: 'Negotiation', seconds: 600 }).expect(200);
    const before = (await request(t.app).get('/api/class-timer')).body.data as ClassTimer;
    expect((await request(t.app).put('/api/class-timer').send({ label: 'x', seconds: 60 })).status).toBe(401);
    expect((await request(t.app).patch('/api/class-timer').send({ action: 'pause' })).status).toBe(401);
    expect((await request(t.app).delete('/api/class-timer')).status).toBe(401);
    const after = (await request(t.app).get('/api/class-timer')).body.data as ClassTimer;
    expect(after.endsAt).toBe(before.endsAt);
  });

  it('refuses control characters, empty/over-long labels, fractional, huge, negative and non-number seconds', async () => {
    for (const body of [
      { label: 'a\u0000b', seconds: 60 },
      { label: 'a\u001bb', seconds: 60 },
      { label: '   ', seconds: 60 },
      { label: 'x'.repeat(41), seconds: 60 },
      { label: 'x', seconds: 1e308 },
      { label: 'x', seconds: -60 },
      { label: 'x', seconds: 60.5 },
      { label: 'x', seconds: '60' },
      { label: 'x', seconds: 60, extra: 1 },
    ])
      expect((await admin.put('/api/class-timer').send(body)).status, JSON.stringify(body)).toBe(400);
    for (const body of [
      { action: 'add', seconds: 0 },
      { action: 'add', seconds: TIMER_SECONDS_MAX + 1 },
      { action: 'add', seconds: 1.5 },
      { action: 'stop' },
    ])
      expect((await admin.patch('/api/class-timer').send(body)).status, JSON.stringify(body)).toBe(400);
  });

  it('never goes below zero when time is taken off', async () => {
    await admin.put('/api/class-timer').send({ label: 'Short', seconds: 10 }).expect(200);
    const res = await admin.patch('/api/class-timer').send({ action: 'add', seconds: -TIMER_SECONDS_MAX });
    expect(res.status).toBe(200);
    const timer = res.body.data as ClassTimer;
    expect(Date.parse(timer.endsAt!)).toBeGreaterThanOrEqual(Date.parse(timer.serverNow));
    await admin.patch('/api/class-timer').send({ action: 'pause' }).expect(200);
    const paused = await admin.patch('/api/class-timer').send({ action: 'add', seconds: -TIMER_SECONDS_MAX });
    expect((paused.body.data as ClassTimer).pausedRemainingMs).toBe(0);
  });
});

describe('adding time stays within the longest timer', () => {
  it('a paused timer that keeps getting time added never fails with a 500 (integer milliseconds overflow)', async () => {
    await admin.put('/api/class-timer').send({ label: 'Long', seconds: TIMER_SECONDS_MAX }).expect(200);
    await admin.patch('/api/class-timer').send({ action: 'pause' }).expect(200);
    // 2^31 ms is 596 h: about 199 additions of 3 h to a paused timer overflow its int column
    const statuses = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const res = await admin.patch('/api/class-timer').send({ action: 'add', seconds: TIMER_SECONDS_MAX });
      statuses.add(res.status);
      if (res.status >= 500) break;
    }
    expect([...statuses].filter((s) => s >= 500)).toEqual([]);
    // and the timer stays readable by every page
    expect((await request(t.app).get('/api/class-timer')).status).toBe(200);
  });

  it('a running timer stays within the 3 hours the API documents, however often time is added', async () => {
    await admin.put('/api/class-timer').send({ label: 'Long', seconds: TIMER_SECONDS_MAX }).expect(200);
    let timer: ClassTimer | undefined;
    for (let i = 0; i < 20; i++)
      timer = (await admin.patch('/api/class-timer').send({ action: 'add', seconds: TIMER_SECONDS_MAX })).body
        .data as ClassTimer;
    const leftMs = Date.parse(timer!.endsAt!) - Date.parse(timer!.serverNow);
    expect(leftMs).toBeLessThanOrEqual(TIMER_SECONDS_MAX * 1000 + 1000);
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timerMessages, type ClassTimer } from '@shared/contracts/class-timer-config';
import { createTestContext, type TestContext } from '../../test/harness';

/** The class timer, kept by the server so every screen shows the same time. */
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

const remaining = (timer: ClassTimer) =>
  timer.pausedRemainingMs ?? Date.parse(timer.endsAt!) - Date.parse(timer.serverNow);

describe('/api/class-timer', () => {
  it('is null until the instructor starts one, for anyone to read, never cached', async () => {
    const res = await request(t.app).get('/api/class-timer');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ success: true, data: null });
  });

  it('lets only the instructor change it', async () => {
    expect((await request(t.app).put('/api/class-timer').send({ label: 'X', seconds: 60 })).status).toBe(401);
    expect((await request(t.app).patch('/api/class-timer').send({ action: 'pause' })).status).toBe(401);
    expect((await request(t.app).delete('/api/class-timer')).status).toBe(401);
  });

  it('refuses a bad start with a message', async () => {
    for (const [body, message] of [
      [{ label: '', seconds: 60 }, timerMessages.labelRequired],
      [{ label: 'x'.repeat(41), seconds: 60 }, timerMessages.labelTooLong],
      [{ label: 'Talk', seconds: 5 }, timerMessages.seconds],
      [{ label: 'Talk', seconds: 3 * 3600 + 1 }, timerMessages.seconds],
      [{ label: 'Talk', seconds: 60.5 }, timerMessages.seconds],
      [{ label: 'Talk', seconds: '60' }, timerMessages.seconds],
    ] as const) {
      const res = await admin.put('/api/class-timer').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.errors ?? res.body.message)).toContain(message.slice(0, 20));
    }
    expect((await admin.patch('/api/class-timer').send({ action: 'stop' })).status).toBe(400);
  });

  it('counts down from the server, pauses, resumes, takes a minute more, and stops', async () => {
    const started = (
      await admin.put('/api/class-timer').send({ label: 'Negotiation', seconds: 600 }).expect(200)
    ).body.data as ClassTimer;
    expect(started.label).toBe('Negotiation');
    expect(started.pausedRemainingMs).toBeNull();
    expect(remaining(started)).toBe(600_000);

    // a page opened later reads the same end
    const read = (await request(t.app).get('/api/class-timer')).body.data as ClassTimer;
    expect(read.endsAt).toBe(started.endsAt);
    expect(remaining(read)).toBeLessThanOrEqual(600_000);

    const paused = (await admin.patch('/api/class-timer').send({ action: 'pause' }).expect(200)).body
      .data as ClassTimer;
    expect(paused.endsAt).toBeNull();
    expect(paused.pausedRemainingMs).toBeGreaterThan(0);
    expect(paused.pausedRemainingMs).toBeLessThanOrEqual(600_000);
    const again = await admin.patch('/api/class-timer').send({ action: 'pause' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(timerMessages.notRunning);

    const plus = (await admin.patch('/api/class-timer').send({ action: 'add', seconds: 60 }).expect(200)).body
      .data as ClassTimer;
    expect(plus.pausedRemainingMs).toBe(paused.pausedRemainingMs! + 60_000);

    const resumed = (await admin.patch('/api/class-timer').send({ action: 'resume' }).expect(200)).body
      .data as ClassTimer;
    expect(resumed.pausedRemainingMs).toBeNull();
    expect(remaining(resumed)).toBe(plus.pausedRemainingMs);
    expect((await admin.patch('/api/class-timer').send({ action: 'resume' })).status).toBe(409);

    await admin.delete('/api/class-timer').expect(200);
    expect((await request(t.app).get('/api/class-timer')).body.data).toBeNull();
    const none = await admin.patch('/api/class-timer').send({ action: 'add', seconds: 60 });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(timerMessages.noTimer);
  });

  it('adds a minute from now to a timer that has run out', async () => {
    await admin.put('/api/class-timer').send({ label: 'Report your result', seconds: 10 }).expect(200);
    // move its end into the past, as if ten seconds had gone by
    await t.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update classes set timer_ends_at = now() - interval '5 seconds' where ended_at is null`,
    );
    const expired = (await request(t.app).get('/api/class-timer')).body.data as ClassTimer;
    expect(Date.parse(expired.endsAt!)).toBeLessThan(Date.parse(expired.serverNow));
    const plus = (await admin.patch('/api/class-timer').send({ action: 'add', seconds: 60 }).expect(200)).body
      .data as ClassTimer;
    expect(remaining(plus)).toBe(60_000);
  });

  it('belongs to the class: a new class starts without one', async () => {
    await admin.put('/api/class-timer').send({ label: 'Preparation', seconds: 300 }).expect(200);
    await admin.post('/api/classes').send({ name: 'Cohort 2' }).expect(201);
    expect((await request(t.app).get('/api/class-timer')).body.data).toBeNull();
  });
});

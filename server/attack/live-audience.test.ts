import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TARIFF_TEAM_COOKIE, tariffUrls, type TariffCreatedGame } from '@shared/contracts/tariff';
import { ADMIN, createTestContext, type ListeningSite, type TestContext } from '../test/harness';
import { openEventStream, type EventStream } from '../test/event-stream';

vi.setConfig({ testTimeout: 30_000 });

/**
 * Found by attacking the live channel: the audience of a stream was read once, when it opened, so
 * a signed-out or revoked session ("a lost phone, a shared classroom PC") kept receiving the instructor's
 * signals for as long as the connection stayed up. Now signing out ends that session's streams at once,
 * and every heartbeat ends those whose session is over in any process.
 */
let t: TestContext;
let server: ListeningSite;
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

const casting = {
  yeji_agent_name: 'Kim Minji',
  studio_counterpart_name: 'Park Jisoo',
  no_agreement: false,
  amount_paid: 1_000_000,
  additional_terms: 'none',
};

async function sessionCookie(): Promise<string> {
  const res = await request(t.app)
    .post('/api/auth/login')
    .send({ email: ADMIN.email, password: ADMIN.password });
  expect(res.status).toBe(200);
  return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}

/** Whether `stream` got an instructor-only event after a marker every stream receives. */
async function instructorEventReaches(stream: EventStream): Promise<boolean> {
  const before = stream.events.length;
  expect((await request(t.app).post('/api/sims/qos/submit').send(casting)).status).toBe(201);
  // the marker: a public event published after the result; one ordered channel, so the result came first
  const admin = await t.signIn();
  await admin.put('/api/class-timer').send({ label: 'Marker', seconds: 60 }).expect(200);
  await Promise.race([stream.next((e) => e.type === 'timer'), stream.ended]);
  return stream.events.slice(before).some((e) => e.type === 'results');
}

describe('an instructor stream ends with its session', () => {
  it('stops sending instructor-only events once that session signs out', async () => {
    const cookie = await sessionCookie();
    const stream = await openEventStream(server.url, cookie);
    expect(stream.events[0]).toMatchObject({ type: 'hello', audience: 'instructor' });
    await request(t.app).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect((await request(t.app).get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
    expect(await instructorEventReaches(stream)).toBe(false);
    stream.close();
  });

  it('stops sending instructor-only events once every session is revoked (lost phone)', async () => {
    const stolen = await sessionCookie();
    const stream = await openEventStream(server.url, stolen);
    const owner = await t.signIn();
    await owner.post('/api/auth/sessions/revoke-all').expect(200);
    expect((await request(t.app).get('/api/auth/me').set('Cookie', stolen)).status).toBe(401);
    expect(await instructorEventReaches(stream)).toBe(false);
    stream.close();
  });
});

describe('held: what a student or the other team can get from the stream', () => {
  it("a team's lock goes to its own devices, never to the other team or a visitor", async () => {
    const admin = await t.signIn();
    const game = (await admin.post(tariffUrls.games).send({ pairs: 1 }).expect(201)).body
      .data as TariffCreatedGame;
    const cookieOf = async (country: string) => {
      const res = await request(t.app)
        .post(tariffUrls.join)
        .send({ code: game.teams.find((x) => x.country === country)!.code })
        .expect(200);
      return (res.headers['set-cookie'] as unknown as string[])
        .find((c) => c.startsWith(`${TARIFF_TEAM_COOKIE}=`))!
        .split(';')[0]!;
    };
    const solara = await cookieOf('solara');
    const lunara = await cookieOf('lunara');
    const own = await openEventStream(server.url, solara);
    const other = await openEventStream(server.url, lunara);
    // a forged cookie (well-formed, unknown) is no team
    const forged = await openEventStream(server.url, `${TARIFF_TEAM_COOKIE}=${'A'.repeat(43)}`);
    await request(t.app)
      .post(tariffUrls.choice)
      .set('Cookie', solara)
      .send({ round: 1, choice: 'High' })
      .expect(201);
    await own.next((e) => e.type === 'tariff');
    await admin.put('/api/class-timer').send({ label: 'Marker', seconds: 60 }).expect(200);
    await other.next((e) => e.type === 'timer');
    await forged.next((e) => e.type === 'timer');
    expect(other.events.map((e) => e.type)).toEqual(['hello', 'timer']);
    expect(forged.events.map((e) => e.type)).toEqual(['hello', 'timer']);
    expect(other.raw).not.toContain('High');
    for (const s of [own, other, forged]) s.close();
  });

  it('sends no CORS header that would let another site read the stream', async () => {
    const res = await fetch(`${server.url}/api/events`, { headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    await res.body?.cancel();
  });
});

import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pairingUrls, type AssignmentView } from '@shared/contracts/pairing';
import {
  PAGE_CLOSED_GRACE_MS,
  PRESENT_WITHIN_MS,
  classJoinUrl,
  isPresent,
  myPageClosingUrl,
  seatsUrl,
  type ClassJoin,
  type MySeat,
  type RosterSeat,
} from '@shared/contracts/seats';
import { openEventStream, type EventStream } from '../../test/event-stream';
import { createTestContext, type ListeningSite, type TestContext } from '../../test/harness';

vi.setConfig({ testTimeout: 60_000 });

/**
 * Presence: a seat whose page was closed (its beacon said so) stops counting as present after
 * PAGE_CLOSED_GRACE_MS, unless a page of it is online again; a stream that only dropped keeps
 * PRESENT_WITHIN_MS. Time is never waited for: the seat's times are moved into the past in the database
 * (as if that long had gone by), and the roster's times are judged at a chosen moment.
 */
let t: TestContext;
let server: ListeningSite;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
  admin = await t.signIn();
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

type Student = { agent: ReturnType<typeof request.agent>; seat: MySeat; cookie: string[] };
async function seat(name: string): Promise<Student> {
  const { code } = (await admin.get(classJoinUrl)).body.data as ClassJoin;
  const agent = request.agent(t.app);
  const res = await agent.post(seatsUrl).send({ name, lang: 'en', code });
  expect(res.status).toBe(201);
  return { agent, seat: res.body.data as MySeat, cookie: res.headers['set-cookie'] as unknown as string[] };
}

const rosterSeat = async (s: Student) =>
  ((await admin.get(seatsUrl)).body.data as RosterSeat[]).find((r) => r.id === s.seat.id)!;

/** Waits (for a state, not a time: the limit only guards against a hang) until the roster says so. */
const until = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000 });

/** A page of the seat opens its stream; resolves once the roster has it online and seen. */
async function openPage(s: Student): Promise<EventStream> {
  const stream = await openEventStream(server.url, s.cookie);
  await until(async () =>
    expect(await rosterSeat(s)).toMatchObject({ online: true, lastSeenAt: expect.any(String) }),
  );
  return stream;
}

/** The page's stream ends; resolves once the roster has written that end as the seat's last-seen time. */
async function endPage(s: Student, stream: EventStream) {
  const before = Date.parse((await rosterSeat(s)).lastSeenAt!);
  stream.close();
  await until(async () => {
    const now = await rosterSeat(s);
    expect(now.online).toBe(false);
    expect(Date.parse(now.lastSeenAt!)).toBeGreaterThan(before);
  });
}

/** The beacon a page sends as it is being closed: a POST with no body, the seat cookie saying whose. */
const closing = (s: Student) => s.agent.post(myPageClosingUrl);

/** As if `ms` had gone by since everything the seat did so far. */
const age = (s: Student, ms: number) =>
  t.database.db.execute(
    sql`update seats set last_seen_at = last_seen_at - ${`${ms} milliseconds`}::interval,
          page_closed_at = page_closed_at - ${`${ms} milliseconds`}::interval
        where id = ${s.seat.id}`,
  );

const inAssignment = (v: AssignmentView) =>
  [...v.pairs.flatMap((p) => p.members.map((m) => m.seatId)), ...v.observers.map((o) => o.seatId)].sort(
    (x, y) => x - y,
  );

describe('a seat whose page was closed', () => {
  it('is present for the grace time after the page said it was closing, then not (the roster’s times)', async () => {
    const s = await seat('Closed the tab');
    const stream = await openPage(s);
    expect((await closing(s)).status).toBe(200);
    await endPage(s, stream);
    const listed = await rosterSeat(s);
    expect(listed.pageClosedAt).not.toBeNull();
    const closedAt = Date.parse(listed.pageClosedAt!);
    expect(isPresent(listed, new Date(closedAt + PAGE_CLOSED_GRACE_MS))).toBe(true);
    expect(isPresent(listed, new Date(closedAt + PAGE_CLOSED_GRACE_MS + 1_000))).toBe(false);
  });

  it('a dropped stream (no beacon) keeps the ten minutes; a reload is online again at once', async () => {
    const dropped = await seat('Wi-Fi dropped');
    await endPage(dropped, await openPage(dropped));
    const d = await rosterSeat(dropped);
    expect(d.pageClosedAt).toBeNull();
    expect(isPresent(d, new Date(Date.parse(d.lastSeenAt!) + PAGE_CLOSED_GRACE_MS + 1_000))).toBe(true);
    expect(isPresent(d, new Date(Date.parse(d.lastSeenAt!) + PRESENT_WITHIN_MS + 1_000))).toBe(false);

    // a reload: the closing page says so, its stream ends, and the new page's stream opens
    const reloaded = await seat('Reloaded');
    const old = await openPage(reloaded);
    expect((await closing(reloaded)).status).toBe(200);
    await endPage(reloaded, old);
    const again = await openPage(reloaded);
    const r = await rosterSeat(reloaded);
    expect(isPresent(r, new Date(Date.parse(r.pageClosedAt!) + PRESENT_WITHIN_MS))).toBe(true);
    again.close();
  });

  it('the students present when the instructor names none: not the page closed a minute ago, but those online, dropped or back', async () => {
    await admin.post('/api/classes').send({ name: 'Presence cohort' }).expect(201);
    const closed = await seat('Closed');
    const dropped = await seat('Dropped');
    const reloaded = await seat('Reloaded');
    const back = await seat('Back later');
    const open = await seat('Open all along');

    // closed on purpose, more than the grace time ago
    const c = await openPage(closed);
    await closing(closed).expect(200);
    await endPage(closed, c);
    await age(closed, PAGE_CLOSED_GRACE_MS + 60_000);

    // a stream that dropped as long ago, with no word from its page
    await endPage(dropped, await openPage(dropped));
    await age(dropped, PAGE_CLOSED_GRACE_MS + 60_000);

    // reloaded: online again
    const first = await openPage(reloaded);
    await closing(reloaded).expect(200);
    await endPage(reloaded, first);
    const reloadedPage = await openPage(reloaded);
    await age(reloaded, PAGE_CLOSED_GRACE_MS + 60_000);

    // closed, then a page of it was open again later, and its stream dropped
    const b = await openPage(back);
    await closing(back).expect(200);
    await endPage(back, b);
    await age(back, PAGE_CLOSED_GRACE_MS + 60_000);
    await endPage(back, await openPage(back));

    const openPageOfSeat = await openPage(open);

    const res = await admin.post(pairingUrls('queenOfSorrows').assignments).send({});
    expect(res.status).toBe(201);
    expect(inAssignment(res.body.data as AssignmentView)).toEqual(
      [dropped, reloaded, back, open].map((s) => s.seat.id).sort((x, y) => x - y),
    );
    reloadedPage.close();
    openPageOfSeat.close();
  });

  it('the beacon needs a seat: 401 without one, and it stores nothing', async () => {
    const res = await request(t.app).post(myPageClosingUrl);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

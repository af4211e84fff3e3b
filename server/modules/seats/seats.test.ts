import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SEAT_COOKIE,
  classJoinUrl,
  claimSeatUrl,
  joinClassUrl,
  mySeatExportUrl,
  mySeatUrl,
  reseatClaimUrl,
  seatMessages,
  seatUrl,
  seatsUrl,
  type ClassJoin,
  type MySeat,
  type Reseat,
  type RosterSeat,
} from '@shared/contracts/seats';
import { dealUrls } from '@shared/contracts/deal';
import { debriefUrls } from '@shared/contracts/debrief';
import { createApp } from '../../app';
import { openEventStream } from '../../test/event-stream';
import { CLAIM_LIMITS } from './code-budgets';
import { JOIN_LIMITS } from './router';
import { createTestContext, type ListeningSite, type TestContext } from '../../test/harness';
import { capturedLogs } from '../../test/captured-logs';

vi.setConfig({ testTimeout: 60_000 });

/** Seats: joining by name with the class code, the seat on every device, the roster, through the API. */
let t: TestContext;
let server: ListeningSite;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
let code: string;
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
  admin = await t.signIn();
  code = ((await admin.get(classJoinUrl)).body.data as ClassJoin).code;
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

type Agent = ReturnType<typeof request.agent>;
const student = () => request.agent(t.app);
let n = 0;
/** A name no other test uses. */
const fresh = (name: string) => `${name} ${++n}`;

async function join(agent: Agent, name: string, lang: 'en' | 'ko' = 'en', classCode = code) {
  return agent.post(seatsUrl).send({ name, lang, code: classCode });
}
async function seated(name: string, lang: 'en' | 'ko' = 'en') {
  const agent = student();
  const res = await join(agent, name, lang);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { agent, seat: res.body.data as MySeat, cookie: res.headers['set-cookie'] as unknown as string[] };
}
const roster = async () => (await admin.get(seatsUrl)).body.data as RosterSeat[];

describe('joining the class', () => {
  it('seats a student by name and language; the cookie is httpOnly and opens the seat', async () => {
    const agent = student();
    const res = await join(agent, 'Minho Lee', 'ko', code.toLowerCase().replace(/(...)/, '$1-'));
    expect(res.status).toBe(201);
    const seat = res.body.data as MySeat;
    expect(seat).toMatchObject({ name: 'Minho Lee', lang: 'ko', class: { name: expect.any(String) } });
    expect(seat.seatCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(`${SEAT_COOKIE}=`),
    );
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await agent.get(mySeatUrl);
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.body.data).toEqual(seat);
    // only a hash of the token is stored
    const token = cookie!.split(';')[0]!.split('=')[1]!;
    const stored = await t.database.db.execute(`select token_hash from seat_devices`);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('trims names (tabs too) and takes any script; refuses control and direction characters, blanks and 41 characters', async () => {
    expect((await join(student(), '\t 김예지 \t')).body.data.name).toBe('김예지');
    expect((await join(student(), 'Sam 🎉 Park')).body.data.name).toBe('Sam 🎉 Park');
    expect((await join(student(), '가'.repeat(40))).status).toBe(201);
    for (const [name, says] of [
      ['a\u0000b', /control character/],
      ['Kim\u202eLee', /direction/],
      ['   ', /required/],
      ['x'.repeat(41), /at most 40/],
      [42, /must be text/],
    ] as const) {
      const res = await join(student(), name as string);
      expect(res.status, String(name)).toBe(400);
      expect(res.body.message).toMatch(says);
      expect(res.body.errors.name).toBeDefined();
    }
    const ko = await join(student(), 'x'.repeat(41), 'ko');
    expect(ko.body.message).toBe('이름은 40자까지 입력할 수 있습니다.');
    expect((await roster()).map((s) => s.name)).not.toContain('x'.repeat(41));
  });

  it('refuses a name taken in the class, whatever its case and spacing, and suggests a free one', async () => {
    const name = fresh('Park Jisoo');
    await seated(name);
    const res = await join(student(), `  ${name.toUpperCase().replace(' ', '   ')}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`"${name.toUpperCase()}"`);
    expect(res.body.message).toMatch(/such as ".* 2"/);
    expect(res.body.errors.suggestion).toEqual([`${name.toUpperCase()} 2`]);
    expect(res.body.message).toContain(`"${res.body.errors.suggestion[0]}"`);
    const ko = await join(student(), name, 'ko');
    expect(ko.body.message).toMatch(/이미 참여한 사람이 있습니다/);
  });

  it('refuses a look-alike of a taken name (another script, fullwidth) with the suggestion, and invisible characters', async () => {
    const name = fresh('Minho Lee');
    await seated(name);
    const seats = (await roster()).length;
    for (const alike of [name.replace('i', '\u0456'), name.replace('M', '\uff2d'), name.replace('m', 'rn')]) {
      const res = await join(student(), alike);
      expect(res.status, alike).toBe(409);
      expect(res.body.message).toMatch(
        /Someone in this class has already joined as ".*"\. .* such as ".* 2"/,
      );
      expect(res.body.errors.name).toEqual([res.body.message]);
    }
    for (const hidden of ['\u200b', '\u2060', '\u{e0020}', '\u200f', '\u00ad', '\ufeff']) {
      const res = await join(student(), `${name.slice(0, 3)}${hidden}${name.slice(3)}`);
      expect([res.status, res.body.message], JSON.stringify(hidden)).toEqual([
        400,
        'Your name contains an invisible character (such as a zero-width space), which would make it look like other text. Please retype it.',
      ]);
    }
    const ko = await join(student(), `${name}\u200b`, 'ko');
    expect(ko.body.message).toBe(
      '이름에 보이지 않는 문자(폭 없는 공백 등)가 들어 있습니다. 다른 글자와 똑같아 보일 수 있으니 다시 입력해 주세요.',
    );
    for (const [blank, says] of [
      ['\u200b\u200b', /invisible/],
      ['\u3164\u3164', /invisible/],
      ['\uffa0', /invisible/],
      ['\u0301\u0301', /needs at least one letter, digit or symbol/],
    ] as const) {
      const res = await join(student(), blank);
      expect([res.status, res.body.message], JSON.stringify(blank)).toEqual([
        400,
        expect.stringMatching(says),
      ]);
    }
    expect((await roster()).length).toBe(seats);
  });

  it('stores a name as NFKC (fullwidth letters as letters), and takes Korean names, jamo typed alone and emoji', async () => {
    const fullwidth = await join(student(), fresh('\uff2a\uff49\uff53\uff55 Kim'));
    expect(fullwidth.body.data.name).toMatch(/^Jisu Kim \d+$/);
    const korean = fresh('이민호');
    expect((await join(student(), korean, 'ko')).body.data.name).toBe(korean);
    const jamo = fresh('ㅇㅁㅎ');
    expect((await join(student(), jamo, 'ko')).body.data.name).toBe(jamo);
    const emoji = fresh('Dana ❤️ 👩\u200d💻');
    expect((await join(student(), emoji)).body.data.name).toBe(emoji);
    expect((await join(student(), emoji.replace('\ufe0f', ''))).status).toBe(409);
  });

  it('answers a wrong code 400, a closed class 403, a bad language 400, in the language of the join', async () => {
    const wrong = await join(student(), 'Anyone', 'en', 'ZZZZZZ');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(seatMessages.en.wrongClassCode);
    expect((await join(student(), 'Anyone', 'ko', 'ZZZZZZ')).body.message).toBe(
      seatMessages.ko.wrongClassCode,
    );
    expect((await student().post(seatsUrl).send({ name: 'A', lang: 'fr', code })).status).toBe(400);

    const closed = await admin.patch(classJoinUrl).send({ joinOpen: false });
    expect(closed.body.data).toMatchObject({ code, joinOpen: false });
    const refused = await join(student(), fresh('Late'), 'ko');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(seatMessages.ko.closed);
    expect((await student().get(joinClassUrl).query({ code })).body.data.joinOpen).toBe(false);
    await admin.patch(classJoinUrl).send({ joinOpen: true });
    expect((await join(student(), fresh('Late'))).status).toBe(201);
  });

  it('shows the join form the class a code names, and nothing for another code', async () => {
    const res = await student().get(joinClassUrl).query({ code: code.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ name: expect.any(String), joinOpen: true, retentionDays: 180 });
    expect((await student().get(joinClassUrl).query({ code: 'ZZZZZZ' })).status).toBe(404);
    expect((await student().get(joinClassUrl).query({ code: '<script>' })).status).toBe(400);
  });
});

describe('a seat on every device', () => {
  it('opens on a laptop by its seat code; both devices work, and an edit on one is what the other reads', async () => {
    const phone = await seated(fresh('Choi Yuna'));
    const laptop = student();
    const spaced = `${phone.seat.seatCode.slice(0, 4).toLowerCase()} ${phone.seat.seatCode.slice(4)}`;
    const claimed = await laptop.post(claimSeatUrl).send({ seatCode: spaced });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.id).toBe(phone.seat.id);

    const renamed = fresh('Yuna Choi');
    expect((await laptop.patch(mySeatUrl).send({ name: renamed })).status).toBe(200);
    expect((await phone.agent.patch(mySeatUrl).send({ lang: 'ko' })).body.data).toMatchObject({
      name: renamed,
      lang: 'ko',
    });
    expect((await laptop.get(mySeatUrl)).body.data).toMatchObject({ name: renamed, lang: 'ko' });
  });

  it('two devices of the seat editing at once: the last write wins, both pages hear it and read the same', async () => {
    const phone = await seated(fresh('Two Devices'));
    const laptop = student();
    const claimed = await laptop.post(claimSeatUrl).send({ seatCode: phone.seat.seatCode });
    expect(claimed.status).toBe(200);
    const phoneStream = await openEventStream(server.url, phone.cookie);
    const laptopStream = await openEventStream(
      server.url,
      claimed.headers['set-cookie'] as unknown as string[],
    );

    const sent = [fresh('Typed on the phone'), fresh('Typed on the laptop')];
    const answers = await Promise.all([
      phone.agent.patch(mySeatUrl).send({ name: sent[0] }),
      laptop.patch(mySeatUrl).send({ name: sent[1] }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    // each open page is told, and refetches: both read one name, one of the two sent
    await phoneStream.next((e) => e.type === 'seat');
    await laptopStream.next((e) => e.type === 'seat');
    const [onPhone, onLaptop] = await Promise.all([phone.agent.get(mySeatUrl), laptop.get(mySeatUrl)]);
    expect(onPhone.body.data).toEqual(onLaptop.body.data);
    expect(sent).toContain(onPhone.body.data.name);
    expect((await roster()).find((r) => r.id === phone.seat.id)?.name).toBe(onPhone.body.data.name);

    // different fields at once: neither edit is lost
    const name = fresh('Both kept');
    await Promise.all([
      phone.agent.patch(mySeatUrl).send({ name }).expect(200),
      laptop.patch(mySeatUrl).send({ lang: 'ko' }).expect(200),
    ]);
    for (const device of [phone.agent, laptop])
      expect((await device.get(mySeatUrl)).body.data).toMatchObject({ name, lang: 'ko' });
    phoneStream.close();
    laptopStream.close();
  });

  it('logs a wrong seat code as a warning with the address, never the code itself', async () => {
    const { logger, lines } = capturedLogs();
    const site = createApp({
      database: t.database,
      config: t.config,
      logger,
      clientDist: '/nonexistent',
    });
    try {
      const res = await request(site.app).post(claimSeatUrl).send({ seatCode: 'qqqq-rrrr' });
      expect(res.status).toBe(404);
    } finally {
      site.close();
    }
    const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; address?: string });
    const warning = logged.find((l) => l.msg === 'a seat code that opens no seat was tried');
    expect(warning).toMatchObject({ level: 40, address: expect.stringMatching(/127\.0\.0\.1|::1/) });
    expect(lines.join('\n')).not.toMatch(/qqqq|rrrr/i);
  });

  it('answers an unknown seat code 404 and a malformed one 400', async () => {
    expect((await student().post(claimSeatUrl).send({ seatCode: 'AAAA-AAAA' })).status).toBe(404);
    expect((await student().post(claimSeatUrl).send({ seatCode: 'nope' })).status).toBe(400);
  });

  it('a removed seat: its devices get 401 everywhere and its open stream is told, then ended', async () => {
    const phone = await seated(fresh('Removed'));
    const stream = await openEventStream(server.url, phone.cookie);
    expect(stream.status).toBe(200);
    expect((await roster()).find((s) => s.id === phone.seat.id)?.online).toBe(true);

    expect((await admin.delete(seatUrl(phone.seat.id))).status).toBe(200);
    expect(await stream.next((e) => e.type === 'seat')).toEqual({ type: 'seat', removed: true });
    await stream.ended;
    const me = await phone.agent.get(mySeatUrl);
    expect(me.status).toBe(401);
    expect(me.headers['set-cookie']?.[0]).toMatch(/^seat=;/); // the stale cookie is cleared
    expect((await phone.agent.patch(mySeatUrl).send({ name: 'Back' })).status).toBe(401);
    expect((await roster()).map((s) => s.id)).not.toContain(phone.seat.id);
    // every student route of a seat: the seat's data, its pair's deal, its debrief
    const deal = dealUrls('queenOfSorrows');
    for (const [what, send] of [
      ['my data', (a: Agent) => a.get(mySeatExportUrl)],
      ['leave', (a: Agent) => a.delete(mySeatUrl)],
      ['my pair', (a: Agent) => a.get(deal.myPair)],
      ['my draft', (a: Agent) => a.get(deal.myDraft('plan'))],
      ['my plan', (a: Agent) => a.put(deal.myPlan).send({})],
      ['first offer', (a: Agent) => a.put(deal.firstOffer).send({ by: 'me', amount: 1 })],
      ['agreement', (a: Agent) => a.put(deal.agreement).send({})],
      ['confirm', (a: Agent) => a.post(deal.confirm).send({ version: 1 })],
      ['survey', (a: Agent) => a.put(deal.mySurvey).send({ answers: {} })],
      ['draft', (a: Agent) => a.put(deal.myDraft('plan')).send({})],
      ['my debrief', (a: Agent) => a.get(debriefUrls('queenOfSorrows').myDebrief)],
    ] as const) {
      // the phone's agent dropped the cleared cookie: the cookie as it was is sent again
      const res = await send(
        request.agent(t.app).set(
          'Cookie',
          phone.cookie.map((c) => c.split(';')[0]!),
        ),
      );
      expect(res.status, what).toBe(401);
      expect(res.body, what).toEqual({ success: false, message: seatMessages.en.noSeat });
    }
  });

  it("a stream carries the seat's own events and no other seat's", async () => {
    const a = await seated(fresh('Stream A'));
    const b = await seated(fresh('Stream B'));
    const streamB = await openEventStream(server.url, b.cookie);
    const streamA = await openEventStream(server.url, a.cookie);
    // the hello tells a seated page it is one (it may show the seat's assignment on any page)
    expect(streamA.events[0]).toMatchObject({ type: 'hello', audience: 'student', seated: true });
    const visitor = await openEventStream(server.url);
    expect(visitor.events[0]).toMatchObject({ type: 'hello', seated: false });
    visitor.close();
    await admin.patch(seatUrl(a.seat.id)).send({ name: fresh('Renamed A') });
    expect(await streamA.next((e) => e.type === 'seat')).toEqual({ type: 'seat' });
    // B hears something later, never A's event
    await admin.patch(seatUrl(b.seat.id)).send({ name: fresh('Renamed B') });
    await streamB.next((e) => e.type === 'seat');
    expect(streamB.events.filter((e) => e.type === 'seat')).toHaveLength(1);
    expect(streamB.raw).not.toContain('Renamed');
    streamA.close();
    streamB.close();
  });

  it('leaving deletes the seat; the cookie is cleared', async () => {
    const s = await seated(fresh('Leaver'));
    const res = await s.agent.delete(mySeatUrl);
    expect(res.status).toBe(200);
    expect((await s.agent.get(mySeatUrl)).status).toBe(401);
    expect((await roster()).map((r) => r.id)).not.toContain(s.seat.id);
  });

  it('a re-seat link opens the seat once on a new device', async () => {
    const s = await seated(fresh('Dead Phone'));
    const res = await admin.post(`${seatUrl(s.seat.id)}/reseat`);
    expect(res.status).toBe(200);
    const { url } = res.body.data as Reseat;
    const token = new URL(url).searchParams.get('reseat')!;
    const laptop = student();
    const used = await laptop.post(reseatClaimUrl).send({ token });
    expect(used.status).toBe(200);
    expect(used.body.data.id).toBe(s.seat.id);
    expect((await laptop.get(mySeatUrl)).body.data.id).toBe(s.seat.id);
    expect((await student().post(reseatClaimUrl).send({ token })).status).toBe(410);
  });
});

describe('the roster and the class code', () => {
  it('lists the seats in the order they joined, online while a stream is open, last seen after', async () => {
    const s = await seated(fresh('Roster'));
    const listed = (await roster()).find((r) => r.id === s.seat.id)!;
    expect(listed).toMatchObject({
      name: s.seat.name,
      lang: 'en',
      online: false,
      lastSeenAt: null,
      pageClosedAt: null,
    });
    const stream = await openEventStream(server.url, s.cookie);
    // waits for a state, not a time: the limit only guards against a hang
    await vi.waitFor(
      async () => expect((await roster()).find((r) => r.id === s.seat.id)?.online).toBe(true),
      {
        timeout: 30_000,
      },
    );
    stream.close();
    // (last-seen times are written once a second, for every seat seen meanwhile)
    await vi.waitFor(
      async () => {
        const after = (await roster()).find((r) => r.id === s.seat.id)!;
        expect(after.online).toBe(false);
        expect(after.lastSeenAt).not.toBeNull();
      },
      { timeout: 30_000 },
    );
  });

  it('a new code turns the old one away; the join count is the class size', async () => {
    const before = (await admin.get(classJoinUrl)).body.data as ClassJoin;
    expect(before.joined).toBe((await roster()).length);
    const after = (await admin.patch(classJoinUrl).send({ newCode: true })).body.data as ClassJoin;
    expect(after.code).not.toBe(before.code);
    expect((await join(student(), fresh('Old code'), 'en', before.code)).status).toBe(400);
    code = after.code;
    expect((await join(student(), fresh('New code'))).status).toBe(201);
  });

  it('a new class starts with an empty roster; a seat of the ended class is told so', async () => {
    const s = await seated(fresh('Last week'));
    const oldClass = s.seat.class.id;
    const stream = await openEventStream(server.url, s.cookie);
    expect((await admin.post('/api/classes').send({ name: 'Next cohort' })).status).toBe(201);
    // its open page is told at once (and refetches its seat)
    expect(await stream.next((e) => e.type === 'seat')).toEqual({ type: 'seat' });
    stream.close();
    expect(await roster()).toEqual([]);
    expect((await admin.get(seatsUrl).query({ class: oldClass })).body.data.length).toBeGreaterThan(0);
    const me = await s.agent.get(mySeatUrl);
    expect(me.status).toBe(410);
    expect(me.body.message).toBe(seatMessages.en.classEnded);
    // its seat code opens nothing on another device: the class has ended (not "no such seat")
    const claimed = await student().post(claimSeatUrl).send({ seatCode: s.seat.seatCode });
    expect(claimed.status).toBe(410);
    expect(claimed.body.message).toBe(seatMessages.en.classEnded);
    // no seat on this device (it is given a device id, as every seat-code form is: the limits' key)
    expect(
      (claimed.headers['set-cookie'] as unknown as string[] | undefined)?.filter((c) =>
        c.startsWith(`${SEAT_COOKIE}=`),
      ) ?? [],
    ).toEqual([]);
    const ko = await student().post(claimSeatUrl).send({ seatCode: s.seat.seatCode, lang: 'ko' });
    expect(ko.body.message).toBe(seatMessages.ko.classEnded);
    // the student's own data stays theirs to download and delete until the class's retention ends
    const exported = await s.agent.get(mySeatExportUrl);
    expect(exported.status).toBe(200);
    expect(exported.body.seat.name).toBe(s.seat.name);
    expect((await s.agent.patch(mySeatUrl).send({ name: 'Renamed late' })).status).toBe(410);
    expect((await s.agent.delete(`${mySeatUrl}?erase=true`)).status).toBe(200);
    expect((await s.agent.get(mySeatExportUrl)).status).toBe(401);
    expect((await admin.get(seatsUrl).query({ class: oldClass })).body.data).not.toContainEqual(
      expect.objectContaining({ id: s.seat.id }),
    );
    expect((await join(student(), 'Anyone', 'en', code)).status).toBe(410);
    code = ((await admin.get(classJoinUrl)).body.data as ClassJoin).code;
    expect((await join(student(), s.seat.name)).status).toBe(201); // the same name is free in the new class
  });
});

describe('limits (a class behind one NAT address)', () => {
  let limited: TestContext;
  let classCode: string;
  beforeAll(async () => {
    limited = await createTestContext({ rateLimit: true });
    const teacher = await limited.signIn();
    classCode = ((await teacher.get(classJoinUrl)).body.data as ClassJoin).code;
  });
  afterAll(() => limited.close());

  /** A browser as the join page makes one: it asked which class the code names first, and keeps cookies. */
  async function browser() {
    const agent = request.agent(limited.app);
    expect((await agent.get(joinClassUrl).query({ code: classCode })).status).toBe(200);
    return agent;
  }
  const joinAs = (agent: Agent, name: string) =>
    agent.post(seatsUrl).send({ name, lang: 'en', code: classCode });

  it('a script that keeps its cookies is stopped at its own budget; its classmates at the same address still join', async () => {
    const script = await browser();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await joinAs(script, `Bot ${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    for (let i = 0; i < 20; i++) expect((await joinAs(await browser(), `Student ${i}`)).status).toBe(201);
  });

  it('a thousand joins without cookies from one address: a class worth, then 429, and a browser still joins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 1_000; i++)
      statuses.push(
        (
          await request(limited.app)
            .post(seatsUrl)
            .send({ name: `Anon ${i}`, lang: 'en', code: classCode })
        ).status,
      );
    expect(statuses.filter((s) => s === 201)).toHaveLength(300);
    expect(statuses.slice(300).every((s) => s === 429)).toBe(true);
    expect((await joinAs(await browser(), 'Late but real')).status).toBe(201);
  });

  /** The statuses of `n` requests made by `send(i)`, ten at a time (in no particular order within ten). */
  async function inBatches(n: number, send: (i: number) => PromiseLike<{ status: number }>) {
    const statuses: number[] = [];
    for (let i = 0; i < n; i += 10)
      statuses.push(
        ...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, j) => send(i + j)))).map(
          (r) => r.status,
        ),
      );
    return statuses;
  }

  /** A new class: its join budgets start afresh (they are kept per class). */
  async function newClass(name: string) {
    const teacher = await limited.signIn();
    await teacher.post('/api/classes').send({ name }).expect(201);
    classCode = ((await teacher.get(classJoinUrl)).body.data as ClassJoin).code;
  }
  const madeUpDevice = () =>
    `${crypto.randomBytes(16).toString('base64url')}.${crypto.randomBytes(32).toString('base64url')}`;

  it('joins with made-up device cookies count as joins without one; a phone with its issued cookie at the same address still joins', async () => {
    // the address used up its budget of joins without a device in the class before: a new class starts afresh
    await newClass('Made-up devices');
    const real = request.agent(limited.app);
    const asked = await real.get(joinClassUrl).query({ code: classCode });
    const issued = (asked.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('seat_device='))
      ?.split(';')[0]!
      .slice('seat_device='.length);
    expect(issued).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    const [id, mac] = issued!.split('.') as [string, string];
    // made up whole, the id of a real one with a made-up signature, a real signature on another id, the old format
    const forged = (i: number) =>
      [
        madeUpDevice(),
        `${id}.${crypto.randomBytes(32).toString('base64url')}`,
        `${crypto.randomBytes(16).toString('base64url')}.${mac}`,
        crypto.randomBytes(16).toString('base64url'),
      ][i % 4]!;
    const statuses = await inBatches(400, (i) =>
      request(limited.app)
        .post(seatsUrl)
        .set('Cookie', `seat_device=${forged(i)}`)
        .send({ name: `Forged ${i}`, lang: 'en', code: classCode }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(JOIN_LIMITS.perAddressWithoutDevice);
    expect(statuses.filter((s) => s === 429)).toHaveLength(400 - JOIN_LIMITS.perAddressWithoutDevice);
    // the phone that asked the class-code question first joins with the device it was given
    expect((await joinAs(real, 'Real phone')).status).toBe(201);
    expect((await joinAs(await browser(), 'Another real phone')).status).toBe(201);
  });

  it("a script that takes a new device for every join is held at the class's budget for its address", async () => {
    await newClass('A new device per join');
    const tries = JOIN_LIMITS.perAddress + 50;
    const statuses = await inBatches(tries, async (i) => joinAs(await browser(), `Fresh device ${i}`));
    expect(statuses.filter((s) => s === 201)).toHaveLength(JOIN_LIMITS.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(tries - JOIN_LIMITS.perAddress);
  });

  it('wrong seat codes are limited per browser (429 with Retry-After); see code-budgets.test.ts', async () => {
    const guesser = request.agent(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < CLAIM_LIMITS.perDevice.capacity + 5; i++)
      statuses.push(
        (
          await guesser
            .post(claimSeatUrl)
            .send({ seatCode: `AAAA${String(i).padStart(4, '2').replace(/[01]/g, '2')}` })
        ).status,
      );
    // the first try had no device yet (counted for its address); the rest are the browser's own
    const budget = CLAIM_LIMITS.perDevice.capacity + 1;
    expect(statuses.slice(0, budget).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(budget).every((s) => s === 429)).toBe(true);
    const refused = await guesser.post(claimSeatUrl).send({ seatCode: 'AAAA-BBBB' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a full class', () => {
  it('holds at its seat cap (SEATS_PER_CLASS_MAX) when the last joins arrive at once; a seat that leaves makes room', async () => {
    // a class of 5 by the setting: 2 seated, then 12 join at once (on PostgreSQL over the pool's connections)
    const small = await createTestContext({ seatsPerClass: 5 });
    try {
      const teacher = await small.signIn();
      const full = (await teacher.get(classJoinUrl)).body.data as ClassJoin;
      const joinSmall = (agent: Agent, name: string) =>
        agent.post(seatsUrl).send({ name, lang: 'en', code: full.code });
      for (const name of ['Early 1', 'Early 2'])
        expect((await joinSmall(request.agent(small.app), name)).status).toBe(201);
      const last = Array.from({ length: 12 }, () => request.agent(small.app));
      const answers = await Promise.all(last.map((agent, i) => joinSmall(agent, `Last ${i}`)));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = answers.filter((r) => r.status === 403);
      expect(refused).toHaveLength(9);
      expect(refused[0]!.body.message).toBe(seatMessages.en.closed);
      const seatsOf = async () => (await teacher.get(seatsUrl)).body.data as RosterSeat[];
      expect(await seatsOf()).toHaveLength(5);

      const leaver = last[answers.findIndex((r) => r.status === 201)]!;
      await leaver.delete(mySeatUrl).expect(200);
      expect((await joinSmall(request.agent(small.app), 'Latecomer')).status).toBe(201);
      expect((await joinSmall(request.agent(small.app), 'One too many')).status).toBe(403);
      expect((await seatsOf()).map((s) => s.name)).toContain('Latecomer');
      expect(await seatsOf()).toHaveLength(5);
    } finally {
      await small.close();
    }
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_TEAM_COOKIE, tariffUrls, type TariffCreatedGame } from '@shared/contracts/tariff';
import type { LiveEvent } from '@shared/contracts/live-config';
import { claimSeatUrl, classJoinUrl, seatsUrl } from '@shared/contracts/seats';
import { openEventStream, type EventStream } from '../../test/event-stream';
import { createTestContext, type ListeningSite, type TestContext } from '../../test/harness';

/** Tariff Wars on the live channel: who hears about a lock, a rule change, a reveal, a new game. */
let t: TestContext;
let server: ListeningSite;
let adminCookie: string[];
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
  adminCookie = (
    await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'teacher@example.com', password: 'correct horse battery staple' })
  ).headers['set-cookie'] as unknown as string[];
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

const teamCookie = async (code: string) => {
  const res = await request(t.app).post(tariffUrls.join).send({ code });
  expect(res.status).toBe(200);
  return (res.headers['set-cookie'] as unknown as string[]).filter((c) =>
    c.startsWith(`${TARIFF_TEAM_COOKIE}=`),
  );
};
const isTariff = (e: LiveEvent) => e.type === 'tariff';
const tariffCount = (s: EventStream) => s.events.filter(isTariff).length;

describe('Tariff Wars live signals', () => {
  it("a lock reaches that team's devices and the instructor, never the other team; reveals and rules reach everyone", async () => {
    const admin = await t.signIn();
    const everyone = await openEventStream(server.url);
    const instructor = await openEventStream(server.url, adminCookie);
    expect((await admin.post(tariffUrls.games).send({ pairs: 1 })).status).toBe(201);
    await everyone.next(isTariff);
    await instructor.next(isTariff);

    const game = (await admin.get(tariffUrls.current)).body.data as TariffCreatedGame;
    const [solaraCode, lunaraCode] = game.teams.map((x) => x.code);
    const solaraCookie = await teamCookie(solaraCode!);
    const solara = await openEventStream(server.url, solaraCookie);
    const solara2 = await openEventStream(server.url, await teamCookie(solaraCode!));
    const lunara = await openEventStream(server.url, await teamCookie(lunaraCode!));

    const lockRes = await request(t.app)
      .post(tariffUrls.choice)
      .set(
        'Cookie',
        solaraCookie.map((c) => c.split(';')[0]!),
      )
      .send({ round: 1, choice: 'High' });
    expect(lockRes.status).toBe(201);
    expect(await solara.next(isTariff)).toEqual({ type: 'tariff' });
    expect(await solara2.next(isTariff)).toEqual({ type: 'tariff' });
    expect(await instructor.next(isTariff)).toEqual({ type: 'tariff' });

    // a marker every stream receives: everything sent before it has been delivered (one ordered channel)
    expect((await admin.patch(tariffUrls.round(game.id, 2)).send({ talk: true })).status).toBe(200);
    for (const s of [everyone, instructor, solara, solara2, lunara]) await s.next(isTariff);
    expect(tariffCount(lunara)).toBe(1); // the rule change only, not the other team's lock
    expect(tariffCount(everyone)).toBe(2); // the new game and the rule change

    expect((await admin.post(tariffUrls.reveal(game.id, 1))).status).toBe(200);
    for (const s of [everyone, lunara, solara]) await s.next(isTariff);

    // signals only: no stream ever carried a choice
    for (const s of [everyone, instructor, solara, solara2, lunara]) {
      expect(s.raw).not.toMatch(/High|Low/);
      s.close();
    }
  });

  it("a join reaches the instructor (the devices count), and a new class, which ends the game, reaches the team's devices", async () => {
    const admin = await t.signIn();
    expect((await admin.post(tariffUrls.games).send({ pairs: 1 })).status).toBe(201);
    const game = (await admin.get(tariffUrls.current)).body.data as TariffCreatedGame;
    const instructor = await openEventStream(server.url, adminCookie);
    const cookie = await teamCookie(game.teams[0]!.code);
    expect(await instructor.next(isTariff)).toEqual({ type: 'tariff' });

    const team = await openEventStream(server.url, cookie);
    expect((await admin.post('/api/classes').send({ name: 'The next class' })).status).toBe(201);
    expect(await team.next(isTariff)).toEqual({ type: 'tariff' });
    // what the page reads on that signal: its game has ended
    const res = await request(t.app)
      .get(tariffUrls.team)
      .set(
        'Cookie',
        cookie.map((c) => c.split(';')[0]!),
      );
    expect(res.status).toBe(410);
    instructor.close();
    team.close();
  });
});

describe('a seated student on a team (the team is a group)', () => {
  it("joining by code makes the seat a member: the team's signals reach the seat's other device, which holds no team cookie", async () => {
    const admin = await t.signIn();
    expect((await admin.post(tariffUrls.games).send({ pairs: 1 })).status).toBe(201);
    const game = (await admin.get(tariffUrls.current)).body.data as TariffCreatedGame;
    const code = (await admin.get(classJoinUrl)).body.data.code as string;

    const phone = request.agent(t.app);
    const joined = await phone.post(seatsUrl).send({ name: 'Team Player', lang: 'ko', code });
    expect(joined.status).toBe(201);
    const laptop = request.agent(t.app);
    const claimed = await laptop.post(claimSeatUrl).send({ seatCode: joined.body.data.seatCode });
    const laptopStream = await openEventStream(
      server.url,
      claimed.headers['set-cookie'] as unknown as string[],
    );
    const stranger = await openEventStream(server.url);

    const teamJoin = await phone.post(tariffUrls.join).send({ code: game.teams[0]!.code });
    expect(teamJoin.status).toBe(200);
    // the laptop's stream opened before the seat joined the team: it reconnects (as a page does) to hear it
    laptopStream.close();
    const laptopAgain = await openEventStream(
      server.url,
      claimed.headers['set-cookie'] as unknown as string[],
    );
    expect((await phone.post(tariffUrls.choice).send({ round: 1, choice: 'Low' })).status).toBe(201);
    expect(await laptopAgain.next(isTariff)).toEqual({ type: 'tariff' });
    expect(tariffCount(stranger)).toBe(0);
    laptopAgain.close();
    stranger.close();
  });
});

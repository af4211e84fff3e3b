import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  tariffMessages,
  tariffUrls,
  type TariffCreatedGame,
  type TariffGameState,
  type TariffTeamView,
} from '@shared/contracts/tariff';
import {
  classJoinUrl,
  mySeatExportUrl,
  mySeatUrl,
  seatUrl,
  seatsUrl,
  type ClassJoin,
  type MySeat,
} from '@shared/contracts/seats';
import { PRESENT_WITHIN_MS } from '@shared/contracts/seats-config';
import { pairingMessages, pairingUrls, type AssignmentView } from '@shared/contracts/pairing';
import { simulationOf } from '@shared/simulations';
import { openEventStream } from '../../test/event-stream';
import { createTestContext, type ListeningSite, type TestContext } from '../../test/harness';

vi.setConfig({ testTimeout: 60_000 });

/** Tariff Wars teams formed from the class's present students: their phones play without a code. */
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

/** Seats in a new class; `present` of them were seen just now, the others longer ago than the present rule. */
async function newClassWith(present: number, absent = 0): Promise<{ here: Student[]; away: Student[] }> {
  await admin
    .post('/api/classes')
    .send({ name: `Teams ${present}+${absent}` })
    .expect(201);
  const { code } = (await admin.get(classJoinUrl)).body.data as ClassJoin;
  const seat = async (name: string): Promise<Student> => {
    const agent = request.agent(t.app);
    const res = await agent.post(seatsUrl).send({ name, lang: 'en', code });
    expect(res.status).toBe(201);
    return { agent, seat: res.body.data as MySeat, cookie: res.headers['set-cookie'] as unknown as string[] };
  };
  const here: Student[] = [];
  for (let i = 0; i < present; i++) here.push(await seat(`Here ${i + 1}`));
  const away: Student[] = [];
  for (let i = 0; i < absent; i++) away.push(await seat(`Away ${i + 1}`));
  const ids = (s: Student[]) =>
    sql.join(
      s.map((x) => sql`${x.seat.id}`),
      sql`, `,
    );
  if (here.length)
    await t.database.db.execute(sql`update seats set last_seen_at = now() where id in (${ids(here)})`);
  if (away.length)
    await t.database.db.execute(
      sql`update seats set last_seen_at = now() - ${`${PRESENT_WITHIN_MS + 60_000} milliseconds`}::interval
          where id in (${ids(away)})`,
    );
  return { here, away };
}

async function formTeams(teamSize: number): Promise<TariffCreatedGame> {
  const res = await admin.post(tariffUrls.games).send({ teamSize });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as TariffCreatedGame;
}

const state = async () => (await admin.get(tariffUrls.current)).body.data as TariffGameState;
const memberIds = (game: TariffCreatedGame) => game.teams.flatMap((x) => x.members.map((m) => m.seatId));
const teamOf = (game: TariffCreatedGame, s: Student) =>
  game.teams.find((x) => x.members.some((m) => m.seatId === s.seat.id))!;

describe('forming teams from the class', () => {
  it('puts every present student in exactly one team, Solara and Lunara per pair, of the chosen size; the absent in none', async () => {
    const { here, away } = await newClassWith(14, 2);
    const game = await formTeams(3);
    // 14 at about 3: four teams of 4, 4, 3, 3 (two pairs)
    expect(game.teams.map((x) => `${x.pair}${x.country}`)).toEqual([
      '1solara',
      '1lunara',
      '2solara',
      '2lunara',
    ]);
    expect(game.teams.map((x) => x.members.length).sort()).toEqual([3, 3, 4, 4]);
    expect(memberIds(game).sort()).toEqual(here.map((s) => s.seat.id).sort());
    for (const s of away) expect(memberIds(game)).not.toContain(s.seat.id);
    // each team still has its printed code
    for (const x of game.teams) expect(x.code).toMatch(/^[A-Z2-9]{6}$/);

    const s = await state();
    expect(s.pairs).toBe(2);
    expect(s.teams.map((x) => x.members.map((m) => m.name))).toEqual(
      game.teams.map((x) => x.members.map((m) => m.name)),
    );
    // a team with members counts as joined: it can lock
    for (const x of s.teams) expect(x.devices).toBe(x.members.length);
  });

  it('answers 400 with a message when too few are present, and for a bad size or both kinds of game at once', async () => {
    await newClassWith(3, 5);
    const few = await admin.post(tariffUrls.games).send({ teamSize: 2 });
    expect(few.status).toBe(400);
    expect(few.body).toEqual({ success: false, message: tariffMessages.tooFewPresent(3) });
    for (const body of [{ teamSize: 5 }, { teamSize: 1 }, { teamSize: 2.5 }, { pairs: 2, teamSize: 3 }, {}])
      expect((await admin.post(tariffUrls.games).send(body)).status, JSON.stringify(body)).toBe(400);
    expect(await state()).toBeNull();
    expect((await request(t.app).post(tariffUrls.games).send({ teamSize: 2 })).status).toBe(401);
  });

  it("each student's phone opens its team page with no code; /me names the team, teammates and opponents", async () => {
    const { here } = await newClassWith(4);
    const game = await formTeams(2);
    const [a] = here;
    const mine = teamOf(game, a!);
    const view = await a!.agent.get(tariffUrls.team);
    expect(view.status).toBe(200);
    expect((view.body.data as TariffTeamView).team).toEqual({ country: mine.country, pair: mine.pair });

    const me = (await a!.agent.get(mySeatUrl)).body.data as MySeat;
    const other = game.teams.find((x) => x.pair === mine.pair && x.id !== mine.id)!;
    expect(me.assignments).toEqual([
      {
        simulation: 'solaraLunara',
        round: 1,
        role: mine.country,
        table: mine.pair,
        partners: [
          ...mine.members
            .filter((m) => m.seatId !== a!.seat.id)
            .map((m) => ({ name: m.name, role: mine.country })),
          ...other.members.map((m) => ({ name: m.name, role: other.country })),
        ],
      },
    ]);
    // a visitor without a seat or a code still has no team
    expect((await request(t.app).get(tariffUrls.team)).body).toEqual({ success: true, data: null });
  });

  it('any member may lock, once for the team; the control page names who locked; a printed code still works', async () => {
    const { here } = await newClassWith(8);
    const game = await formTeams(4);
    expect(game.teams).toHaveLength(2);
    const solara = game.teams.find((x) => x.country === 'solara')!;
    const lunara = game.teams.find((x) => x.country === 'lunara')!;
    const member = (team: typeof solara, i: number) =>
      here.find((s) => s.seat.id === team.members[i]!.seatId)!;

    const first = await member(solara, 1).agent.post(tariffUrls.choice).send({ round: 1, choice: 'Low' });
    expect(first.status).toBe(201);
    const second = await member(solara, 2).agent.post(tariffUrls.choice).send({ round: 1, choice: 'High' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(tariffMessages.alreadyLocked);
    // every member's page shows the team's own choice
    const seen = (await member(solara, 3).agent.get(tariffUrls.team)).body.data as TariffTeamView;
    expect(seen.current?.ownChoice).toBe('Low');

    let s = await state();
    expect(s.teams.find((x) => x.id === solara.id)).toMatchObject({
      locked: true,
      lockedBy: solara.members[1]!.name,
    });
    expect(s.teams.find((x) => x.id === lunara.id)).toMatchObject({ locked: false, lockedBy: null });
    // the instructor sees who, never what
    expect(JSON.stringify(s)).not.toMatch(/"(High|Low)"/);

    // a projector laptop with no seat joins Lunara with the printed code and locks for it
    const device = request.agent(t.app);
    expect((await device.post(tariffUrls.join).send({ code: lunara.code })).status).toBe(200);
    expect((await device.post(tariffUrls.choice).send({ round: 1, choice: 'High' })).status).toBe(201);
    s = await state();
    expect(s.teams.find((x) => x.id === lunara.id)).toMatchObject({ locked: true, lockedBy: null });
    expect(s.teams.find((x) => x.id === lunara.id)!.devices).toBe(5);

    // the seat's own data names the lock
    const exported = await member(solara, 1).agent.get(mySeatExportUrl);
    expect(exported.body.tariffLocks).toEqual([
      { gameId: game.id, round: 1, choice: 'Low', at: expect.any(String) },
    ]);
    // the one who locked leaves the class: the lock stays, without a name
    expect((await admin.delete(seatUrl(solara.members[1]!.seatId))).status).toBe(200);
    expect((await state()).teams.find((x) => x.id === solara.id)).toMatchObject({
      locked: true,
      lockedBy: null,
    });
  });

  it("the members' phones are told: a seat event when teams form and when their game ends; locks reach the team only", async () => {
    const { here } = await newClassWith(4);
    const before = await Promise.all(here.map((s) => openEventStream(server.url, s.cookie)));
    const game = await formTeams(2);
    for (const stream of before)
      expect(await stream.next((e) => e.type === 'seat')).toEqual({ type: 'seat' });
    for (const stream of before) stream.close();

    const solara = game.teams.find((x) => x.country === 'solara')!;
    const [locker, mate] = solara.members.map((m) => here.find((s) => s.seat.id === m.seatId)!);
    const opponent = here.find((s) => !solara.members.some((m) => m.seatId === s.seat.id))!;
    const mateStream = await openEventStream(server.url, mate!.cookie);
    const opponentStream = await openEventStream(server.url, opponent.cookie);
    expect((await locker!.agent.post(tariffUrls.choice).send({ round: 1, choice: 'High' })).status).toBe(201);
    expect(await mateStream.next((e) => e.type === 'tariff')).toEqual({ type: 'tariff' });

    // a new game with printed codes ends this one: the members hear it, and /me no longer names a team
    expect((await admin.post(tariffUrls.games).send({ pairs: 1 })).status).toBe(201);
    expect(await mateStream.next((e) => e.type === 'seat')).toEqual({ type: 'seat' });
    // the opponent heard the new game (everyone does) but never the lock: one tariff event only (the new
    // game's seat and tariff events are two notifications, which PostgreSQL may deliver in either order)
    await opponentStream.next((e) => e.type === 'seat');
    await vi.waitFor(() => expect(opponentStream.events.some((e) => e.type === 'tariff')).toBe(true), {
      timeout: 30_000,
    });
    expect(opponentStream.events.filter((e) => e.type === 'tariff')).toHaveLength(1);
    expect(((await mate!.agent.get(mySeatUrl)).body.data as MySeat).assignments).toEqual([]);
    mateStream.close();
    opponentStream.close();
  });

  it("a seated student who types another team's code moves to that team: one team per student and game", async () => {
    const { here } = await newClassWith(4);
    const game = await formTeams(2);
    const [a] = here;
    const other = game.teams.find((x) => x !== teamOf(game, a!))!;
    expect((await a!.agent.post(tariffUrls.join).send({ code: other.code })).status).toBe(200);
    const s = await state();
    const holding = s.teams.filter((x) => x.members.some((m) => m.seatId === a!.seat.id));
    expect(holding.map((x) => x.id)).toEqual([other.id]);
    const me = (await a!.agent.get(mySeatUrl)).body.data as MySeat;
    expect(me.assignments[0]).toMatchObject({ role: other.country, table: other.pair });
  });
});

describe('the assignment contract for Tariff Wars (/api/sims/solaraLunara/assignments)', () => {
  const urls = pairingUrls('solaraLunara');
  const seated = (v: AssignmentView) => v.pairs.flatMap((p) => p.members.map((m) => m.seatId));

  it('forms the teams as POST /api/tariff/games does: a live game, answered as tables of both teams', async () => {
    const { here, away } = await newClassWith(10, 1);
    expect((await admin.get(urls.assignments)).body).toEqual({ success: true, data: null });
    const streams = await Promise.all(here.slice(0, 2).map((s) => openEventStream(server.url, s.cookie)));
    // `odd` has no meaning for teams (their sizes differ by one at most): it is ignored
    const res = await admin.post(urls.assignments).send({ teamSize: 2, odd: 'observer' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const view = res.body.data as AssignmentView;
    // the game is live at once: its id, published, every present student at exactly one table
    const game = await state();
    expect(view.id).toBe(game.id);
    expect(view.published).toBe(true);
    expect(seated(view).sort()).toEqual(here.map((s) => s.seat.id).sort());
    expect(seated(view)).not.toContain(away[0]!.seat.id);
    expect(view).toMatchObject({ observers: [], unpaired: [], absent: [] });
    // 10 at about 2: four teams of 3, 3, 2, 2 (two pairs), numbered as the game's pairs
    expect(view.pairs.map((p) => p.table)).toEqual([1, 2]);
    const slugs = simulationOf('solaraLunara').roles.map((r) => r.slug);
    expect(slugs).toEqual(['solara', 'lunara']);
    for (const p of view.pairs) {
      expect(new Set(p.members.map((m) => m.role))).toEqual(new Set(slugs));
      // the table's members are the pair's two teams, with the names the control page shows
      const teams = game.teams.filter((x) => x.pair === p.table);
      expect(p.members).toEqual(
        teams.flatMap((x) => x.members.map((m) => ({ seatId: m.seatId, name: m.name, role: x.country }))),
      );
    }
    // the same live events as the tariff API: a new game for everyone, and the members' seats. Their order
    // is not fixed: a busy class's events are coalesced per audience, so either may be held to its window's end.
    for (const stream of streams) {
      const seen = new Set<string>();
      while (!(seen.has('tariff') && seen.has('seat')))
        seen.add((await stream.next((e) => e.type === 'tariff' || e.type === 'seat')).type);
      stream.close();
    }
    // each phone plays without a code
    const member = here.find((s) => s.seat.id === view.pairs[0]!.members[0]!.seatId)!;
    expect(((await member.agent.get(tariffUrls.team)).body.data as TariffTeamView).team).toEqual({
      country: 'solara',
      pair: 1,
    });

    // GET answers the running game's teams; publishing it answers the same (it is live already)
    expect((await admin.get(urls.assignments)).body.data).toEqual(view);
    const published = await admin.post(urls.publish(view.id));
    expect(published.status).toBe(200);
    expect(published.body.data).toEqual(view);
    expect((await admin.post(urls.publish(view.id + 1))).status).toBe(404);
    // teams change by forming them again
    const patch = await admin
      .patch(urls.assignment(view.id))
      .send({ action: 'absent', seatId: seated(view)[0] });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toBe(pairingMessages.teamsNotEditable);

    // forming again ends that game: the old id is no longer the running one
    const again = (await admin.post(urls.assignments).send({ teamSize: 3 })).body.data as AssignmentView;
    expect(again.id).not.toBe(view.id);
    expect((await admin.post(urls.publish(view.id))).status).toBe(404);
    expect((await admin.get(urls.assignments)).body.data).toEqual(again);
    // a game of printed codes that no seated student joined has no teams to show
    expect((await admin.post(tariffUrls.games).send({ pairs: 2 })).status).toBe(201);
    expect((await admin.get(urls.assignments)).body.data).toBeNull();
  });

  it('forms the teams of the chosen seats only, each of the current class', async () => {
    const { here: earlier } = await newClassWith(1);
    const { here } = await newClassWith(6);
    const chosen = here.slice(0, 4).map((s) => s.seat.id);
    const view = (await admin.post(urls.assignments).send({ teamSize: 2, seatIds: chosen })).body
      .data as AssignmentView;
    expect(seated(view).sort()).toEqual([...chosen].sort());
    const stranger = await admin
      .post(urls.assignments)
      .send({ teamSize: 2, seatIds: [...chosen, earlier[0]!.seat.id] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(`Seat ${earlier[0]!.seat.id} is not a student of the current class.`);
    // the refused request started no game
    expect((await admin.get(urls.assignments)).body.data).toEqual(view);
  });

  it('refuses without a team size, a bad one, too few students, and anyone but the instructor', async () => {
    await newClassWith(3);
    const missing = await admin.post(urls.assignments).send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, message: pairingMessages.teamSizeRequired });
    expect(pairingMessages.teamSizeRequired).toContain(tariffMessages.teamSize);
    expect((await admin.post(urls.assignments).send({ teamSize: 5 })).status).toBe(400);
    const few = await admin.post(urls.assignments).send({ teamSize: 2 });
    expect(few.body).toEqual({ success: false, message: tariffMessages.tooFewPresent(3) });
    expect(await state()).toBeNull();
    const visitor = request(t.app);
    expect((await visitor.post(urls.assignments).send({ teamSize: 2 })).status).toBe(401);
    expect((await visitor.get(urls.assignments)).status).toBe(401);
    expect((await visitor.post(urls.publish(1))).status).toBe(401);
    expect((await visitor.patch(urls.assignment(1)).send({ action: 'absent', seatId: 1 })).status).toBe(401);
  });
});

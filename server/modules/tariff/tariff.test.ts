import fc from 'fast-check';
import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  tariffBenchmarks,
  TARIFF_CODE_ALPHABET,
  TARIFF_TEAM_COOKIE,
  tariffChoiceSchema,
  tariffMessages,
  tariffUrls,
  type TariffChoice,
  type TariffCreatedGame,
  type TariffGameState,
  type TariffRevealedRound,
  type TariffTeamView,
} from '@shared/contracts/tariff';
import { tariffChoices, groupDevices, tariffGames, tariffTeams } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { JOIN_LIMITS } from './router';
import { createTariffGame } from './service';
import { TARIFF_WARS, tariffRules } from '@shared/testing/tariff-wars';
import { caseUrl } from '@shared/contracts/cases-config';
import { caseVariantUrl } from '@shared/contracts/case-variant';

vi.setConfig({ testTimeout: 60_000 });

/**
 * The join service, held by a test while a burst arrives (as a busy database holds it), so every request of the
 * burst is at the server at once however fast or slow the machine; otherwise it passes straight through.
 */
const joining = vi.hoisted(() => ({
  hold: undefined as Promise<void> | undefined,
  reached: () => {},
}));
vi.mock('./service', async (importOriginal) => {
  const real = await importOriginal<typeof import('./service')>();
  return {
    ...real,
    joinByCode: async (...args: Parameters<typeof real.joinByCode>) => {
      joining.reached();
      await joining.hold;
      return real.joinByCode(...args);
    },
  };
});

/** Tariff Wars on the site, through the API only, as the team pages and the instructor use it. */
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

type Agent = ReturnType<typeof request.agent>;

async function newGame(pairs: number): Promise<TariffCreatedGame> {
  const res = await admin.post(tariffUrls.games).send({ pairs });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as TariffCreatedGame;
}

/** A device that joined with `code` (its cookie jar keeps the team cookie). */
async function joined(code: string): Promise<Agent> {
  const agent = request.agent(t.app);
  const res = await agent.post(tariffUrls.join).send({ code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agent;
}

/** Every team of a game joined on one device, by pair: [solara, lunara]. */
async function joinAll(game: TariffCreatedGame) {
  const pairs: Array<{ solara: Agent; lunara: Agent }> = [];
  for (const team of game.teams) {
    pairs[team.pair - 1] ??= {} as { solara: Agent; lunara: Agent };
    pairs[team.pair - 1]![team.country] = await joined(team.code);
  }
  return pairs;
}

const lock = (agent: Agent, round: number, choice: TariffChoice, key?: string) => {
  const req = agent.post(tariffUrls.choice);
  return (key ? req.set('Idempotency-Key', key) : req).send({ round, choice });
};

async function state(): Promise<TariffGameState> {
  const res = await admin.get(tariffUrls.current);
  expect(res.status).toBe(200);
  return res.body.data as TariffGameState;
}

async function view(agent: Agent): Promise<TariffTeamView> {
  const res = await agent.get(tariffUrls.team);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as TariffTeamView;
}

async function reveal(gameId: number, round: number): Promise<TariffRevealedRound> {
  const res = await admin.post(tariffUrls.reveal(gameId, round));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as TariffRevealedRound;
}

const choiceRows = async (gameId: number) =>
  (await t.database.db.select({ n: count() }).from(tariffChoices).where(eq(tariffChoices.gameId, gameId)))[0]!
    .n;

/** A JSON string value that is exactly a choice: what a leak would look like in any answer. */
const CHOICE_VALUE = /"(High|Low)"/;

describe('creating a game (instructor)', () => {
  it('answers 201 with five rounds and a Solara and a Lunara team per pair, each with its own code', async () => {
    const game = await newGame(3);
    expect(game.rounds).toBe(5);
    expect(game.teams.map((x) => `${x.pair}${x.country}`)).toEqual([
      '1solara',
      '1lunara',
      '2solara',
      '2lunara',
      '3solara',
      '3lunara',
    ]);
    const codes = game.teams.map((x) => x.code);
    expect(new Set(codes).size).toBe(6);
    for (const code of codes)
      expect(
        [...code].every((c) => TARIFF_CODE_ALPHABET.includes(c)),
        code,
      ).toBe(true);
    for (const code of codes) expect(code).toMatch(/^[^0O1IL]{6}$/);

    const s = await state();
    expect(s.id).toBe(game.id);
    expect(s.currentRound).toBe(1);
    expect(s.rounds).toEqual(
      [1, 2, 3, 4, 5].map((number) => ({ number, multiplier: 1, talk: false, status: 'open' })),
    );
    expect(s.teams.map((x) => ({ locked: x.locked, total: x.total }))).toEqual(
      Array(6).fill({ locked: false, total: 0 }),
    );
    expect(s.results).toEqual([]);
  });

  it('refuses 0, 31, fractions, strings and extra fields with 400; signed out is 401', async () => {
    for (const pairs of [0, 31, 1.5, '3', null, -1])
      expect((await admin.post(tariffUrls.games).send({ pairs })).status, String(pairs)).toBe(400);
    expect((await admin.post(tariffUrls.games).send({ pairs: 2, extra: 1 })).status).toBe(400);
    expect((await admin.post(tariffUrls.games).send({ pairs: 30 })).status).toBe(201);
    const anon = await request(t.app).post(tariffUrls.games).send({ pairs: 2 });
    expect(anon.status).toBe(401);
    expect(anon.body.success).toBe(false);
    expect((await request(t.app).get(tariffUrls.current)).status).toBe(401);
  });

  it('ends the previous game of the class: its teams get 410, its codes join nothing, its rounds are locked', async () => {
    const old = await newGame(1);
    const [pair] = await joinAll(old);
    await newGame(1);
    for (const res of [await pair!.solara.get(tariffUrls.team), await lock(pair!.solara, 1, 'Low')]) {
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ success: false, message: tariffMessages.gameEnded });
    }
    expect((await request(t.app).post(tariffUrls.join).send({ code: old.teams[0]!.code })).status).toBe(410);
    expect((await admin.patch(tariffUrls.round(old.id, 1)).send({ talk: true })).status).toBe(409);
    expect((await admin.post(tariffUrls.reveal(old.id, 1))).status).toBe(409);
    // nothing is deleted
    const [row] = await t.database.db.select().from(tariffGames).where(eq(tariffGames.id, old.id));
    expect(row!.endedAt).not.toBeNull();
  });

  it('belongs to the current class: a new class has no game, and the old class game ends for its teams', async () => {
    const game = await newGame(1);
    const [pair] = await joinAll(game);
    expect((await state()).classId).toBeGreaterThan(0);
    expect((await admin.post('/api/classes').send({ name: 'Next cohort' })).status).toBe(201);
    const res = await admin.get(tariffUrls.current);
    expect(res.body).toEqual({ success: true, data: null });
    expect((await pair!.lunara.get(tariffUrls.team)).status).toBe(410);
    const next = await newGame(2);
    expect((await state()).id).toBe(next.id);
  });
});

describe("an earlier class's games", () => {
  const gamesOf = async (filter: string) => {
    const res = await admin.get(`${tariffUrls.games}?class=${filter}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TariffGameState[];
  };

  it('stay readable after a new class starts: every game of the class, newest first, with its scores', async () => {
    expect((await admin.post('/api/classes').send({ name: 'A class with two games' })).status).toBe(201);
    const first = await newGame(1);
    const second = await newGame(1);
    const [pair] = await joinAll(second);
    expect((await lock(pair!.solara, 1, 'High')).status).toBe(201);
    expect((await lock(pair!.lunara, 1, 'Low')).status).toBe(201);
    await reveal(second.id, 1);
    const classId = (await state()).classId;
    expect((await gamesOf('current')).map((g) => [g.id, g.running])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    expect((await admin.post('/api/classes').send({ name: 'The class after' })).status).toBe(201);
    expect((await admin.get(tariffUrls.current)).body.data).toBeNull();
    expect(await gamesOf('current')).toEqual([]);

    const earlier = await gamesOf(String(classId));
    expect(earlier.map((g) => [g.id, g.running])).toEqual([
      [second.id, false],
      [first.id, false],
    ]);
    expect(earlier[0]!.results[0]!.pairs[0]).toMatchObject({
      solara: { choice: 'High', points: 12 },
      lunara: { choice: 'Low', points: 4 },
    });
    expect(earlier[0]!.teams.map((x) => x.total)).toEqual([12, 4]);
    expect((await gamesOf('all')).map((g) => g.id)).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('an unknown class is 404, a bad filter 400, signed out 401', async () => {
    expect((await admin.get(`${tariffUrls.games}?class=999999`)).body).toEqual({
      success: false,
      message: 'No such class.',
    });
    expect((await admin.get(`${tariffUrls.games}?class=999999`)).status).toBe(404);
    expect((await admin.get(`${tariffUrls.games}?class=last`)).status).toBe(400);
    expect((await request(t.app).get(`${tariffUrls.games}?class=all`)).status).toBe(401);
  });
});

describe('the instructor sees which teams have joined', () => {
  it('counts the devices of each team: 0 until a phone joins with its code', async () => {
    const game = await newGame(2);
    expect((await state()).teams.map((x) => x.devices)).toEqual([0, 0, 0, 0]);
    await joined(game.teams[0]!.code);
    await joined(game.teams[0]!.code);
    await joined(game.teams[3]!.code);
    expect((await state()).teams.map((x) => x.devices)).toEqual([2, 0, 0, 1]);
  });
});

describe('joining with a code', () => {
  it('sets an httpOnly, SameSite=Lax team cookie whose token is stored only as a hash', async () => {
    const game = await newGame(1);
    const code = game.teams[1]!.code;
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `;
    const res = await request(t.app).post(tariffUrls.join).send({ code: typed });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { team: { country: 'lunara', pair: 1 } } });
    expect(res.headers['cache-control']).toContain('no-store');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(`${TARIFF_TEAM_COOKIE}=`),
    )!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain http here; Secure whenever the request came over https
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const stored = await t.database.db.select().from(groupDevices);
    expect(stored.some((d) => d.tokenHash === token)).toBe(false);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers 404 for an unknown code and 400 for one that cannot be a code', async () => {
    await newGame(1);
    const unknown = await request(t.app).post(tariffUrls.join).send({ code: 'ZZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: tariffMessages.unknownCode });
    for (const code of ['', 'ABC', 'ABCDEFG', 'ABCDE0', 'ABCDEI', 42, null])
      expect((await request(t.app).post(tariffUrls.join).send({ code })).status, String(code)).toBe(400);
  });

  it('lets several devices join one team: they all see the same state', async () => {
    const game = await newGame(1);
    const a = await joined(game.teams[0]!.code);
    const b = await joined(game.teams[0]!.code);
    expect((await lock(a, 1, 'High')).status).toBe(201);
    expect((await view(b)).current!.ownChoice).toBe('High');
    expect((await lock(b, 1, 'Low')).status).toBe(409);
  });

  it('GET /team without a cookie, or with an unknown one, is null (no team: the join form); locking is 401', async () => {
    const none = await request(t.app).get(tariffUrls.team);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ success: true, data: null });
    const forged = await request(t.app)
      .get(tariffUrls.team)
      .set('Cookie', `${TARIFF_TEAM_COOKIE}=${'A'.repeat(43)}`);
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual({ success: true, data: null });
    // the cookie that names no team is forgotten
    expect(String(forged.headers['set-cookie'])).toMatch(new RegExp(`^${TARIFF_TEAM_COOKIE}=;`));
    const lock = await request(t.app).post(tariffUrls.choice).send({ round: 1, choice: 'Low' });
    expect(lock.status).toBe(401);
    expect(lock.body).toEqual({ success: false, message: tariffMessages.noTeam });
  });
});

describe('while Tariff Wars is closed to students (Admin -> Simulations)', () => {
  it('joining and locking answer 403; the instructor and the team view go on', async () => {
    const game = await newGame(1);
    const [pair] = await joinAll(game);
    const close = (isAccessible: boolean) =>
      admin.patch('/api/visibility/simulations/solaraLunara').send({ isVisible: true, isAccessible });
    expect((await close(false)).status).toBe(200);
    try {
      expect((await request(t.app).post(tariffUrls.join).send({ code: game.teams[0]!.code })).status).toBe(
        403,
      );
      expect((await lock(pair!.solara, 1, 'Low')).status).toBe(403);
      expect((await pair!.solara.get(tariffUrls.team)).status).toBe(200);
      expect((await admin.patch(tariffUrls.round(game.id, 1)).send({ talk: true })).status).toBe(200);
    } finally {
      expect((await close(true)).status).toBe(200);
    }
    expect((await lock(pair!.solara, 1, 'Low')).status).toBe(201);
  });
});

describe('join-code guessing is limited, and a class behind one address is not turned away', () => {
  // the clock moves only when a test moves it: the budgets leak with time
  // (the budget over every address together: server/middleware/failure-budget.test.ts)
  let limited: TestContext;
  let game: TariffCreatedGame;
  beforeAll(async () => {
    limited = await createTestContext({ rateLimit: true, trustProxy: 1 });
    game = (await createTariffGame(limited.database.db, 30)).created;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await limited.close();
  });

  const guess = (ip: string, code = 'ZZZZZZ') =>
    request(limited.app).post(tariffUrls.join).set('X-Forwarded-For', ip).send({ code });
  const codeOf = (i: number) => game.teams[i % game.teams.length]!.code;
  /** `n` wrong codes from `addressOf(i)`, 50 at a time; every one is checked (404). */
  async function typos(n: number, addressOf: (i: number) => string) {
    for (let i = 0; i < n; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, n - i) }, (_, j) => guess(addressOf(i + j))),
      );
      expect(batch.map((r) => r.status)).toEqual(batch.map(() => 404));
    }
  }

  it('120 correct joins sent at once from one address all join (200)', async () => {
    // every join is held until each of the 120 is either let through to the service (and held there) or
    // answered, so all are in flight at once (the old limiter counted joins in flight: 30 x 200, 90 x 429)
    const BURST = 120;
    let release = () => {};
    joining.hold = new Promise<void>((resolve) => (release = resolve));
    let reached = 0;
    let answered = 0;
    const releaseWhenAllIn = () => {
      if (reached + answered >= BURST) release();
    };
    joining.reached = () => {
      reached++;
      releaseWhenAllIn();
    };
    try {
      const all = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          guess('10.0.0.1', codeOf(i)).then((res) => {
            answered++;
            releaseWhenAllIn();
            return res;
          }),
        ),
      );
      expect(all.map((r) => r.status)).toEqual(all.map(() => 200));
    } finally {
      joining.hold = undefined;
      joining.reached = () => {};
    }
  });

  it('a correct code joins after 30 typos from the same address', async () => {
    await typos(30, () => '10.0.0.1');
    expect((await guess('10.0.0.1', codeOf(0))).status).toBe(200);
  });

  it('600 wrong codes from one address slow it to one every 6 s (429, Retry-After); other addresses join', async () => {
    await typos(JOIN_LIMITS.perAddress.capacity - 30, () => '10.0.0.1');
    const slowed = await guess('10.0.0.1', codeOf(1));
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({ success: false, message: tariffMessages.tooManyJoins });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(6);
    expect((await guess('10.0.0.2', codeOf(1))).status).toBe(200);
    // seconds later, not ten minutes, the correct code joins
    vi.setSystemTime(Date.now() + JOIN_LIMITS.perAddress.leakMs);
    expect((await guess('10.0.0.1', codeOf(1))).status).toBe(200);
  });
});

describe('locking a choice', () => {
  let game: TariffCreatedGame;
  let pair: { solara: Agent; lunara: Agent };
  beforeEach(async () => {
    game = await newGame(1);
    [pair] = (await joinAll(game)) as [typeof pair];
  });

  it('answers 201 once; the same round again is 409, whatever the choice', async () => {
    const first = await lock(pair.solara, 1, 'Low');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, data: { round: 1, choice: 'Low' } });
    for (const choice of ['Low', 'High'] as const) {
      const again = await lock(pair.solara, 1, choice);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, message: tariffMessages.alreadyLocked });
    }
    expect((await view(pair.solara)).current).toEqual({
      number: 1,
      multiplier: 1,
      talk: false,
      ownChoice: 'Low',
    });
    expect(await choiceRows(game.id)).toBe(1);
  });

  it('is idempotent with an Idempotency-Key: a retry answers 201 again, another choice under it is 422', async () => {
    expect((await lock(pair.lunara, 1, 'High', 'k-1')).status).toBe(201);
    const retry = await lock(pair.lunara, 1, 'High', 'k-1');
    expect(retry.status).toBe(201);
    expect(retry.body.data).toEqual({ round: 1, choice: 'High' });
    expect((await lock(pair.lunara, 1, 'Low', 'k-1')).status).toBe(422);
    expect((await lock(pair.lunara, 1, 'High', 'k-2')).status).toBe(409);
    expect((await lock(pair.lunara, 1, 'High', 'bad key!')).status).toBe(400);
    expect(await choiceRows(game.id)).toBe(1);
  });

  it('a round that is not open is 409: a later round, or a revealed one', async () => {
    const later = await lock(pair.solara, 2, 'Low');
    expect(later.status).toBe(409);
    expect(later.body.message).toBe(tariffMessages.roundNotOpen);
    const first = await lock(pair.lunara, 1, 'High', 'k-1');
    await reveal(game.id, 1);
    expect((await lock(pair.solara, 1, 'Low')).status).toBe(409);
    // a retry of a choice stored before the reveal answers what its first request answered
    const retry = await lock(pair.lunara, 1, 'High', 'k-1');
    expect([retry.status, retry.body]).toEqual([first.status, first.body]);
    expect(first.status).toBe(201);
    expect((await lock(pair.solara, 2, 'Low')).status).toBe(201);
  });

  it('bad bodies are 400 with the envelope and store nothing (property-based)', async () => {
    const valid = fc.record({
      round: fc.integer({ min: 1, max: 5 }),
      choice: fc.constantFrom('High', 'Low'),
    });
    const bad = fc.oneof(
      fc.anything(),
      fc.record({ round: fc.anything(), choice: fc.constantFrom('High', 'Low') }),
      fc.record({ round: fc.constant(1), choice: fc.anything() }),
      fc.record({ round: fc.oneof(fc.integer(), fc.double()), choice: fc.string() }),
      valid.map((v) => ({ ...v, extra: true })),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (body) => {
        fc.pre(!tariffChoiceSchema.safeParse(body).success);
        const res = await pair.lunara
          .post(tariffUrls.choice)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body) ?? 'null');
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.success).toBe(false);
        expect(typeof res.body.message).toBe('string');
      }),
      { numRuns: 120 },
    );
    expect(await choiceRows(game.id)).toBe(0);
  });
});

describe('rounds: rules and reveals (instructor)', () => {
  it('PATCH rules: 200 before the reveal (the teams see them), 409 after; bad rules 400; unknown 404', async () => {
    const game = await newGame(1);
    const [pair] = await joinAll(game);
    const res = await admin.patch(tariffUrls.round(game.id, 1)).send({ multiplier: 2, talk: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ number: 1, multiplier: 2, talk: true, status: 'open' });
    expect((await admin.patch(tariffUrls.round(game.id, 3)).send({ multiplier: 3 })).body.data).toEqual({
      number: 3,
      multiplier: 3,
      talk: false,
      status: 'open',
    });
    const v = await view(pair!.solara);
    expect(v.current).toMatchObject({ number: 1, multiplier: 2, talk: true });
    expect(v.rounds[2]).toMatchObject({ number: 3, multiplier: 3 });
    for (const body of [{}, { multiplier: 4 }, { multiplier: 0 }, { talk: 'yes' }, { multiplier: 2, x: 1 }])
      expect((await admin.patch(tariffUrls.round(game.id, 1)).send(body)).status, JSON.stringify(body)).toBe(
        400,
      );
    expect((await admin.patch(tariffUrls.round(game.id, 6)).send({ talk: true })).status).toBe(404);
    expect((await admin.patch(tariffUrls.round(999_999, 1)).send({ talk: true })).status).toBe(404);
    await reveal(game.id, 1);
    const after = await admin.patch(tariffUrls.round(game.id, 1)).send({ multiplier: 3 });
    expect(after.status).toBe(409);
    expect(after.body).toEqual({ success: false, message: tariffMessages.rulesLocked });
    expect((await request(t.app).patch(tariffUrls.round(game.id, 2)).send({ talk: true })).status).toBe(401);
  });

  it('reveals in order, each once: a later round first is 409, twice is 409; unknown game 404', async () => {
    const game = await newGame(1);
    const early = await admin.post(tariffUrls.reveal(game.id, 2));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(tariffMessages.revealInOrder);
    await reveal(game.id, 1);
    const twice = await admin.post(tariffUrls.reveal(game.id, 1));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(tariffMessages.alreadyRevealed);
    for (const n of [2, 3, 4, 5]) await reveal(game.id, n);
    expect((await state()).currentRound).toBeNull();
    expect((await admin.post(tariffUrls.reveal(game.id, 6))).status).toBe(404);
    expect((await admin.post(tariffUrls.reveal(999_999, 1))).status).toBe(404);
    expect((await request(t.app).post(tariffUrls.reveal(game.id, 1))).status).toBe(401);
  });

  it('a team that never locked is "no choice" and scores 0, and so does its opponent that round', async () => {
    const game = await newGame(2);
    const pairs = await joinAll(game);
    await lock(pairs[0]!.solara, 1, 'High');
    await lock(pairs[1]!.solara, 1, 'Low');
    await lock(pairs[1]!.lunara, 1, 'Low');
    const r = await reveal(game.id, 1);
    expect(r.pairs[0]).toMatchObject({
      solara: { choice: 'High', points: 0 },
      lunara: { choice: null, points: 0 },
    });
    expect(r.pairs[1]).toMatchObject({
      solara: { choice: 'Low', points: 6 },
      lunara: { choice: 'Low', points: 6 },
    });
    const v = await view(pairs[0]!.lunara);
    expect(v.results).toEqual([
      { number: 1, multiplier: 1, talk: false, own: null, their: 'High', ownPoints: 0, theirPoints: 0 },
    ]);
    expect(v.current).toMatchObject({ number: 2, ownChoice: null });
  });
});

describe('scoring (own/their Low/Low 6/6, Low/High 4/12, High/Low 12/4, High/High 2/2)', () => {
  const CELLS: Array<[TariffChoice, TariffChoice, number, number]> = [
    ['Low', 'Low', 6, 6],
    ['Low', 'High', 4, 12],
    ['High', 'Low', 12, 4],
    ['High', 'High', 2, 2],
  ];

  it('every cell times every multiplier, in every revealed round, with running totals for both sides', async () => {
    const game = await newGame(4);
    const pairs = await joinAll(game);
    const multipliers = [1, 2, 3, 2, 1];
    const totals = Array.from({ length: 4 }, () => ({ solara: 0, lunara: 0 }));
    for (const [i, m] of multipliers.entries()) {
      const round = i + 1;
      if (m !== 1)
        expect((await admin.patch(tariffUrls.round(game.id, round)).send({ multiplier: m })).status).toBe(
          200,
        );
      // a different cell per pair each round, so every pair meets every cell
      for (const [p, agents] of pairs.entries()) {
        const [s, l] = CELLS[(p + i) % 4]!;
        expect((await lock(agents.solara, round, s)).status).toBe(201);
        expect((await lock(agents.lunara, round, l)).status).toBe(201);
      }
      const r = await reveal(game.id, round);
      expect(r).toMatchObject({ number: round, multiplier: m });
      for (const [p, result] of r.pairs.entries()) {
        const [s, l, sp, lp] = CELLS[(p + i) % 4]!;
        expect(result, `round ${round} pair ${p + 1}`).toEqual({
          pair: p + 1,
          solara: { teamId: game.teams[2 * p]!.id, choice: s, points: sp * m },
          lunara: { teamId: game.teams[2 * p + 1]!.id, choice: l, points: lp * m },
        });
        totals[p]!.solara += sp * m;
        totals[p]!.lunara += lp * m;
      }
    }
    const s = await state();
    expect(s.results.map((r) => r.number)).toEqual([1, 2, 3, 4, 5]);
    for (const team of s.teams)
      expect(team.total, `${team.country} ${team.pair}`).toBe(totals[team.pair - 1]![team.country]);
    for (const [p, agents] of pairs.entries()) {
      const v = await view(agents.lunara);
      expect(v.totals).toEqual({ own: totals[p]!.lunara, their: totals[p]!.solara });
      expect(v.current).toBeNull();
      expect(v.results).toHaveLength(5);
    }
  });

  it('the benchmarks are 60 (always Low/Low), 20 (always High/High) and 80 (taking turns High/Low)', () => {
    expect(tariffBenchmarks(tariffRules()).plain).toEqual({ alwaysLow: 60, alwaysHigh: 20, alternating: 80 });
  });
});

describe('no choice leaves the server before the reveal', () => {
  it('not to the other team, not to the instructor (only "locked"), not through any GET endpoint', async () => {
    // a class of its own: the class's list of games then holds no revealed round of an earlier game
    expect((await admin.post('/api/classes').send({ name: 'A class with one game' })).status).toBe(201);
    const game = await newGame(2);
    const pairs = await joinAll(game);
    const solara = pairs[0]!.solara;
    const lunara = pairs[0]!.lunara;
    expect((await lock(solara, 1, 'High')).status).toBe(201);
    expect((await lock(pairs[1]!.lunara, 1, 'Low')).status).toBe(201);

    // the team that locked sees its own choice (this test can fail)
    expect(JSON.stringify(await view(solara))).toMatch(CHOICE_VALUE);
    // the other team sees nothing of it
    const other = await view(lunara);
    expect(other.current!.ownChoice).toBeNull();
    expect(JSON.stringify(other)).not.toMatch(CHOICE_VALUE);
    // the instructor sees who locked, not what
    const s = await state();
    expect(s.teams.filter((x) => x.locked).map((x) => x.id)).toEqual([game.teams[0]!.id, game.teams[3]!.id]);
    expect(JSON.stringify(s)).not.toMatch(CHOICE_VALUE);

    // every GET endpoint of the API, as the instructor, as the other team and signed out
    const { registeredEndpoints, samplePath } = await import('../../test/endpoints');
    const gets = registeredEndpoints(t.app).filter((e) => e.method === 'GET');
    expect(gets.map((e) => e.path)).toContain(tariffUrls.current);
    for (const e of gets)
      for (const who of [admin, lunara, request(t.app)]) {
        const res = await who.get(samplePath(e.path));
        expect(res.text ?? '', `${e.path}`).not.toMatch(CHOICE_VALUE);
      }

    // after the reveal both see both
    await lock(lunara, 1, 'Low');
    await reveal(game.id, 1);
    expect((await view(lunara)).results[0]).toMatchObject({
      own: 'Low',
      their: 'High',
      ownPoints: 4,
      theirPoints: 12,
    });
  });
});

describe("the game's takeaway page (GET /api/tariff/takeaway)", () => {
  const takeaway = (who: Agent | ReturnType<typeof request>, lang?: string) =>
    who.get(lang ? `${tariffUrls.takeaway}?lang=${lang}` : tariffUrls.takeaway);

  it('opens to each team once the fifth round is revealed, in English or Korean; 409 before, 401 without a team', async () => {
    const game = await newGame(1);
    const [{ solara, lunara }] = (await joinAll(game)) as [{ solara: Agent; lunara: Agent }];
    expect((await takeaway(request(t.app))).status).toBe(401);
    for (let round = 1; round <= 5; round++) {
      const early = await takeaway(solara);
      expect(early.status, `before round ${round} is revealed`).toBe(409);
      expect(early.body).toEqual({ success: false, message: tariffMessages.takeawayNotYet });
      await reveal(game.id, round);
    }
    for (const team of [solara, lunara]) {
      const en = await takeaway(team);
      expect(en.status).toBe(200);
      expect(en.headers['cache-control']).toMatch(/no-store/);
      expect(en.body.data.title).toBe('Tariff Wars — What to Take Away');
      // the payoffs as the briefings state them, and the benchmarks of the debrief
      expect(en.body.data.html).toContain('<td>12 / 4</td>');
      expect(en.body.data.html).toContain(`<td>${tariffBenchmarks(tariffRules()).alternating}</td>`);
      const ko = await takeaway(team, 'ko');
      expect(ko.body.data.title).toBe('관세 전쟁 — 꼭 가져갈 것');
      expect(ko.body.data.html).toContain('치킨 게임');
    }
    expect((await takeaway(solara, 'fr')).status).toBe(400);
    expect((await takeaway(request(t.app), 'ko')).status).toBe(401);
  });

  it('opens to the teams of a game that a newer game ended, whatever round it had reached', async () => {
    const ended = await newGame(1);
    const [{ solara }] = (await joinAll(ended)) as [{ solara: Agent; lunara: Agent }];
    await reveal(ended.id, 1);
    expect((await takeaway(solara)).status).toBe(409);
    await newGame(1);
    expect((await solara.get(tariffUrls.team)).status).toBe(410);
    expect((await takeaway(solara)).status).toBe(200);
  });
});

describe('races', () => {
  it('30 pairs (60 teams) locking at once, two devices each: every choice stored once', async () => {
    const game = await newGame(30);
    expect(game.teams).toHaveLength(60);
    const pairs = await joinAll(game);
    const second = await Promise.all(game.teams.map((team) => joined(team.code)));
    const teams = pairs.flatMap((p) => [p.solara, p.lunara]);
    const answers = await Promise.all(
      teams.flatMap((agent, i) => [
        lock(agent, 1, i % 3 ? 'Low' : 'High'),
        lock(second[i]!, 1, i % 3 ? 'Low' : 'High'),
      ]),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(statuses.filter((s) => s === 409)).toHaveLength(60);
    expect(await choiceRows(game.id)).toBe(60);
    const s = await state();
    expect(s.teams.every((x) => x.locked)).toBe(true);
    const r = await reveal(game.id, 1);
    expect(r.pairs.flatMap((p) => [p.solara.choice, p.lunara.choice]).every((c) => c !== null)).toBe(true);
  });

  it('a reveal racing a late lock is consistent: the lock counts (201) or is refused (409, no choice, 0)', async () => {
    const outcomes = { counted: 0, refused: 0 };
    for (let i = 0; i < 12; i++) {
      const game = await newGame(1);
      const [pair] = await joinAll(game);
      await lock(pair!.solara, 1, 'Low');
      const [late, shown] = await Promise.all([
        // staggered a little either way, so both orders happen
        new Promise((r) => setTimeout(r, i % 3)).then(() => lock(pair!.lunara, 1, 'High')),
        new Promise((r) => setTimeout(r, (i + 1) % 3)).then(() => admin.post(tariffUrls.reveal(game.id, 1))),
      ]);
      expect(shown.status).toBe(200);
      const lunara = (shown.body.data as TariffRevealedRound).pairs[0]!.lunara;
      if (late.status === 201) {
        outcomes.counted++;
        expect(lunara).toMatchObject({ choice: 'High', points: 12 });
      } else {
        outcomes.refused++;
        expect(late.status).toBe(409);
        expect(lunara).toMatchObject({ choice: null, points: 0 });
      }
      // what is stored agrees with what the reveal said
      expect(await choiceRows(game.id)).toBe(late.status === 201 ? 2 : 1);
      expect((await state()).results[0]!.pairs[0]!.lunara).toEqual(lunara);
    }
    expect(outcomes.counted + outcomes.refused).toBe(12);
  });

  it('two reveals of one round at once: one 200, one 409', async () => {
    const game = await newGame(1);
    const answers = await Promise.all([
      admin.post(tariffUrls.reveal(game.id, 1)),
      admin.post(tariffUrls.reveal(game.id, 1)),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('two new games at once: one game runs afterwards', async () => {
    await Promise.all([
      admin.post(tariffUrls.games).send({ pairs: 2 }),
      admin.post(tariffUrls.games).send({ pairs: 3 }),
    ]);
    const { classId } = await state();
    const games = await t.database.db.select().from(tariffGames).where(eq(tariffGames.classId, classId));
    expect(games.filter((g) => g.endedAt === null)).toHaveLength(1);
    const teams = await t.database.db.select({ code: tariffTeams.code }).from(tariffTeams);
    expect(new Set(teams.map((x) => x.code)).size).toBe(teams.length);
  });
});

describe('a variant of the game plays by its own matrix', () => {
  it('scores a game of a variant made on Admin -> Cases by its payoffs, and keeps them after the variant is removed', async () => {
    // a prisoner's dilemma: High against Low pays 10, Low against High 1 (the shipped game pays 12 and 4)
    const made = await admin.post(caseVariantUrl(TARIFF_WARS)).send({
      title: 'Tariff Wars (dilemma)',
      titleKo: '관세 전쟁 (딜레마)',
      figures: { 'shared.highAgainstLow': 10, 'shared.lowAgainstHigh': 1 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const key = made.body.data.key as string;
    // an added case starts closed to students: open it, as the instructor does on the game's page
    const opened = await admin
      .patch(`/api/visibility/simulations/${key}`)
      .send({ isVisible: true, isAccessible: true });
    expect(opened.status).toBe(200);

    const res = await admin.post(tariffUrls.games).send({ pairs: 1, simKey: key });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const game = res.body.data as TariffCreatedGame;
    expect(game).toMatchObject({ simKey: key, rounds: 5 });
    const [solara, lunara] = await Promise.all(game.teams.map((team) => joined(team.code)));
    expect((await view(solara!)).rules.payoffs).toEqual({
      bothLow: 6,
      lowAgainstHigh: 1,
      highAgainstLow: 10,
      bothHigh: 2,
    });
    await lock(solara!, 1, 'High');
    await lock(lunara!, 1, 'Low');
    const round = await reveal(game.id, 1);
    expect(round.pairs[0]).toMatchObject({ solara: { points: 10 }, lunara: { points: 1 } });

    // the case goes; the game it played keeps the rules it was created with
    expect((await admin.delete(caseUrl(key))).status).toBe(204);
    expect((await state()).rules.payoffs.highAgainstLow).toBe(10);
    await lock(solara!, 2, 'Low');
    await lock(lunara!, 2, 'High');
    expect((await reveal(game.id, 2)).pairs[0]).toMatchObject({
      solara: { points: 1 },
      lunara: { points: 10 },
    });
  });

  it('refuses a game of a case that is not a team game, or of no case', async () => {
    for (const simKey of ['queenOfSorrows', 'noSuchGame']) {
      const res = await admin.post(tariffUrls.games).send({ pairs: 1, simKey });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(tariffMessages.noSuchGame);
    }
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SEAT_CODE_ALPHABET,
  classJoinUrl,
  claimSeatUrl,
  joinClassUrl,
  reseatClaimUrl,
  seatUrl,
  seatsUrl,
  type ClassJoin,
  type MySeat,
  type Reseat,
} from '@shared/contracts/seats';
import { createTestContext, type TestContext } from '../../test/harness';
import { CLAIM_LIMITS, CLASS_CODE_LIMITS } from './code-budgets';

vi.setConfig({ testTimeout: 120_000 });

/**
 * The budgets of wrong codes (ADR 26), on both databases, through the API. A class sits behind one
 * NAT address; outsiders come from as many addresses as they like (X-Forwarded-For from the test's proxy).
 * The clock moves only when a test moves it: the budgets leak with time.
 */
let t: TestContext;
let teacher: Awaited<ReturnType<TestContext['signIn']>>;
let classCode = '';
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  t = await createTestContext({ rateLimit: true, trustProxy: 1 });
  teacher = await t.signIn();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const NAT = '198.51.100.1';
/** The address of outsider `i`. */
const outsider = (i: number) => `203.0.${i >> 8}.${i & 255}`;

/** A new class (fresh budgets for it) and its code; the clock moves past every budget's leak. */
async function newClass(name: string) {
  vi.setSystemTime(Date.now() + 3_600_000);
  await teacher.post('/api/classes').send({ name }).expect(201);
  classCode = ((await teacher.get(classJoinUrl)).body.data as ClassJoin).code;
}

type Browser = ReturnType<typeof request.agent>;
/** A browser at `address` that keeps its cookies; `askClass`: it opened the join page with the class's code. */
async function browserAt(address: string, askClass = true) {
  const agent = request.agent(t.app).set('X-Forwarded-For', address);
  if (askClass) expect((await agent.get(joinClassUrl).query({ code: classCode })).status).toBe(200);
  return agent;
}
const claim = (b: Browser, seatCode: string) => b.post(claimSeatUrl).send({ seatCode });
/** A seat code no seat has (seat codes are drawn at random: the Z-words are never drawn here). */
const wrongSeatCode = (i: number) => `ZZ${code(i, 6)}`;
/** A class code no class has. */
const wrongClassCode = (i: number) => `Z${code(i, 5)}`;
function code(i: number, length: number) {
  let s = '';
  for (let k = 0, n = i; k < length; k++, n = Math.floor(n / SEAT_CODE_ALPHABET.length))
    s += SEAT_CODE_ALPHABET[n % SEAT_CODE_ALPHABET.length];
  return s;
}

/** The statuses of `n` requests made by `send(i)`, ten at a time. */
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
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

async function seatAt(address: string, name: string) {
  const res = await (await browserAt(address)).post(seatsUrl).send({ name, lang: 'en', code: classCode });
  expect(res.status).toBe(201);
  return res.body.data as MySeat;
}

describe('seat codes from a class behind one address', () => {
  it("classmates' typos never refuse a student's right seat code, nor the instructor's re-seat link", async () => {
    await newClass('One NAT');
    const minji = await seatAt(NAT, 'Minji');
    // 60 typos from the class's address (each classmate's browser its own), 40 more than it used to take
    const classmates = await Promise.all(Array.from({ length: 12 }, () => browserAt(NAT)));
    const typos = await inBatches(60, (i) => claim(classmates[i % 12]!, wrongSeatCode(i)));
    expect(count(typos, 404)).toBe(60);
    // one classmate who keeps guessing is stopped at their own budget
    const clumsy = await browserAt(NAT);
    const own = await inBatches(CLAIM_LIMITS.perDevice.capacity + 5, (i) =>
      claim(clumsy, wrongSeatCode(100 + i)),
    );
    expect(count(own, 404)).toBe(CLAIM_LIMITS.perDevice.capacity);
    expect(count(own, 429)).toBe(5);
    // Minji on her laptop, at the same address: her seat opens
    const laptop = await browserAt(NAT);
    const opened = await claim(laptop, minji.seatCode);
    expect(opened.status).toBe(200);
    expect(opened.body.data.id).toBe(minji.id);
    // a browser that never opened the join page, at the same address: its right code opens too
    expect((await claim(await browserAt(NAT, false), minji.seatCode)).status).toBe(200);
    // the instructor's re-seat link, opened at the same address, whatever the typos
    const link = (await teacher.post(`${seatUrl(minji.id)}/reseat`)).body.data as Reseat;
    const token = new URL(link.url).searchParams.get('reseat')!;
    const reseated = await (await browserAt(NAT, false)).post(reseatClaimUrl).send({ token });
    expect(reseated.status).toBe(200);
    expect(reseated.body.data.id).toBe(minji.id);
  });
});

describe('seat codes guessed from many addresses', () => {
  it('outsiders fill only the outsiders\u2019 budget: the class\u2019s right codes open at once', async () => {
    await newClass('Many addresses');
    const minji = await seatAt(NAT, 'Minji');
    // 30 addresses, 14 wrong codes each, no cookies: under each address's budget, over every outsider's
    const guesses = await inBatches(420, (i) =>
      request(t.app)
        .post(claimSeatUrl)
        .set('X-Forwarded-For', outsider(i % 30))
        .send({ seatCode: wrongSeatCode(i) }),
    );
    expect(count(guesses, 404)).toBe(CLAIM_LIMITS.outsiders.capacity);
    expect(count(guesses, 429)).toBe(420 - CLAIM_LIMITS.outsiders.capacity);
    // a student who opened the join page with the class's code: at once, from anywhere
    expect((await claim(await browserAt(NAT), minji.seatCode)).status).toBe(200);
    expect((await claim(await browserAt('192.0.2.50'), minji.seatCode)).status).toBe(200);
    // one who did not is slowed with the outsiders, not shut out: a place leaks free
    const stranger = await browserAt('192.0.2.51', false);
    const slowed = await claim(stranger, minji.seatCode);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(CLAIM_LIMITS.outsiders.leakMs / 1000);
    vi.setSystemTime(Date.now() + CLAIM_LIMITS.outsiders.leakMs);
    expect((await claim(stranger, minji.seatCode)).status).toBe(200);
  });

  it("the class's own budget holds guesses with the class's code to a class's worth, from any number of addresses", async () => {
    await newClass('Insiders');
    const minji = await seatAt(NAT, 'Minji');
    // browsers that gave the class's code, each at an address of its own, under each browser's budget
    const insiders = await Promise.all(Array.from({ length: 25 }, (_, i) => browserAt(outsider(i))));
    const guesses = await inBatches(CLAIM_LIMITS.inClass.capacity + 50, (i) =>
      claim(insiders[i % 25]!, wrongSeatCode(i)),
    );
    expect(count(guesses, 404)).toBe(CLAIM_LIMITS.inClass.capacity);
    expect(count(guesses, 429)).toBe(50);
    // then one try per leak of the class's budget (the arithmetic of ADR 26)
    const late = await browserAt(NAT);
    const slowed = await claim(late, minji.seatCode);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(CLAIM_LIMITS.inClass.leakMs / 1000);
    vi.setSystemTime(Date.now() + CLAIM_LIMITS.inClass.leakMs);
    expect((await claim(late, minji.seatCode)).status).toBe(200);
  });
});

describe('class codes', () => {
  it('wrong codes are limited per browser, in the join form and in joins; classmates at the address find their class', async () => {
    await newClass('Class codes');
    const guesser = await browserAt(NAT);
    const asked = await inBatches(CLASS_CODE_LIMITS.perDevice.capacity - 5, (i) =>
      guesser.get(joinClassUrl).query({ code: wrongClassCode(i) }),
    );
    expect(count(asked, 404)).toBe(CLASS_CODE_LIMITS.perDevice.capacity - 5);
    // a join with a code no class has is a guess too (400 for the code), and counts the same
    const joins = await inBatches(10, (i) =>
      guesser.post(seatsUrl).send({ name: `Guess ${i}`, lang: 'en', code: wrongClassCode(1_000 + i) }),
    );
    expect(count(joins, 400)).toBe(5);
    expect(count(joins, 429)).toBe(5);
    const refused = await guesser.get(joinClassUrl).query({ code: wrongClassCode(2_000) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(CLASS_CODE_LIMITS.perDevice.leakMs / 1000);
    // the rest of the class behind the same address: the right code, and a typo or two, as ever
    for (let i = 0; i < 30; i++) {
      const classmate = await browserAt(NAT, false);
      expect((await classmate.get(joinClassUrl).query({ code: wrongClassCode(3_000 + i) })).status).toBe(404);
      expect((await classmate.get(joinClassUrl).query({ code: classCode })).status).toBe(200);
      const joined = await classmate
        .post(seatsUrl)
        .send({ name: `Classmate ${i}`, lang: 'en', code: classCode });
      expect(joined.status).toBe(201);
    }
    // the guesser is slowed to the leak rate, not shut out
    vi.setSystemTime(Date.now() + CLASS_CODE_LIMITS.perDevice.leakMs);
    expect((await guesser.get(joinClassUrl).query({ code: classCode })).status).toBe(200);
  });

  it('past 1,200 wrong codes from every address together, one answer per leak (the odds of ADR 26)', async () => {
    await newClass('Every address');
    const tries = CLASS_CODE_LIMITS.everyAddress.capacity + 40;
    // 40 addresses, 31 each, without cookies: under every address's budget
    const asked = await inBatches(tries, (i) =>
      request(t.app)
        .get(joinClassUrl)
        .query({ code: wrongClassCode(i) })
        .set('X-Forwarded-For', outsider(i % 40)),
    );
    expect(count(asked, 404)).toBe(CLASS_CODE_LIMITS.everyAddress.capacity);
    expect(count(asked, 429)).toBe(40);
    vi.setSystemTime(Date.now() + CLASS_CODE_LIMITS.everyAddress.leakMs);
    const next = await request(t.app)
      .get(joinClassUrl)
      .query({ code: classCode })
      .set('X-Forwarded-For', NAT);
    expect(next.status).toBe(200);
  });
});

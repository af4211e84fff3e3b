import request from 'supertest';
import { expect } from 'vitest';
import { dealUrls, type AgreementBody, type MyPair, type PlanBody } from '@shared/contracts/deal';
import { pairingUrls, type AssignmentView } from '@shared/contracts/pairing';
import { classJoinUrl, seatsUrl, type ClassJoin, type MySeat } from '@shared/contracts/seats';
import type { Lang } from '@shared/simulations';
import { ADMIN, type TestContext } from './harness';

/** How the deal's API tests seat a class, pair it and fill its forms, as the phones and the run page do. */

export type Agent = ReturnType<typeof request.agent>;

export interface Student {
  agent: Agent;
  seat: MySeat;
  /** The seat cookie, for an event stream. */
  cookie: string[];
  role: string;
  table: number;
}

/** A new class of seated students (named `prefix 1..n`), paired and published for `sim`. */
export async function pairedClass(
  t: TestContext,
  admin: Agent,
  n: number,
  {
    sim = 'queenOfSorrows',
    prefix = 'Student',
    lang = (_i: number): Lang => 'en',
    odd = 'trio' as 'trio' | 'observer',
  } = {},
): Promise<{ students: Student[]; tables: Student[][]; assignment: AssignmentView }> {
  expect((await admin.post('/api/classes').send({ name: `${prefix} cohort` })).status).toBe(201);
  const { code } = (await admin.get(classJoinUrl)).body.data as ClassJoin;
  const seated: Array<Omit<Student, 'role' | 'table'>> = [];
  for (let i = 1; i <= n; i++) {
    const agent = request.agent(t.app);
    const res = await agent.post(seatsUrl).send({ name: `${prefix} ${i}`, lang: lang(i), code });
    expect(res.status).toBe(201);
    seated.push({
      agent,
      seat: res.body.data as MySeat,
      cookie: res.headers['set-cookie'] as unknown as string[],
    });
  }
  const urls = pairingUrls(sim);
  const draft = await admin.post(urls.assignments).send({ seatIds: seated.map((s) => s.seat.id), odd });
  expect(draft.status).toBe(201);
  const published = await admin.post(urls.publish((draft.body.data as AssignmentView).id));
  expect(published.status).toBe(200);
  const assignment = published.body.data as AssignmentView;
  const students = seated.map((s) => {
    const table = assignment.pairs.find((p) => p.members.some((m) => m.seatId === s.seat.id));
    const member = table?.members.find((m) => m.seatId === s.seat.id);
    return { ...s, role: member?.role ?? 'observer', table: table?.table ?? 0 };
  });
  const tables = assignment.pairs.map((p) =>
    p.members.map((m) => students.find((s) => s.seat.id === m.seatId)!),
  );
  return { students, tables, assignment };
}

/** A plan every role of both cases accepts. */
export const PLAN: PlanBody = {
  target: 150_000_000,
  walkAway: 100_000_000,
  firstOffer: 200_000_000,
  priorities: ['fee'],
  firstOfferWhy: 'Her last series',
  questions: '',
};

/** A Queen of Sorrows agreement with a bonus and one term granted. */
export const AGREEMENT: AgreementBody = {
  noAgreement: false,
  amount: 150_000_000,
  contingent: { amount: 20_000_000, condition: 'the average rating exceeds 10%' },
  terms: { billing: 'solo' },
  text: 'Script reading in March',
};

export const urls = (sim = 'queenOfSorrows') => dealUrls(sim);

export async function myPair(s: Student, sim = 'queenOfSorrows'): Promise<MyPair> {
  const res = await s.agent.get(dealUrls(sim).myPair);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as MyPair;
}

/** Sends a write and checks its status; answers the body's data. */
export async function ok(res: Promise<request.Response> | request.Test, status = 200) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.data as unknown;
}

/** The instructor's session cookie, for an event stream. */
export async function adminCookie(t: TestContext): Promise<string[]> {
  const res = await request(t.app)
    .post('/api/auth/login')
    .send({ email: ADMIN.email, password: ADMIN.password });
  expect(res.status).toBe(200);
  return res.headers['set-cookie'] as unknown as string[];
}

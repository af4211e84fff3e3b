import request from 'supertest';
import { expect } from 'vitest';
import type { AgreedDeal } from '@shared/agreement';
import { classJoinUrl, seatsUrl, type ClassJoin, type MySeat } from '@shared/contracts/seats';
import type { Lang } from '@shared/simulations';
import type { Db } from '../db/client';
import { agreementVersions, assignments, deals, plans, surveyAnswers } from '../db/schema';
import type { TestContext } from './harness';

/**
 * The rows a debrief reads, written straight into the tables as the deal API would leave them: a published
 * assignment of tables, each table's deal and current agreement, plans and survey answers. Seats are taken
 * through the API, so each student has a real seat cookie.
 */

export interface Student {
  agent: ReturnType<typeof request.agent>;
  seat: MySeat;
  cookie: string[];
}

type Admin = Awaited<ReturnType<TestContext['signIn']>>;

/** Students joining the current class with its join code, each in their language. */
export async function seatStudents(
  t: TestContext,
  admin: Admin,
  people: Array<{ name: string; lang: Lang }>,
): Promise<Student[]> {
  const { code } = (await admin.get(classJoinUrl)).body.data as ClassJoin;
  const out: Student[] = [];
  for (const { name, lang } of people) {
    const agent = request.agent(t.app);
    const res = await agent.post(seatsUrl).send({ name, lang, code });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    out.push({
      agent,
      seat: res.body.data as MySeat,
      cookie: res.headers['set-cookie'] as unknown as string[],
    });
  }
  return out;
}

export interface TableRows {
  table: number;
  members: Array<{ seat: Student; role: string }>;
  /** The table's deal; none: no deal row yet. */
  deal?: {
    firstOffer?: { role: string; amount: number };
    /** The current agreement; none: nothing entered yet. */
    agreement?: Partial<AgreedDeal>;
    status?: 'waiting' | 'confirmed' | 'disputed';
    final?: boolean;
  };
}

/** A published assignment of these tables (and observers) in a class, with each table's deal, in `round`. */
export async function publishTables(
  db: Db,
  classId: number,
  simKey: string,
  tables: TableRows[],
  observers: Array<{ seat: Student; table: number }> = [],
  round = 1,
): Promise<number> {
  const state = {
    pairs: tables.map((t) => ({
      table: t.table,
      members: t.members.map((m) => ({ seatId: m.seat.seat.id, role: m.role })),
    })),
    observers: observers.map((o) => ({ seatId: o.seat.seat.id, role: 'observer', table: o.table })),
    unpaired: [],
    absent: [],
  };
  const [row] = await db
    .insert(assignments)
    .values({ classId, simKey, round, odd: 'trio', state, publishedAt: new Date() })
    .returning({ id: assignments.id });
  const assignmentId = row!.id;
  for (const t of tables) {
    if (!t.deal) continue;
    const { firstOffer, agreement, status, final } = t.deal;
    const [deal] = await db
      .insert(deals)
      .values({
        classId,
        simKey,
        assignmentId,
        tableNo: t.table,
        firstOfferRole: firstOffer?.role ?? null,
        firstOfferAmount: firstOffer?.amount ?? null,
        agreementVersion: agreement ? 1 : 0,
        status: agreement ? (status ?? (final ? 'confirmed' : 'waiting')) : null,
        finalAt: final ? new Date() : null,
      })
      .returning({ id: deals.id });
    if (agreement)
      await db.insert(agreementVersions).values({
        dealId: deal!.id,
        version: 1,
        body: { noAgreement: false, amount: null, contingent: null, terms: {}, text: '', ...agreement },
        confirmedBy: final ? t.members.map((m) => m.seat.seat.id) : [],
      });
  }
  return assignmentId;
}

export async function writePlan(
  db: Db,
  seat: Student,
  simKey: string,
  plan: { target: number; walkAway: number; firstOffer: number },
) {
  await db.insert(plans).values({
    seatId: seat.seat.id,
    simKey,
    body: {
      ...plan,
      priorities: [],
      firstOfferWhy: '',
      questions: '',
      submittedAt: new Date().toISOString(),
    },
  });
}

export async function writeSurvey(db: Db, seat: Student, simKey: string, answers: Record<string, number>) {
  await db.insert(surveyAnswers).values({ seatId: seat.seat.id, simKey, answers });
}

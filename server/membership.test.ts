import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { debriefUrls } from '@shared/contracts/debrief';
import {
  pairingUrls,
  type AssignmentAction,
  type AssignmentView,
  type MyAssignment,
} from '@shared/contracts/pairing';
import { roleInstructionsUrl } from '@shared/contracts/roles';
import { classJoinUrl, mySeatUrl, seatsUrl, type ClassJoin, type MySeat } from '@shared/contracts/seats';
import {
  AGREEMENT,
  myPair,
  ok,
  pairedClass,
  PLAN,
  urls,
  type Agent,
  type Student,
} from './test/deal-helpers';
import { createTestContext, type TestContext } from './test/harness';

vi.setConfig({ testTimeout: 60_000 });

/**
 * What happens to a table when one of its students leaves the class, is marked absent, is back, or when a
 * latecomer arrives: one set of rules (the pairing module's), as a table of cases through the API, each on a
 * new class with its assignment published. The students who stay keep their role, their instructions, their
 * pair's deal and debrief, and their phone says what happened.
 */

const SIM = 'queenOfSorrows';
const pairing = pairingUrls(SIM);
const deal = urls(SIM);

let t: TestContext;
let admin: Agent;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

interface Class {
  students: Student[];
  tables: Student[][];
  assignment: AssignmentView;
  /** A PATCH of the published assignment, as the run page sends it; answers the assignment after it. */
  change(action: AssignmentAction): Promise<AssignmentView>;
  /** A student who joins the class now (not in the assignment). */
  latecomer(name: string): Promise<Pick<Student, 'agent' | 'seat'>>;
}

const mine = async (s: Pick<Student, 'agent'>): Promise<MyAssignment[]> => {
  const res = await s.agent.get(mySeatUrl);
  expect(res.status).toBe(200);
  return (res.body.data as MySeat).assignments;
};
const readsOwnRole = async (s: Student) => (await s.agent.get(roleInstructionsUrl(SIM, s.role, 'en'))).status;
/** The student who holds a role alone at a trio, and the two who share the other. */
const trioOf = (table: Student[]) => {
  const single = table.find((s) => table.filter((o) => o.role === s.role).length === 1)!;
  return { single, mirrors: table.filter((s) => s !== single) as [Student, Student] };
};

interface Case {
  rule: string;
  students: number;
  act(c: Class): Promise<void>;
  then(c: Class): Promise<void>;
}

const cases: Case[] = [
  {
    rule: 'leave: a partner leaves and deletes their data; the one who stays keeps role, agreement and debrief, and is told',
    students: 2,
    async act({ tables }) {
      const [a, b] = tables[0]!;
      await ok(a!.agent.put(deal.myPlan).send(PLAN));
      await ok(a!.agent.put(deal.agreement).send(AGREEMENT));
      await ok(b!.agent.post(deal.confirm).send({ version: 1 }));
      await ok(admin.post(debriefUrls(SIM).release).send({ released: true }));
      await ok(b!.agent.delete(`${mySeatUrl}?erase=true`));
    },
    async then({ tables }) {
      const [a, b] = tables[0]!;
      expect(await mine(a!)).toEqual([
        {
          simulation: SIM,
          round: 1,
          role: a!.role,
          table: a!.table,
          partners: [{ name: '', role: b!.role, left: true }],
        },
      ]);
      const pair = await myPair(a!);
      expect(pair.agreement).toMatchObject({ final: true, amount: AGREEMENT.amount });
      const debrief = await a!.agent.get(debriefUrls(SIM).myDebrief);
      expect(debrief.status, JSON.stringify(debrief.body)).toBe(200);
      expect(debrief.body.data).toMatchObject({
        role: a!.role,
        table: a!.table,
        pair: { amount: AGREEMENT.amount },
      });
    },
  },
  {
    rule: 'absent: the partner keeps their role and instructions (assigned roles only) and is told who is absent',
    students: 2,
    async act({ tables, change }) {
      await ok(admin.patch(pairing.roleRules).send({ assignedOnly: true }));
      await change({ action: 'absent', seatId: tables[0]![1]!.seat.id });
    },
    async then({ tables }) {
      const [a, b] = tables[0]!;
      expect(await mine(a!)).toEqual([
        {
          simulation: SIM,
          round: 1,
          role: a!.role,
          table: null,
          partners: [{ name: b!.seat.name, role: b!.role, absent: true }],
        },
      ]);
      expect(await readsOwnRole(a!)).toBe(200);
      expect(await mine(b!)).toEqual([]);
      await ok(admin.patch(pairing.roleRules).send({ assignedOnly: false }));
    },
  },
  {
    rule: "undo absent: Present again seats the student at their table again, with the pair's deal",
    students: 2,
    async act({ tables, change }) {
      const [a, b] = tables[0]!;
      await ok(a!.agent.put(deal.firstOffer).send({ by: 'me', amount: 210_000_000 }));
      await change({ action: 'absent', seatId: b!.seat.id });
      const back = await change({ action: 'present', seatId: b!.seat.id });
      expect(back.absent).toEqual([]);
      expect(back.unpaired).toEqual([]);
    },
    async then({ tables }) {
      const [a, b] = tables[0] as [Student, Student];
      for (const [s, o] of [
        [a, b],
        [b, a],
      ] as const)
        expect(await mine(s)).toEqual([
          {
            simulation: SIM,
            round: 1,
            role: s.role,
            table: s.table,
            partners: [{ name: o.seat.name, role: o.role }],
          },
        ]);
      expect((await myPair(b)).firstOffer).toMatchObject({ amount: 210_000_000 });
    },
  },
  {
    rule: "a trio's single role is absent, a latecomer arrives: Pair latecomers seats the latecomer and both stranded mirrors",
    students: 3,
    async act({ tables, change, latecomer }) {
      const { single } = trioOf(tables[0]!);
      const stranded = await change({ action: 'absent', seatId: single.seat.id });
      expect(stranded.unpaired).toHaveLength(2);
      const late = await latecomer('Late Comer');
      const after = await change({ action: 'latecomers', seatIds: [late.seat.id] });
      expect(after.unpaired).toEqual([]);
      const table = after.pairs.find((p) => p.members.some((m) => m.seatId === late.seat.id))!;
      const { mirrors } = trioOf(tables[0]!);
      expect(table.members.map((m) => m.seatId).sort()).toEqual(
        [late.seat.id, ...mirrors.map((m) => m.seat.id)].sort(),
      );
      expect(table.members.find((m) => m.seatId === late.seat.id)!.role).toBe(single.role);
    },
    async then({ tables }) {
      const { mirrors } = trioOf(tables[0]!);
      for (const m of mirrors) {
        const [a] = await mine(m);
        expect(a).toMatchObject({ role: m.role, table: expect.any(Number) });
        expect(a!.partners.map((p) => p.name).sort()).toEqual(
          ['Late Comer', mirrors.find((o) => o !== m)!.seat.name].sort(),
        );
      }
    },
  },
  {
    rule: "a trio's mirror is absent: the table goes on, and the two at it are told",
    students: 3,
    async act({ tables, change }) {
      await change({ action: 'absent', seatId: trioOf(tables[0]!).mirrors[1].seat.id });
    },
    async then({ tables }) {
      const { single, mirrors } = trioOf(tables[0]!);
      const [gone] = [mirrors[1]];
      for (const [s, o] of [
        [single, mirrors[0]],
        [mirrors[0], single],
      ] as const)
        expect(await mine(s)).toEqual([
          {
            simulation: SIM,
            round: 1,
            role: s.role,
            table: s.table,
            partners: [
              { name: o.seat.name, role: o.role },
              { name: gone.seat.name, role: gone.role, absent: true },
            ],
          },
        ]);
    },
  },
];

describe('membership rules', () => {
  it.each(cases.map((c) => [c.rule, c] as const))('%s', async (_rule, c) => {
    const paired = await pairedClass(t, admin, c.students, { prefix: `Members ${cases.indexOf(c)}` });
    const cls: Class = {
      ...paired,
      async change(action) {
        return (await ok(
          admin.patch(pairing.assignment(paired.assignment.id)).send(action),
        )) as AssignmentView;
      },
      async latecomer(name) {
        const { code } = (await admin.get(classJoinUrl)).body.data as ClassJoin;
        const agent = request.agent(t.app);
        const res = await agent.post(seatsUrl).send({ name, lang: 'en', code });
        expect(res.status).toBe(201);
        return { agent, seat: res.body.data as MySeat };
      },
    };
    await c.act(cls);
    await c.then(cls);
  });
});

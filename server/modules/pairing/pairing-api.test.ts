import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ASSIGNMENT_SEATS_MAX,
  pairingMessages,
  pairingUrls,
  type AssignmentView,
} from '@shared/contracts/pairing';
import {
  classJoinUrl,
  mySeatUrl,
  seatUrl,
  seatsUrl,
  type ClassJoin,
  type MySeat,
} from '@shared/contracts/seats';
import { openEventStream } from '../../test/event-stream';
import { createTestContext, type ListeningSite, type TestContext } from '../../test/harness';

vi.setConfig({ testTimeout: 60_000 });

/** Assigning roles and partners to the seated students, through the API as the run page and phones use it. */
let t: TestContext;
let server: ListeningSite;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
const urls = pairingUrls('queenOfSorrows');
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
async function seatStudents(names: string[]): Promise<Student[]> {
  const { code } = (await admin.get(classJoinUrl)).body.data as ClassJoin;
  const out: Student[] = [];
  for (const name of names) {
    const agent = request.agent(t.app);
    const res = await agent.post(seatsUrl).send({ name, lang: 'en', code });
    expect(res.status).toBe(201);
    out.push({
      agent,
      seat: res.body.data as MySeat,
      cookie: res.headers['set-cookie'] as unknown as string[],
    });
  }
  return out;
}
const ids = (s: Student[]) => s.map((x) => x.seat.id);
const everyone = (v: AssignmentView) => [
  ...v.pairs.flatMap((p) => p.members.map((m) => m.seatId)),
  ...v.observers.map((o) => o.seatId),
];

describe('assigning, publishing and what each phone sees', () => {
  let students: Student[];
  let draft: AssignmentView;

  it('forms pairs of the chosen seats, one of each role, each seat once; nothing is shown to students yet', async () => {
    await admin.post('/api/classes').send({ name: 'Pairing cohort' }).expect(201);
    students = await seatStudents([
      'Kim Minji',
      'Lee Minho',
      'Park Jisoo',
      'Choi Yuna',
      'Jung Hana',
      'Oh Seojun',
    ]);
    const res = await admin.post(urls.assignments).send({ seatIds: ids(students) });
    expect(res.status).toBe(201);
    draft = res.body.data as AssignmentView;
    expect(draft.published).toBe(false);
    expect(draft.pairs).toHaveLength(3);
    for (const p of draft.pairs)
      expect(new Set(p.members.map((m) => m.role))).toEqual(new Set(['agent', 'studio']));
    expect(everyone(draft).sort()).toEqual(ids(students).sort());
    expect(draft.pairs.flatMap((p) => p.members.map((m) => m.name))).toContain('Kim Minji');
    expect((await students[0]!.agent.get(mySeatUrl)).body.data.assignments).toEqual([]);
    expect(
      (
        await request(t.app)
          .post(urls.assignments)
          .send({ seatIds: ids(students) })
      ).status,
    ).toBe(401);
  });

  it('publishing tells each phone at once; each reads its own role, table and partner, nobody else', async () => {
    const stream = await openEventStream(server.url, students[0]!.cookie);
    const [outsider] = await seatStudents(['Not In This Draft']);
    const other = await openEventStream(server.url, outsider!.cookie);
    const res = await admin.post(urls.publish(draft.id));
    expect(res.status).toBe(200);
    expect(res.body.data.published).toBe(true);
    expect(await stream.next((e) => e.type === 'seat')).toEqual({ type: 'seat' });
    // one message for the six seats: a seat outside the assignment hears nothing (checked after a later event)
    await admin.patch(`/api/seats/${outsider!.seat.id}`).send({ name: 'Renamed Outsider' }).expect(200);
    await other.next((e) => e.type === 'seat');
    expect(other.events.filter((e) => e.type === 'seat')).toHaveLength(1);
    stream.close();
    other.close();
    const table = draft.pairs.find((p) => p.members.some((m) => m.seatId === students[0]!.seat.id))!;
    const me = table.members.find((m) => m.seatId === students[0]!.seat.id)!;
    const partner = table.members.find((m) => m.seatId !== students[0]!.seat.id)!;
    const mine = (await students[0]!.agent.get(mySeatUrl)).body.data.assignments;
    expect(mine).toEqual([
      {
        simulation: 'queenOfSorrows',
        round: 1,
        role: me.role,
        table: table.table,
        partners: [{ name: partner.name, role: partner.role }],
      },
    ]);
    expect(JSON.stringify(mine)).not.toContain(
      draft.pairs.find((p) => p.table !== table.table)!.members[0]!.name,
    );
  });

  it('an absent student frees the partner, who is re-paired with a latecomer in one action; their phones update', async () => {
    const [late] = await seatStudents(['Late Comer']);
    const gone = students[1]!.seat.id;
    const left = draft.pairs
      .find((p) => p.members.some((m) => m.seatId === gone))!
      .members.find((m) => m.seatId !== gone)!;
    const absent = await admin.patch(urls.assignment(draft.id)).send({ action: 'absent', seatId: gone });
    expect(absent.status).toBe(200);
    const flagged = (absent.body.data as AssignmentView).unpaired;
    const table = draft.pairs.find((p) => p.members.some((m) => m.seatId === gone))!.table;
    expect(flagged).toEqual([
      { seatId: left.seatId, name: left.name, role: left.role, reason: 'partner-absent', table },
    ]);

    const repaired = await admin
      .patch(urls.assignment(draft.id))
      .send({ action: 'latecomers', seatIds: [late!.seat.id] });
    expect(repaired.status).toBe(200);
    const view = repaired.body.data as AssignmentView;
    const newTable = view.pairs.find((p) => p.members.some((m) => m.seatId === late!.seat.id))!;
    expect(newTable.members.map((m) => m.seatId).sort()).toEqual([left.seatId, late!.seat.id].sort());
    expect(view.unpaired).toEqual([]);
    expect((await late!.agent.get(mySeatUrl)).body.data.assignments[0].partners[0].name).toBe(left.name);
  });

  it('swaps two students; refuses a seat of no table or of another class with a message', async () => {
    const latest = (await admin.get(urls.assignments)).body.data as AssignmentView;
    const [a, b] = [latest.pairs[0]!.members[0]!, latest.pairs[1]!.members[0]!];
    const swapped = await admin
      .patch(urls.assignment(latest.id))
      .send({ action: 'swap', seatIds: [a.seatId, b.seatId] });
    expect(swapped.status).toBe(200);
    const after = swapped.body.data as AssignmentView;
    expect(
      after.pairs.find((p) => p.table === latest.pairs[1]!.table)!.members.map((m) => m.seatId),
    ).toContain(a.seatId);
    const unknown = await admin
      .patch(urls.assignment(latest.id))
      .send({ action: 'swap', seatIds: [a.seatId, 999_999] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual(expect.any(String));
    expect((await admin.patch(urls.assignment(latest.id)).send({ action: 'dance' })).status).toBe(400);
  });

  it('a removed student vanishes from their table; their partner keeps the table (and its deal)', async () => {
    const latest = (await admin.get(urls.assignments)).body.data as AssignmentView;
    const table = latest.pairs[0]!;
    const [gone, stays] = table.members;
    expect((await admin.delete(seatUrl(gone!.seatId))).status).toBe(200);
    const after = (await admin.get(urls.assignments)).body.data as AssignmentView;
    expect(everyone(after)).not.toContain(gone!.seatId);
    expect(after.pairs.find((p) => p.table === table.table)!.members.map((m) => m.seatId)).toEqual([
      stays!.seatId,
    ]);
    expect(after.unpaired.map((u) => u.seatId)).not.toContain(stays!.seatId);
  });
});

describe('rules', () => {
  it('two Assign presses at once leave one draft', async () => {
    await admin.post('/api/classes').send({ name: 'Race cohort' }).expect(201);
    const students = await seatStudents(['R1', 'R2', 'R3', 'R4']);
    const [x, y] = await Promise.all([
      admin.post(urls.assignments).send({ seatIds: ids(students) }),
      admin.post(urls.assignments).send({ seatIds: ids(students) }),
    ]);
    expect([x.status, y.status]).toEqual([201, 201]);
    const drafts = (await t.database.db.execute(
      sql`select count(*)::int as n from assignments where published_at is null and class_id = current_class_id()`,
    )) as unknown as { rows: { n: number }[] };
    expect(drafts.rows[0]!.n).toBe(1);
  });

  it('never pairs the same two students twice in a class when the numbers allow', async () => {
    await admin.post('/api/classes').send({ name: 'Rotation cohort' }).expect(201);
    const students = await seatStudents(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    const met = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const view = (await admin.post(urls.assignments).send({ seatIds: ids(students) })).body
        .data as AssignmentView;
      for (const p of view.pairs) {
        const key = p.members
          .map((m) => m.seatId)
          .sort()
          .join(':');
        expect(met.has(key), `round ${round + 1}`).toBe(false);
        met.add(key);
      }
      await admin.post(urls.publish(view.id)).expect(200);
    }
  });

  it('an odd number gives a trio by default or an observer when chosen', async () => {
    const students = await seatStudents(['O1', 'O2', 'O3', 'O4', 'O5']);
    // teamSize is Tariff Wars' (teams): a negotiation in pairs ignores it
    const trio = (await admin.post(urls.assignments).send({ seatIds: ids(students), teamSize: 4 })).body
      .data as AssignmentView;
    expect(trio.pairs.map((p) => p.members.length).sort()).toEqual([2, 3]);
    const obs = (await admin.post(urls.assignments).send({ seatIds: ids(students), odd: 'observer' })).body
      .data as AssignmentView;
    expect(obs.observers).toHaveLength(1);
    expect(obs.pairs).toHaveLength(2);
  });

  it('refuses Tariff Wars without a team size, unknown simulations, seats of another class, and too few students', async () => {
    const students = await seatStudents(['T1', 'T2']);
    // Tariff Wars is played in teams (tariff-teams.test.ts): its assignment needs teamSize
    const tariff = await admin.post(pairingUrls('solaraLunara').assignments).send({ seatIds: ids(students) });
    expect(tariff.status).toBe(400);
    expect(tariff.body.message).toBe(pairingMessages.teamSizeRequired);
    expect((await admin.post(pairingUrls('nope').assignments).send({ seatIds: ids(students) })).status).toBe(
      404,
    );
    const [old] = await seatStudents(['Old class']);
    await admin.post('/api/classes').send({ name: 'Yet another cohort' }).expect(201);
    const fresh = await seatStudents(['F1']);
    expect(
      (await admin.post(urls.assignments).send({ seatIds: [old!.seat.id, fresh[0]!.seat.id] })).status,
    ).toBe(400);
    expect((await admin.post(urls.assignments).send({})).status).toBe(400); // nobody present yet
  });

  it('with no seats chosen, takes the students present now (a page open)', async () => {
    const students = await seatStudents(['P1', 'P2', 'Absent one']);
    const streams = await Promise.all(students.slice(0, 2).map((s) => openEventStream(server.url, s.cookie)));
    const view = (await admin.post(urls.assignments).send({})).body.data as AssignmentView;
    expect(everyone(view).sort()).toEqual(ids(students.slice(0, 2)).sort());
    for (const s of streams) s.close();
  });
});

describe('a class larger than one assignment (SEATS_PER_CLASS_MAX above 1,000)', () => {
  it('refuses more than 1,000 students at once, chosen or present, and says how to go on', async () => {
    await admin.post('/api/classes').send({ name: 'A lecture hall' }).expect(201);
    await t.database.db.execute(
      sql`insert into seats (class_id, name, name_key, lang, seat_code, last_seen_at)
          select current_class_id(), 'Hall ' || i, 'hall ' || i, 'en', 'H' || lpad(i::text, 7, '0'), now()
          from generate_series(1, ${ASSIGNMENT_SEATS_MAX + 1}) as i`,
    );
    const present = await admin.post(urls.assignments).send({});
    expect(present.status).toBe(400);
    expect(present.body.message).toBe(pairingMessages.tooMany);
    const seatIds = ((await admin.get(`${seatsUrl}?class=current`)).body.data as Array<{ id: number }>).map(
      (s) => s.id,
    );
    const chosen = await admin.post(urls.assignments).send({ seatIds });
    expect(chosen.status).toBe(400);
    expect(chosen.body.message).toBe(pairingMessages.tooMany);
  });
});

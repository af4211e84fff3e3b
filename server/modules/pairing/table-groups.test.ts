import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dealUrls } from '@shared/contracts/deal';
import { pairingUrls, type AssignmentView } from '@shared/contracts/pairing';
import { tableGroupOfSeat } from '../../db/groups';
import { createTestContext, type TestContext } from '../../test/harness';
import { AGREEMENT, ok, pairedClass, type Agent, type Student } from '../../test/deal-helpers';

vi.setConfig({ testTimeout: 60_000 });

/**
 * Publishing makes each table a group (a pair, or a trio) whose members carry their role and position; every
 * change of the published assignment rewrites them; a deal belongs to its table's group; a seat's table is
 * found through its group, in the latest round or the one asked for.
 */
const SIM = 'queenOfSorrows';
const urls = pairingUrls(SIM);
let t: TestContext;
let admin: Agent;
let students: Student[];
let assignment: AssignmentView;

const rows = async (query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
const groupsNow = () =>
  rows(`select g.table_no as "table", g.kind, m.seat_id as "seat", m.role, m.position
          from groups g left join group_members m on m.group_id = g.id
         where g.assignment_id = ${assignment.id} order by g.table_no, m.position`);
const expected = (a: AssignmentView) =>
  a.pairs.flatMap((p) =>
    p.members.map((m, i) => ({
      table: p.table,
      kind: p.members.length === 3 ? 'trio' : 'pair',
      seat: m.seatId,
      role: m.role,
      position: i + 1,
    })),
  );

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  ({ students, assignment } = await pairedClass(t, admin, 5, { prefix: 'Group' }));
});
afterAll(() => t.close());

describe('tables as groups', () => {
  it('publishing makes each table a group: a pair, a trio, members in table order with their roles', async () => {
    expect(assignment.pairs.map((p) => p.members.length).sort()).toEqual([2, 3]);
    expect(await groupsNow()).toEqual(expected(assignment));
  });

  it("a seat's table is one read through its group", async () => {
    for (const p of assignment.pairs)
      for (const m of p.members)
        expect(await tableGroupOfSeat(t.database.db, SIM, m.seatId)).toMatchObject({
          assignmentId: assignment.id,
          table: p.table,
        });
    expect(await tableGroupOfSeat(t.database.db, 'shinhwaDaesung', students[0]!.seat.id)).toBeNull();
  });

  it("a swap rewrites both tables' members; the deal stays its table's group's", async () => {
    const pair = assignment.pairs.find((p) => p.members.length === 2)!;
    const trio = assignment.pairs.find((p) => p.members.length === 3)!;
    const [x] = pair.members;
    const y = trio.members.find((m) => m.role === x!.role)!;
    const seated = (id: number) => students.find((s) => s.seat.id === id)!;
    await ok(
      seated(x!.seatId).agent.put(dealUrls(SIM).agreement).set('Idempotency-Key', 'g1').send(AGREEMENT),
    );
    assignment = (await ok(
      admin.patch(urls.assignment(assignment.id)).send({ action: 'swap', seatIds: [x!.seatId, y.seatId] }),
    )) as AssignmentView;
    expect(await groupsNow()).toEqual(expected(assignment));
    expect(
      await rows(`select d.table_no as "table", g.table_no as "groupTable" from deals d
                    join groups g on g.id = d.group_id where d.assignment_id = ${assignment.id}`),
    ).toEqual([{ table: pair.table, groupTable: pair.table }]);
  });

  it('a new round is its own groups; the first round keeps its own', async () => {
    const first = assignment;
    const { assignment: draft } = (await ok(admin.post(urls.rounds).send({ mode: 'switch-roles' }), 201)) as {
      assignment: AssignmentView;
    };
    // a draft has no groups until it is published
    expect(await rows(`select id from groups where assignment_id = ${draft.id}`)).toEqual([]);
    assignment = (await ok(admin.post(urls.publish(draft.id)))) as AssignmentView;
    expect(await groupsNow()).toEqual(expected(assignment));
    const seat = first.pairs[0]!.members[0]!.seatId;
    expect(await tableGroupOfSeat(t.database.db, SIM, seat)).toMatchObject({ assignmentId: assignment.id });
    expect(await tableGroupOfSeat(t.database.db, SIM, seat, 1)).toMatchObject({ assignmentId: first.id });
  });
});

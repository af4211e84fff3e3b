import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dealMessages,
  type AgreementView,
  type PairOverview,
  type PairsOverview,
} from '@shared/contracts/deal';
import { mySeatExportUrl } from '@shared/contracts/seats';
import { resultUrls } from '@shared/contracts/results';
import { deals, disputeNotes } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { AGREEMENT, myPair, ok, pairedClass, urls, type Agent, type Student } from '../../test/deal-helpers';

vi.setConfig({ testTimeout: 60_000 });

/**
 * A dispute that names the amount the student says was agreed, and the instructor settling at it in one
 * step: the disputed version's terms at the named amount, final, as the pair's result row.
 */
let t: TestContext;
let admin: Agent;
/** Three tables of English seats, and one with a Korean seat, which reads its refusals in Korean. */
let english: Student[][];
let korean: { student: Student; partner: Student };
const u = urls();
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  const { tables } = await pairedClass(t, admin, 8, {
    prefix: 'Named',
    lang: (i) => (i === 8 ? 'ko' : 'en'),
  });
  const table = tables.find((tb) => tb.some((s) => s.seat.lang === 'ko'))!;
  korean = {
    student: table.find((s) => s.seat.lang === 'ko')!,
    partner: table.find((s) => s.seat.lang !== 'ko')!,
  };
  english = tables.filter((tb) => tb !== table);
});
afterAll(async () => {
  await t.close();
});

const pairAt = async (table: number) =>
  ((await ok(admin.get(u.pairs))) as PairsOverview).pairs.find((p) => p.table === table)!;
const listed = async () =>
  (await ok(admin.get(resultUrls('queenOfSorrows').list))) as Array<Record<string, unknown>>;

/** An English table's two members: the one who enters first, then the other. */
const two = (i: number) => english[i] as [Student, Student];

/** `a` enters the agreement, `b` enters another amount (version 2), and `a` disputes it, naming `amount`. */
async function disputed(i: number, amount: unknown): Promise<AgreementView> {
  const [a, b] = two(i);
  await ok(a.agent.put(u.agreement).send(AGREEMENT));
  await ok(b.agent.put(u.agreement).send({ ...AGREEMENT, amount: 120_000_000 }));
  return (await ok(a.agent.post(u.dispute).send({ note: 'We said 150', amount }))) as AgreementView;
}

describe('a dispute that names an amount', () => {
  it('is shown to both phones and the run page, and kept with the note in the student’s data', async () => {
    const [a, b] = two(0);
    const view = await disputed(0, 150_000_000);
    expect(view.dispute).toEqual({
      note: 'We said 150',
      by: { name: a.seat.name, role: a.role, me: true },
      amount: 150_000_000,
    });
    expect((await myPair(b)).agreement!.dispute).toEqual({
      note: 'We said 150',
      by: { name: a.seat.name, role: a.role, me: false },
      amount: 150_000_000,
    });
    expect((await pairAt(a.table)).agreement!.dispute).toMatchObject({ amount: 150_000_000 });
    const stored = await t.database.db.select().from(disputeNotes).where(eq(disputeNotes.seatId, a.seat.id));
    expect(stored.map((n) => [n.version, n.note, Number(n.amount)])).toEqual([
      [2, 'We said 150', 150_000_000],
    ]);
    expect((await a.agent.get(mySeatExportUrl)).body.deals.disputes).toEqual([
      expect.objectContaining({ note: 'We said 150', amount: 150_000_000, version: 2 }),
    ]);
  });

  it('settles at the named amount in one step: the disputed version’s terms at that amount, final', async () => {
    const [a, b] = two(0);
    const settled = (await ok(
      admin.post(u.settle(a.table)).send({ version: 2, namedAmount: 150_000_000 }),
    )) as PairOverview;
    expect(settled.status).toBe('agreed');
    const disputedVersion = settled.versions.find((v) => v.version === 2)!;
    expect(settled.agreement).toMatchObject({
      noAgreement: false,
      amount: 150_000_000,
      contingent: disputedVersion.contingent,
      terms: disputedVersion.terms,
      text: disputedVersion.text,
      version: 3,
      enteredBy: null,
      final: true,
      byInstructor: true,
      dispute: null,
    });
    expect(settled.versions.map((v) => v.amount)).toEqual([150_000_000, 120_000_000, 150_000_000]);
    const rows = (await listed()).filter((r) => r.table === a.table);
    expect(rows).toEqual([expect.objectContaining({ amountPaid: 150_000_000, confirmedByBoth: false })]);
    for (const s of [a, b]) expect((await myPair(s)).agreement).toMatchObject({ version: 3, final: true });
    // the open dispute is gone with it; the student's note stays theirs
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.tableNo, a.table));
    expect(deal).toMatchObject({ disputeNote: null, disputeBy: null, disputeAmount: null });
    const again = await admin.post(u.settle(a.table)).send({ version: 2, namedAmount: 150_000_000 });
    expect([again.status, again.body.code]).toEqual([409, 'agreement-final']);
  });

  it('is refused unless the instructor settles the dispute as it stands: its version and its amount', async () => {
    const [a, b] = two(1);
    await disputed(1, 90_000_000);
    const refused = async (body: object) => {
      const res = await admin.post(u.settle(a.table)).send(body);
      expect([res.status, res.body.code], JSON.stringify(res.body)).toEqual([409, 'agreement-changed']);
    };
    await refused({ version: 2, namedAmount: 95_000_000 }); // not the amount named
    await refused({ version: 1, namedAmount: 90_000_000 }); // not the disputed version
    // a new version clears the dispute: nothing is named any more
    await ok(b.agent.put(u.agreement).send({ ...AGREEMENT, amount: 80_000_000 }));
    expect((await myPair(b)).agreement).toMatchObject({ version: 3, status: 'waiting', dispute: null });
    await refused({ version: 2, namedAmount: 90_000_000 });
    await refused({ version: 3, namedAmount: 90_000_000 });
    // disputed again without an amount: there is none to settle at
    await ok(a.agent.post(u.dispute).send({ note: 'No', amount: '' }));
    expect((await pairAt(a.table)).agreement!.dispute).toMatchObject({ note: 'No', amount: null });
    await refused({ version: 3, namedAmount: 90_000_000 });
    expect((await listed()).filter((r) => r.table === a.table)).toEqual([]);
    // a body that is not a number is a 400
    const bad = await admin.post(u.settle(a.table)).send({ version: 3, namedAmount: '90000000' });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([400, ['namedAmount']]);
    // the existing choice still settles it
    expect(((await ok(admin.post(u.settle(a.table)).send({ version: 1 }))) as PairOverview).status).toBe(
      'agreed',
    );
  });

  it('refuses an amount the report would refuse, and an amount on a version that says no agreement', async () => {
    const [a, b] = two(2);
    await ok(a.agent.put(u.agreement).send(AGREEMENT));
    for (const amount of [-1, 0, 1e12, 1.234, 'a lot'] as unknown[]) {
      const res = await b.agent.post(u.dispute).send({ note: 'We said less', amount });
      expect([res.status, Object.keys(res.body.errors ?? {})], JSON.stringify(res.body)).toEqual([
        400,
        ['amount'],
      ]);
    }
    expect((await pairAt(a.table)).status).toBe('waiting');
    await ok(a.agent.put(u.agreement).send({ noAgreement: true, text: 'Walked away' }));
    const res = await b.agent.post(u.dispute).send({ note: 'We agreed', amount: 100_000_000 });
    expect([res.status, res.body.errors]).toEqual([400, { amount: [dealMessages.en.amountOnNoAgreement] }]);
    // in the seat's language
    const { student, partner } = korean;
    await ok(partner.agent.put(u.agreement).send({ noAgreement: true, text: 'No deal' }));
    const ko = await student.agent.post(u.dispute).send({ note: '합의했습니다', amount: 100_000_000 });
    expect([ko.status, ko.body.errors]).toEqual([400, { amount: [dealMessages.ko.amountOnNoAgreement] }]);
    // with nothing named, a no-agreement version may still be disputed
    const view = (await ok(student.agent.post(u.dispute).send({ note: '합의했습니다' }))) as AgreementView;
    expect(view.dispute).toEqual(expect.objectContaining({ note: '합의했습니다', amount: null }));
  });
});

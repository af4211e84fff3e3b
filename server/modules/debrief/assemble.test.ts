import { describe, expect, it } from 'vitest';
import { findClassFlow } from '@shared/class-flow';
import { assembleClass } from './assemble';
import type { DealRow } from './repository';

const agreement = findClassFlow('queenOfSorrows')!.agreement;
const deal = (tableNo: number, over: Partial<DealRow> = {}): DealRow => ({
  tableNo,
  status: null,
  finalAt: null,
  firstOfferRole: null,
  firstOfferAmount: null,
  body: null,
  ...over,
});
const body = (amount: number) => ({ noAgreement: false, amount, contingent: null, terms: {}, text: '' });
const table = (n: number) => ({
  table: n,
  members: [
    { seatId: n * 10 + 1, role: 'agent' },
    { seatId: n * 10 + 2, role: 'studio' },
  ],
});

describe("a class's debrief from its tables' rows", () => {
  it('plots final agreements only; a table without a deal row is still negotiating', () => {
    const out = assembleClass({
      classId: 7,
      round: 1,
      tables: [table(1), table(2), table(3), table(4)],
      deals: [
        deal(1, { status: 'confirmed', finalAt: new Date(), body: body(5e7) }),
        deal(2, { status: 'disputed', body: body(6e7) }),
        deal(3, { status: 'waiting', body: body(7e7) }),
      ],
      plans: new Map([
        [11, { target: 1e8, walkAway: 'not a number', otherWalkAway: 2e8, firstOffer: null, batna: 'cable' }],
      ]),
      surveys: new Map(),
      agreement,
    });
    expect(out.pairs.map((p) => [p.pair.table, p.pair.amount, p.seatIds])).toEqual([[1, 5e7, [11, 12]]]);
    expect(out.pairs[0]!.pair.students[0]).toEqual({
      role: 'agent',
      student: 11,
      target: 1e8,
      walkAway: null,
      otherWalkAway: 2e8,
      plannedFirstOffer: null,
      scores: null,
    });
    expect(out.unconfirmed).toEqual([
      { table: 2, status: 'disputed' },
      { table: 3, status: 'waiting' },
      { table: 4, status: 'negotiating' },
    ]);
  });

  it("keeps a final agreement whose table is no longer in the assignment, with nobody's plans", () => {
    const out = assembleClass({
      classId: 7,
      round: 1,
      tables: [],
      deals: [deal(9, { status: 'confirmed', finalAt: new Date(), body: body(8e7) })],
      plans: new Map(),
      surveys: new Map(),
      agreement,
    });
    expect(out.pairs).toEqual([
      {
        seatIds: [],
        pair: expect.objectContaining({ table: 9, amount: 8e7, students: [] }),
      },
    ]);
  });
});

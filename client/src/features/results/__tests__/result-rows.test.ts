import { describe, expect, it } from 'vitest';
import type { ListedResult } from '@shared/contracts/results';
import {
  anyLaterRound,
  pageOf,
  rowsOfOtherClasses,
  searchResults,
  sortResults,
  toResultRows,
  type ResultRow,
} from '../lib/result-rows';
import { REPORTED } from '@shared/testing/listed-result';

const row = (id: number, over: Partial<ResultRow> = {}): ResultRow => ({
  id,
  reporter: `Agent ${id}`,
  counterpart: `Studio ${id}`,
  noAgreement: false,
  amountPaid: 100,
  additionalTerms: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  classId: 1,
  isHidden: false,
  round: 1,
  deal: null,
  ...over,
});

describe('sorting the results table', () => {
  it('puts agreed results first by amount, largest first, and no-agreement results last', () => {
    const rows = [
      row(1, { noAgreement: true, amountPaid: null }),
      row(2, { amountPaid: 80_000_000 }),
      row(3, { amountPaid: 200_000_000 }),
      row(4, { noAgreement: true, amountPaid: null }),
      row(5, { amountPaid: 80_000_000 }),
      row(6, { amountPaid: 999_999_999_999.99 }),
    ];
    expect(sortResults(rows).map((r) => r.id)).toEqual([6, 3, 2, 5, 1, 4]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('searching the results table', () => {
  const rows = [
    row(1, { reporter: 'Kim Minji', counterpart: 'Park', additionalTerms: 'Two weeks HOLIDAY' }),
    row(2, { reporter: '정다은', counterpart: 'Lee Hana' }),
    row(3, { reporter: 'Choi', counterpart: 'Minsu Kang' }),
  ];
  const ids = (q: string) => searchResults(rows, q).map((r) => r.id);

  it('matches a case-insensitive substring of either name or the terms', () => {
    expect(ids('min')).toEqual([1, 3]);
    expect(ids('HANA')).toEqual([2]);
    expect(ids('holiday')).toEqual([1]);
    expect(ids('다은')).toEqual([2]);
    expect(ids('  park ')).toEqual([1]);
    expect(ids('nobody')).toEqual([]);
  });

  it('shows everything for an empty query', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('   ')).toEqual([1, 2, 3]);
  });
});

describe('list rows', () => {
  it('maps both simulations to one row shape', () => {
    const casting: ListedResult = {
      id: 1,
      yejiAgentName: 'A',
      studioCounterpartName: 'B',
      noAgreement: false,
      amountPaid: 5,
      additionalTerms: 't',
      createdAt: 'c',
      classId: 3,
      ...REPORTED,
    };
    const legal: ListedResult = {
      id: 2,
      shinhwaAssociateName: 'C',
      daesungGcName: 'D',
      noAgreement: true,
      amountPaid: null,
      additionalTerms: '',
      createdAt: 'c',
      classId: 4,
      isHidden: true,
      ...REPORTED,
    };
    expect(toResultRows('queenOfSorrows', [casting])[0]).toMatchObject({
      reporter: 'A',
      counterpart: 'B',
      classId: 3,
      isHidden: false,
    });
    expect(toResultRows('shinhwaDaesung', [legal])[0]).toMatchObject({
      reporter: 'C',
      counterpart: 'D',
      amountPaid: null,
      classId: 4,
      isHidden: true,
    });
  });

  it('keeps what a pair’s agreement adds, and nothing for a row from the report form', () => {
    const base: ListedResult = {
      id: 5,
      yejiAgentName: 'A',
      studioCounterpartName: 'B',
      noAgreement: false,
      amountPaid: 150_000_000,
      additionalTerms: '',
      createdAt: 'c',
      classId: 3,
      ...REPORTED,
    };
    // what a server sends for a form's row: false and nulls
    expect(toResultRows('queenOfSorrows', [base])[0]!.deal).toBeNull();
    const pair: ListedResult = {
      ...base,
      confirmedByBoth: true,
      table: 4,
      firstOfferAmount: 200_000_000,
      firstOfferRole: 'agent',
      contingentAmount: 20_000_000,
      contingentCondition: 'the average rating exceeds 10%',
    };
    expect(toResultRows('queenOfSorrows', [pair])[0]!.deal).toEqual({
      table: 4,
      confirmedByBoth: true,
      firstOffer: { amount: 200_000_000, role: 'agent' },
      contingent: { amount: 20_000_000, condition: 'the average rating exceeds 10%' },
    });
    // settled or entered by the instructor: a table, not confirmed by both, no first offer recorded
    const entered = { ...base, confirmedByBoth: false, table: 2 };
    expect(toResultRows('queenOfSorrows', [entered])[0]!.deal).toEqual({
      table: 2,
      confirmedByBoth: false,
      firstOffer: null,
      contingent: null,
    });
  });

  it("keeps each row's round, and tells when any row is of a later round than the first", () => {
    const listed = (id: number, round: number): ListedResult => ({
      id,
      yejiAgentName: 'A',
      studioCounterpartName: 'B',
      noAgreement: false,
      amountPaid: 150_000_000,
      additionalTerms: '',
      createdAt: 'c',
      classId: 3,
      ...REPORTED,
      table: 1,
      round,
    });
    const [first, second] = toResultRows('queenOfSorrows', [listed(5, 1), listed(6, 2)]);
    expect([first!.round, second!.round]).toEqual([1, 2]);
    expect(anyLaterRound([first!])).toBe(false);
    expect(anyLaterRound([first!, second!])).toBe(true);
  });

  it('pages rows', () => {
    const rows = Array.from({ length: 5 }, (_, i) => i);
    expect(pageOf(rows, 0, 2)).toEqual([0, 1]);
    expect(pageOf(rows, 2, 2)).toEqual([4]);
    expect(pageOf(rows, 3, 2)).toEqual([]);
  });
});

describe("rows of other classes (the chart's faint background)", () => {
  const all = [
    row(1, { classId: 1 }),
    row(2, { classId: 2 }),
    row(3, { classId: 2 }),
    row(4, { classId: 3 }),
  ];

  it('are the rows of every class but the current one', () => {
    const ids = rowsOfOtherClasses(all, { classId: 2, rows: [] }).map((r) => r.id);
    expect(ids).toEqual([1, 4]);
  });

  it('are the rows not in the current list while the current class is not known', () => {
    const ids = rowsOfOtherClasses(all, { rows: [row(2), row(3)] }).map((r) => r.id);
    expect(ids).toEqual([1, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { resultsCsv, resultsCsvFilename } from '../lib/results-csv';
import type { ResultRow } from '../lib/result-rows';

const rows: ResultRow[] = [
  {
    id: 7,
    reporter: '김민지',
    counterpart: '=HYPERLINK("http://evil")',
    noAgreement: false,
    amountPaid: 999_999_999_999.99,
    additionalTerms: 'Bonus, "big" one\nand a car',
    createdAt: new Date(2025, 0, 2, 3, 4).toISOString(),
    classId: 1,
    isHidden: false,
    round: 1,
    deal: null,
  },
  {
    id: 8,
    reporter: '@Lee',
    counterpart: '-Park',
    noAgreement: true,
    amountPaid: null,
    additionalTerms: '+1',
    createdAt: new Date(2025, 0, 2, 3, 5).toISOString(),
    classId: 2,
    isHidden: true,
    round: 1,
    deal: null,
  },
];

describe('results CSV', () => {
  it('has a BOM, the table’s columns and each row’s round, plain amounts, quoting and neutralised formulas', () => {
    const csv = resultsCsv('queenOfSorrows', rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'ID,Round,Agent Name,Studio Rep,Agreement Status,Amount per Episode (KRW),Additional Terms,Reported At',
    );
    expect(lines[1]).toBe(
      `7,1,김민지,"'=HYPERLINK(""http://evil"")",Agreement Reached,999999999999.99,"Bonus, ""big"" one\nand a car",2025-01-02 03:04`,
    );
    expect(lines[2]).toBe(`8,1,'@Lee,'-Park,No Agreement,,'+1,2025-01-02 03:05`);
  });

  it('adds the deal’s columns when a pair’s agreement made a row, empty for the form’s rows', () => {
    const pair: ResultRow = {
      ...rows[0]!,
      id: 9,
      reporter: 'Kim',
      counterpart: 'Park',
      amountPaid: 150_000_000,
      additionalTerms: 'Bonus: 20 million won per episode if the rating exceeds 10%',
      deal: {
        table: 3,
        confirmedByBoth: true,
        firstOffer: { amount: 200_000_000, role: 'agent' },
        contingent: { amount: 20_000_000, condition: 'the rating exceeds 10%, "nationwide"' },
      },
    };
    const entered: ResultRow = {
      ...pair,
      id: 10,
      // the second round's pair at the same table
      round: 2,
      additionalTerms: '',
      deal: { table: 5, confirmedByBoth: false, firstOffer: null, contingent: null },
    };
    const lines = resultsCsv('queenOfSorrows', [pair, entered, rows[1]!]).slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'ID,Round,Agent Name,Studio Rep,Agreement Status,Amount per Episode (KRW),Additional Terms,' +
        'Table,Confirmed by both,First offer,First offer by,Contingent amount,Contingent condition,Reported At',
    );
    expect(lines[1]).toBe(
      '9,1,Kim,Park,Agreement Reached,150000000,Bonus: 20 million won per episode if the rating exceeds 10%,' +
        `3,yes,200000000,Yeji's Agent,20000000,"the rating exceeds 10%, ""nationwide""",2025-01-02 03:04`,
    );
    expect(lines[2]).toBe('10,2,Kim,Park,Agreement Reached,150000000,,5,no,,,,,2025-01-02 03:04');
    // a report from the form: the deal's columns are empty
    expect(lines[3]).toBe(`8,1,'@Lee,'-Park,No Agreement,,'+1,,no,,,,,2025-01-02 03:05`);
  });

  it('names the legal-fee columns and the file', () => {
    const csv = resultsCsv('shinhwaDaesung', []);
    expect(csv).toBe(
      '\uFEFFID,Round,Associate Name,Daesung GC Rep,Agreement Status,Annual Fee (KRW),Additional Terms,Reported At\r\n',
    );
    expect(resultsCsvFilename('shinhwaDaesung', new Date(2025, 10, 9))).toBe(
      'shinhwa-vs-daesung-results-2025-11-09.csv',
    );
  });

  it('adds a Class column for rows of several classes and a Hidden column when hidden rows are listed', () => {
    const names: Record<number, string> = { 1: 'Cohort 6, "Seoul"', 2: '=Cohort 7' };
    const csv = resultsCsv('queenOfSorrows', rows, {
      classNameOf: (id) => names[id]!,
      withHidden: true,
    });
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'ID,Class,Round,Agent Name,Studio Rep,Agreement Status,Amount per Episode (KRW),Additional Terms,Reported At,Hidden',
    );
    expect(lines[1]!.startsWith('7,"Cohort 6, ""Seoul""",1,김민지,')).toBe(true);
    expect(lines[1]!.endsWith(',2025-01-02 03:04,no')).toBe(true);
    expect(lines[2]).toBe(`8,'=Cohort 7,1,'@Lee,'-Park,No Agreement,,'+1,2025-01-02 03:05,yes`);
  });
});

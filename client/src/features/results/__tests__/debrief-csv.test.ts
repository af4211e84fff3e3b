import { describe, expect, it } from 'vitest';
import { debriefCase } from '@shared/case-figures';
import { pair, scores, student } from '@shared/testing/debrief-pairs';
import { debriefCsv } from '../lib/debrief-csv';
import { debriefData } from '@shared/testing/debrief-pairs';

const M = 1_000_000;
const c = debriefCase('queenOfSorrows');
const parse = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','));

describe('the debrief CSV', () => {
  it('has a row per pair with the deal, the terms, the first offer, the measures, and each plan and survey', () => {
    const data = debriefData(0, {
      pairs: [
        pair(3, {
          amount: 100 * M,
          contingentAmount: 20 * M,
          grantedTerms: ['schedule', 'billing'],
          firstOffer: { role: 'agent', amount: 180 * M },
          students: [
            student('agent', {
              target: 150 * M,
              walkAway: 70 * M,
              otherWalkAway: 180 * M,
              plannedFirstOffer: 180 * M,
              scores: scores(5, { relationship: 6 }),
            }),
            student('studio', { target: 70 * M, walkAway: 150 * M }),
          ],
        }),
      ],
      unconfirmed: [{ table: 4, status: 'disputed' }],
    });
    const [head, row, open] = parse(debriefCsv('queenOfSorrows', c, data));
    const cell = (r: string[], h: string) => r[head!.indexOf(h)];
    expect(head).toContain('Term: Filming schedule');
    expect(cell(row!, 'Table')).toBe('3');
    expect(cell(row!, 'Status')).toBe('agreed');
    expect(cell(row!, 'Amount per Episode (KRW)')).toBe('100000000');
    expect(cell(row!, 'Bonus (KRW)')).toBe('20000000');
    expect(cell(row!, 'Term: Filming schedule')).toBe('yes');
    expect(cell(row!, 'Term: Styling')).toBe('no');
    expect(cell(row!, 'First offer by')).toBe('agent');
    expect(cell(row!, 'First offer (KRW)')).toBe('180000000');
    // (100 - 50) / 150 = 0.3333 of the range for the agent
    expect(cell(row!, 'Share of range: agent')).toBe('0.3333');
    // joint 25 + 20 (terms) + 20 * 0.5 (bonus) = 55; left 53 - 45 = 8
    expect(cell(row!, 'Joint value (points)')).toBe('55');
    expect(cell(row!, 'Left on the table (points)')).toBe('8');
    expect(cell(row!, 'agent: target (KRW)')).toBe('150000000');
    expect(cell(row!, "agent: estimate of the other side's walk-away (KRW)")).toBe('180000000');
    expect(cell(row!, "studio: estimate of the other side's walk-away (KRW)")).toBe('');
    expect(cell(row!, 'agent: survey relationship')).toBe('6');
    expect(cell(row!, 'agent: survey overall')).toBe('5');
    expect(cell(row!, 'studio: survey overall')).toBe('');
    expect(cell(open!, 'Table')).toBe('4');
    expect(cell(open!, 'Status')).toBe('disputed');
    expect(cell(open!, 'Amount per Episode (KRW)')).toBe('');
  });

  it("gives a trio's mirror its own columns", () => {
    const data = debriefData(0, {
      pairs: [
        pair(1, {
          amount: 90 * M,
          students: [student('agent', { target: M }), student('agent', { target: 2 * M }), student('studio')],
        }),
      ],
    });
    const [head, row] = parse(debriefCsv('queenOfSorrows', c, data));
    expect(row![head!.indexOf('agent 2: target (KRW)')]).toBe('2000000');
    expect(head).toContain('studio: target (KRW)');
  });
});

describe('the debrief CSV of a class that played twice', () => {
  it("says each pair's round; a pair not yet agreed is of the round shown", () => {
    const one = debriefData(0, {
      round: 2,
      rounds: [1, 2],
      pairs: [pair(1, { round: 2, amount: 90 * M })],
      unconfirmed: [{ table: 2, status: 'negotiating' }],
    });
    const [head, row, open] = parse(debriefCsv('queenOfSorrows', c, one));
    expect(head!.slice(0, 3)).toEqual(['Class', 'Round', 'Table']);
    expect(row!.slice(0, 3)).toEqual(['1', '2', '1']);
    expect(open!.slice(0, 3)).toEqual(['1', '2', '2']);

    const every = debriefData(0, {
      round: 'all',
      rounds: [1, 2],
      pairs: [pair(1, { amount: 80 * M }), pair(1, { round: 2, amount: 90 * M })],
      unconfirmed: [{ table: 2, status: 'negotiating' }],
    });
    const rows = parse(debriefCsv('queenOfSorrows', c, every)).slice(1);
    expect(rows.map((r) => r.slice(1, 3))).toEqual([
      ['1', '1'],
      ['2', '1'],
      // every round's pairs not yet agreed come without their round
      ['', '2'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { AssignmentView } from '@shared/contracts/pairing';
import { projectedTables } from './find-name';

const view: AssignmentView = {
  id: 1,
  round: 1,
  published: true,
  pairs: [
    {
      table: 2,
      members: [
        { seatId: 3, name: 'Chloé', role: 'agent' },
        { seatId: 4, name: '이민호', role: 'studio' },
      ],
    },
    {
      table: 1,
      members: [
        { seatId: 1, name: 'Ara', role: 'agent' },
        { seatId: 2, name: 'Bo', role: 'studio' },
      ],
    },
  ],
  observers: [{ seatId: 5, name: 'Dana', role: 'observer', table: 2 }],
  unpaired: [],
  absent: [],
};

describe('projectedTables', () => {
  it('lists the tables in order with their observers', () => {
    expect(projectedTables(view)).toEqual([
      { table: 1, names: ['Ara', 'Bo'], observers: [] },
      { table: 2, names: ['Chloé', '이민호'], observers: ['Dana'] },
    ]);
  });

  it('keeps the tables with a matching name, ignoring case and accents', () => {
    expect(projectedTables(view, 'chloe').map((t) => t.table)).toEqual([2]);
    expect(projectedTables(view, ' 민호').map((t) => t.table)).toEqual([2]);
    expect(projectedTables(view, 'dana').map((t) => t.table)).toEqual([2]);
    expect(projectedTables(view, 'zz')).toEqual([]);
  });
});

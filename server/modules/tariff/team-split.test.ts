import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tariffTeamCount } from '@shared/contracts/tariff-config';
import { seededRandom } from '../../lib/random';
import { dealTeams } from './team-split';

describe('dealTeams', () => {
  it('puts every student in exactly one team, sizes within one, in an order that depends on the draw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 240 }), fc.integer(), (n, seed) => {
        const teams = tariffTeamCount(n, 3)!;
        const students = Array.from({ length: n }, (_, i) => i + 1);
        const dealt = dealTeams(students, teams, seededRandom(seed));
        expect(dealt).toHaveLength(teams);
        expect(dealt.flat().sort((a, b) => a - b)).toEqual(students);
        const sizes = dealt.map((t) => t.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(dealTeams(twelve, 4, seededRandom(1))).not.toEqual(dealTeams(twelve, 4, seededRandom(2)));
  });
});

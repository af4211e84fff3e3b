import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TARIFF_PAIRS_MAX, TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '@shared/contracts/tariff-config';
import { seededRandom } from '../../lib/random';
import { dealTeams, teamCount } from './team-split';

/** Sizes of `teams` teams dealt from `students`: they differ by one at most. */
const sizesOf = (students: number, teams: number) => [
  Math.floor(students / teams),
  Math.ceil(students / teams),
];

describe('teamCount', () => {
  it('worked examples', () => {
    expect(teamCount(14, 3)).toBe(4); // 4, 4, 3, 3
    expect(teamCount(8, 4)).toBe(2);
    expect(teamCount(8, 2)).toBe(4);
    expect(teamCount(5, 2)).toBe(2); // 3 and 2: no even count of pairs of 2
    expect(teamCount(15, 3)).toBe(6); // 3, 3, 3, 2, 2, 2 (average 2.5) is nearer 3 than four of 3.75
    expect(teamCount(3, 2)).toBeNull();
    expect(teamCount(TARIFF_PAIRS_MAX * 2 * TEAM_SIZE_MAX, 2)).toBe(TARIFF_PAIRS_MAX * 2);
    expect(teamCount(TARIFF_PAIRS_MAX * 2 * TEAM_SIZE_MAX + 1, 4)).toBeNull();
  });

  it('is an even count of teams of the allowed sizes, nearest the chosen size, whenever one exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 260 }),
        fc.integer({ min: TEAM_SIZE_MIN, max: TEAM_SIZE_MAX }),
        (n, size) => {
          const valid = (teams: number) => {
            const [small, big] = sizesOf(n, teams);
            return (
              teams % 2 === 0 &&
              teams <= TARIFF_PAIRS_MAX * 2 &&
              small! >= TEAM_SIZE_MIN &&
              big! <= TEAM_SIZE_MAX
            );
          };
          const every = Array.from({ length: 130 }, (_, i) => i + 1).filter(valid);
          const got = teamCount(n, size);
          if (every.length === 0) {
            expect(got).toBeNull();
            return;
          }
          expect(valid(got!)).toBe(true);
          const off = (teams: number) => Math.abs(n / teams - size);
          for (const other of every) expect(off(got!)).toBeLessThanOrEqual(off(other));
        },
      ),
    );
  });
});

describe('dealTeams', () => {
  it('puts every student in exactly one team, sizes within one, in an order that depends on the draw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 240 }), fc.integer(), (n, seed) => {
        const teams = teamCount(n, 3)!;
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

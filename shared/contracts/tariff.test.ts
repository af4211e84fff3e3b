import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSimulation } from '../simulations';
import {
  tariffBenchmarks,
  TARIFF_CODE_ALPHABET,
  TARIFF_PAIRS_MAX,
  TEAM_SIZE_MAX,
  TEAM_SIZE_MIN,
  isTariffCode,
  normalizeTariffCode,
  tariffJoinSchema,
  tariffPayoff,
  tariffRoundPoints,
  tariffRoundRulesSchema,
  tariffTeamCount,
} from './tariff';
import { TARIFF_WARS, tariffRules } from '../testing/tariff-wars';

/** The game's facts in the contract agree with the ones written out here by hand. */
describe('Tariff Wars contract', () => {
  it('is the registry entry solaraLunara, five rounds', () => {
    expect(findSimulation(TARIFF_WARS)?.title).toBe('Tariff Wars');
    expect(tariffRules().rounds).toBe(5);
  });

  it('scores every cell of the payoff table (own/their) times every multiplier', () => {
    const spec = [
      ['Low', 'Low', 6, 6],
      ['Low', 'High', 4, 12],
      ['High', 'Low', 12, 4],
      ['High', 'High', 2, 2],
    ] as const;
    for (const [own, their, ownPts, theirPts] of spec) {
      expect(tariffPayoff(tariffRules(), own, their)).toBe(ownPts);
      for (const m of [1, 2, 3])
        expect(tariffRoundPoints(tariffRules(), own, their, m)).toEqual({
          solara: ownPts * m,
          lunara: theirPts * m,
        });
    }
    expect(tariffRoundPoints(tariffRules(), null, 'High', 2)).toEqual({ solara: 0, lunara: 0 });
    expect(tariffRoundPoints(tariffRules(), 'Low', null, 1)).toEqual({ solara: 0, lunara: 0 });
  });

  it('benchmarks a pair at 60 (always Low/Low), 20 (always High/High) and 80 (taking turns)', () => {
    expect(tariffBenchmarks(tariffRules()).plain).toEqual({ alwaysLow: 60, alwaysHigh: 20, alternating: 80 });
  });

  it('codes use 31 unambiguous letters and are read as typed', () => {
    expect(TARIFF_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(TARIFF_CODE_ALPHABET).size).toBe(31);
    for (const c of '0O1IL') expect(TARIFF_CODE_ALPHABET).not.toContain(c);
    expect(normalizeTariffCode(' abc-d ef ')).toBe('ABCDEF');
    expect(isTariffCode('ABCDEF')).toBe(true);
    expect(isTariffCode('ABCDE1')).toBe(false);
    expect(tariffJoinSchema.parse({ code: 'xyz 234' })).toEqual({ code: 'XYZ234' });
  });

  it('round rules: a multiplier of 1, 2 or 3 and/or talk, nothing else', () => {
    expect(tariffRoundRulesSchema.safeParse({ multiplier: 3 }).success).toBe(true);
    expect(tariffRoundRulesSchema.safeParse({ talk: false }).success).toBe(true);
    expect(tariffRoundRulesSchema.safeParse({}).success).toBe(false);
    expect(tariffRoundRulesSchema.safeParse({ multiplier: 1.5 }).success).toBe(false);
  });
});

/** Sizes of `teams` teams dealt from `students`: they differ by one at most. */
const sizesOf = (students: number, teams: number) => [
  Math.floor(students / teams),
  Math.ceil(students / teams),
];

describe('tariffTeamCount: teams formed from the class', () => {
  it('worked examples', () => {
    expect(tariffTeamCount(14, 3)).toBe(4); // 4, 4, 3, 3
    expect(tariffTeamCount(8, 4)).toBe(2);
    expect(tariffTeamCount(8, 2)).toBe(4);
    expect(tariffTeamCount(5, 2)).toBe(2); // 3 and 2: no even count of pairs of 2
    expect(tariffTeamCount(15, 3)).toBe(6); // 3, 3, 3, 2, 2, 2 (average 2.5) is nearer 3 than four of 3.75
    expect(tariffTeamCount(3, 2)).toBeNull();
    expect(tariffTeamCount(TARIFF_PAIRS_MAX * 2 * TEAM_SIZE_MAX, 2)).toBe(TARIFF_PAIRS_MAX * 2);
    expect(tariffTeamCount(TARIFF_PAIRS_MAX * 2 * TEAM_SIZE_MAX + 1, 4)).toBeNull();
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
          const got = tariffTeamCount(n, size);
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

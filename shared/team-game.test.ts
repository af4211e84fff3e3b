import { describe, expect, it } from 'vitest';
import { gameShape, tariffBenchmarks, tariffRoundPoints, type TariffRules } from './team-game';

const chicken: TariffRules = {
  rounds: 5,
  payoffs: { bothLow: 6, lowAgainstHigh: 4, highAgainstLow: 12, bothHigh: 2 },
};
const dilemma: TariffRules = {
  rounds: 5,
  payoffs: { bothLow: 6, lowAgainstHigh: 1, highAgainstLow: 10, bothHigh: 2 },
};

describe('a team game scored by its own matrix', () => {
  it('pays each side its own cell, times the multiplier, and nothing without two choices', () => {
    expect(tariffRoundPoints(dilemma, 'High', 'Low', 2)).toEqual({ solara: 20, lunara: 2 });
    expect(tariffRoundPoints(chicken, 'High', 'Low', 1)).toEqual({ solara: 12, lunara: 4 });
    expect(tariffRoundPoints(dilemma, null, 'High', 3)).toEqual({ solara: 0, lunara: 0 });
  });

  it('draws the benchmarks from the matrix: taking turns beats Low/Low in Chicken, not in the dilemma', () => {
    expect(tariffBenchmarks(chicken).plain).toEqual({ alwaysLow: 60, alwaysHigh: 20, alternating: 80 });
    expect(tariffBenchmarks(dilemma).plain).toEqual({ alwaysLow: 60, alwaysHigh: 20, alternating: 55 });
    // rounds 1..5 at x1, x2, x1, x1, x3: turns are High/Low in rounds 1, 3, 5
    const b = tariffBenchmarks(dilemma, [1, 2, 1, 1, 3]);
    expect(b).toMatchObject({ alwaysLow: 96, alwaysHigh: 32, alternating: 11 * 8, scaled: true });
  });

  it('names the dilemma by the order of its payoffs', () => {
    expect(gameShape(chicken)).toBe('chicken');
    expect(gameShape(dilemma)).toBe('prisonersDilemma');
    expect(
      gameShape({ rounds: 3, payoffs: { bothLow: 5, lowAgainstHigh: 5, highAgainstLow: 5, bothHigh: 5 } }),
    ).toBe('other');
  });
});

import { describe, expect, it } from 'vitest';
import type { TariffRevealedRound } from '@shared/contracts/tariff-config';
import { lowShares, pairDebriefs } from '../lib/debrief';
import { tariffBenchmarks } from '@shared/contracts/tariff-config';
import { gameCsv } from '../lib/game-csv';
import { gameState } from './fixtures';
import { tariffRules } from '@shared/testing/tariff-wars';

const round = (number: number, multiplier: 1 | 2 | 3, p1: [string | null, string | null, number, number]) =>
  ({
    number,
    multiplier,
    talk: false,
    pairs: [
      {
        pair: 1,
        solara: { teamId: 1, choice: p1[0], points: p1[2] },
        lunara: { teamId: 2, choice: p1[1], points: p1[3] },
      },
      {
        pair: 2,
        solara: { teamId: 3, choice: 'Low', points: 6 * multiplier },
        lunara: { teamId: 4, choice: 'Low', points: 6 * multiplier },
      },
    ],
  }) as TariffRevealedRound;

const results = [
  round(1, 1, ['Low', 'Low', 6, 6]),
  round(2, 2, ['High', 'Low', 24, 8]),
  round(3, 1, [null, 'High', 0, 0]),
];

describe('the debrief', () => {
  it('counts the share of Low among the choices made in each round', () => {
    expect(lowShares(results)).toEqual([
      { round: 1, low: 4, choices: 4, share: 1 },
      { round: 2, low: 3, choices: 4, share: 0.75 },
      { round: 3, low: 2, choices: 3, share: 2 / 3 },
    ]);
  });

  it("gives each pair's sequence, joint score and who out-scored whom", () => {
    const [p1, p2] = pairDebriefs({ pairs: 2, results });
    expect(p1!.sequence.map((s) => `${s.solara}/${s.lunara}`)).toEqual(['Low/Low', 'High/Low', 'null/High']);
    expect(p1).toMatchObject({ solara: 30, lunara: 14, joint: 44, leader: { country: 'solara', by: 16 } });
    expect(p2).toMatchObject({ joint: 48, leader: null });
  });

  it('holds pairs against 60, 20 and 80, scaled by the game’s multipliers when it has any', () => {
    expect(tariffBenchmarks(tariffRules(), [1, 1, 1, 1, 1])).toEqual({
      alwaysLow: 60,
      alwaysHigh: 20,
      alternating: 80,
      scaled: false,
      plain: { alwaysLow: 60, alwaysHigh: 20, alternating: 80 },
    });
    expect(tariffBenchmarks(tariffRules(), [1, 2, 1, 1, 1])).toEqual({
      alwaysLow: 72,
      alwaysHigh: 24,
      alternating: 96,
      scaled: true,
      plain: { alwaysLow: 60, alwaysHigh: 20, alternating: 80 },
    });
  });

  it('exports every choice and score of the revealed rounds with running totals', () => {
    const csv = gameCsv(gameState({ results }), { solara: 'Solara', lunara: 'Lunara' });
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Game,Round,Multiplier,Talk round,Pair,Country,Team code,Choice,Opponent choice,Points,Running total',
    );
    expect(lines).toContain('7,2,2,no,1,Solara,K7M2QX,High,Low,24,30');
    expect(lines).toContain('7,3,1,no,1,Solara,K7M2QX,no choice,High,0,30');
    expect(lines).toHaveLength(1 + 3 * 4);
  });
});

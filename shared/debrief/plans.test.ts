import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pair, pairsArb, student } from '../testing/debrief-pairs';
import { debriefCase } from '../case-figures';
import { estimateOfOther, plansAndOutcomes, studentOutcome } from './plans';

const M = 1_000_000;
const casting = debriefCase('queenOfSorrows');

describe('plans and outcomes: worked example', () => {
  // Casting: the agent's real walk-away is 50 million, the studio's 200 million. The pair agreed 60 million.
  const agent = student('agent', { target: 150 * M, walkAway: 70 * M });
  const studio = student('studio', { target: 70 * M, walkAway: 150 * M });
  const p = pair(3, { amount: 60 * M, students: [agent, studio] });

  it("signs every gap in the student's favour", () => {
    // agent (wants it high): 60 - 150 = -90 million short of the target; stated 70 vs real 50 = 20
    // million stricter than needed; 60 is above the real 50 but below the stated 70
    expect(studentOutcome(casting, p, agent)).toMatchObject({
      table: 3,
      amount: 60 * M,
      realWalkAway: 50 * M,
      versusTarget: -90 * M,
      walkAwayGap: 20 * M,
      walkAwayReading: 'stricter',
      beyondRealWalkAway: false,
      beyondStatedWalkAway: true,
    });
    // studio (wants it low): -(60 - 70) = +10 million better than the target; -(150 - 200) = +50 million
    // stricter; 60 is below both 150 and 200, so within both limits
    expect(studentOutcome(casting, p, studio)).toMatchObject({
      versusTarget: 10 * M,
      walkAwayGap: 50 * M,
      walkAwayReading: 'stricter',
      beyondRealWalkAway: false,
      beyondStatedWalkAway: false,
    });
  });

  it('reads a walk-away within 1% as right, and a looser one as looser; flags deals past the real limit', () => {
    const near = student('agent', { walkAway: 50.4 * M });
    expect(studentOutcome(casting, p, near).walkAwayReading).toBe('right');
    const loose = student('agent', { walkAway: 30 * M });
    const below = pair(4, { amount: 40 * M, students: [loose] });
    // agent: 30 - 50 = -20 million looser; 40 is below the real 50 but above the stated 30
    expect(studentOutcome(casting, below, loose)).toMatchObject({
      walkAwayGap: -20 * M,
      walkAwayReading: 'looser',
      beyondRealWalkAway: true,
      beyondStatedWalkAway: false,
    });
  });

  it('leaves out what was not written, and the deal when there was none', () => {
    const none = pair(5, { noAgreement: true, students: [student('agent', { target: 100 * M })] });
    expect(studentOutcome(casting, none, none.students[0]!)).toMatchObject({
      amount: null,
      versusTarget: null,
      walkAwayGap: null,
      walkAwayReading: null,
      beyondRealWalkAway: null,
    });
  });

  it('counts per role and fits amount on target once six students of a role have both', () => {
    // agent targets 100..200 million in steps of 20, deals 70 + 0.25*(target - 100) exactly:
    // slope 0.25, intercept 70 - 25 = 45 million
    const pairs = [100, 120, 140, 160, 180, 200].map((t, i) =>
      pair(i + 1, {
        amount: (70 + 0.25 * (t - 100)) * M,
        students: [student('agent', { target: t * M, walkAway: 50 * M }), student('studio', {})],
      }),
    );
    const plans = plansAndOutcomes(casting, pairs);
    expect(plans.students).toHaveLength(12);
    expect(plans.byRole.agent!.targetFit.line!.slope).toBeCloseTo(0.25, 12);
    expect(plans.byRole.agent!.targetFit.line!.intercept / M).toBeCloseTo(45, 6);
    expect(plans.byRole.agent!.readings).toEqual({ right: 6, stricter: 0, looser: 0 });
    expect(plans.byRole.agent!.beatTarget).toBe(0);
    expect(plans.byRole.studio!.targetFit.reason).toBe('tooFew');
    expect(plansAndOutcomes(casting, pairs.slice(0, 5)).byRole.agent!.targetFit.reason).toBe('tooFew');
  });
});

describe("an estimate of the other side's walk-away: worked example", () => {
  // Casting: the studio's real ceiling is 200 million (what the agent estimates), the agent's floor 50.
  it('measures it against the other side’s real walk-away: low, high, or right within 1%', () => {
    expect(estimateOfOther(casting, 'agent', 180 * M)).toEqual({
      estimate: 180 * M,
      real: 200 * M,
      gap: -20 * M,
      reading: 'low',
    });
    expect(estimateOfOther(casting, 'studio', 70 * M)).toEqual({
      estimate: 70 * M,
      real: 50 * M,
      gap: 20 * M,
      reading: 'high',
    });
    // 1% of 200 million is 2 million: 198 reads right, 197.9 low
    expect(estimateOfOther(casting, 'agent', 198 * M)?.reading).toBe('right');
    expect(estimateOfOther(casting, 'agent', 197.9 * M)?.reading).toBe('low');
  });

  it('says nothing without an estimate, for a role the case lacks, or where the case marks no walk-away', () => {
    expect(estimateOfOther(casting, 'agent', null)).toBeNull();
    expect(estimateOfOther(casting, 'observer', 100 * M)).toBeNull();
    expect(estimateOfOther({ ...casting, walkAway: { agent: 50 * M } }, 'agent', 100 * M)).toBeNull();
  });

  it("is part of each student's outcome, agreement or not, and counted per role with the median gap", () => {
    const a = (table: number, estimate: number | null, amount: number | null) =>
      pair(table, {
        amount,
        noAgreement: amount === null,
        students: [student('agent', { otherWalkAway: estimate === null ? null : estimate * M })],
      });
    const pairs = [
      a(1, 180, 100 * M),
      a(2, 150, null),
      a(3, 200, 120 * M),
      a(4, 260, 90 * M),
      a(5, null, 80 * M),
    ];
    expect(studentOutcome(casting, pairs[1]!, pairs[1]!.students[0]!).estimate).toMatchObject({
      gap: -50 * M,
      reading: 'low',
    });
    // gaps -20, -50, 0, +60: two low, one right, one high; median of the four (-20 + 0) / 2 = -10
    expect(plansAndOutcomes(casting, pairs).byRole.agent!.estimates).toEqual({
      right: 1,
      low: 2,
      high: 1,
      medianGap: -10 * M,
    });
    expect(plansAndOutcomes(casting, pairs).byRole.studio!.estimates).toEqual({
      right: 0,
      low: 0,
      high: 0,
      medianGap: null,
    });
  });
});

describe('plans and outcomes: properties', () => {
  const pairs = pairsArb(casting.roles, [], 30, 300);

  it('does not depend on the order of the pairs', () => {
    fc.assert(
      fc.property(
        pairs.chain((ps) =>
          fc.tuple(fc.constant(ps), fc.shuffledSubarray(ps, { minLength: ps.length, maxLength: ps.length })),
        ),
        ([ps, qs]) => {
          const a = plansAndOutcomes(casting, ps).byRole;
          const b = plansAndOutcomes(casting, qs).byRole;
          for (const role of casting.roles) {
            const { targetFit: fa, ...ra } = a[role]!;
            const { targetFit: fb, ...rb } = b[role]!;
            expect(rb).toEqual(ra);
            expect(fb.line?.slope ?? 0).toBeCloseTo(fa.line?.slope ?? 0, 9);
          }
        },
      ),
    );
  });

  it('adding a deal below the real walk-away adds one agent past their limit', () => {
    fc.assert(
      fc.property(pairs, (ps) => {
        const before = plansAndOutcomes(casting, ps).byRole.agent!.beyondReal;
        const extra = pair(999, { amount: 40 * M, students: [student('agent', {})] });
        expect(plansAndOutcomes(casting, [...ps, extra]).byRole.agent!.beyondReal).toBe(before + 1);
      }),
    );
  });
});

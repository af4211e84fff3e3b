import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pair, pairsArb, student } from '../testing/debrief-pairs';
import { debriefCase } from '../case-figures';
import { plansAndOutcomes, studentOutcome } from './plans';

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

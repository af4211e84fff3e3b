import type { MyDebrief, OwnMeasures } from '../contracts/debrief';
import { direction, type DebriefCase } from './case';
import { estimateOfOther, studentOutcome } from './plans';
import { agreedAmount, rangeShare } from './share';

/**
 * A student's own deal and plan measured on the case (their side's share of the range, which way their
 * side wants the amount, their plan against the result, their estimate of the other side's walk-away against
 * the real one): the server computes them for the student's debrief, which shows these and never the case's
 * other figures.
 */
export function ownMeasures(c: DebriefCase, d: Pick<MyDebrief, 'role' | 'pair' | 'me'>): OwnMeasures {
  const amount = d.pair ? agreedAmount(d.pair) : null;
  return {
    share: amount === null ? null : rangeShare(c, d.role, amount),
    direction: direction(c, d.role),
    plan: d.pair ? studentOutcome(c, d.pair, d.me) : null,
    estimate: estimateOfOther(c, d.role, d.me.otherWalkAway),
  };
}

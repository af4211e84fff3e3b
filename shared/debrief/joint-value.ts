import type { DebriefPair } from '../contracts/debrief';
import type { DebriefCase } from './case';
import { agreedAmount } from './share';
import { mean } from './stats';

/**
 * The value a deal creates, from the registry's points per term (1 point = 1 million won, as each case's
 * TermPoints say). A `per: 'deal'` term is worth its points to each side when the deal grants it; a
 * `per: 'million won'` term is worth its points per million won of the amount (the key `fee`) or of the
 * contingent part (the case's contingent key). The joint value is both sides' points added up: the fee only
 * moves money from one side to the other, so what a pair creates comes from the other terms.
 *
 * "The best possible" is measured on the tradeable terms (`per: 'deal'`): the joint value of granting exactly
 * the terms worth more to one side than they cost the other. The contingent part has no best: its joint
 * value grows with its amount, which the case does not bound, so it is reported beside, not against, it.
 */

/** Below this many points a difference is rounding (a third of a point times a few sums), not value. */
export const VALUE_EPSILON = 1e-6;

export interface PairValue {
  classId: number;
  table: number;
  /** Points to each side from every term (fee, contingent part, tradeable terms). */
  byRole: Record<string, number>;
  /** Both sides' points added up. */
  joint: number;
  /** The joint value of the tradeable terms the deal grants. */
  tradeable: number;
  /** The joint value of the contingent part. */
  contingent: number;
  /** The best tradeable value minus the pair's: what it left on the table (>= 0). */
  leftOnTable: number;
}

export interface ValueCreated {
  /** The case has tradeable terms with points (otherwise there is no "best" to measure against). */
  hasTradeableTerms: boolean;
  best: BestDeal;
  /** Pairs with an agreed amount. */
  pairs: PairValue[];
  /** Pairs that left tradeable value on the table. */
  leftCount: number;
  meanTradeable: number | null;
  meanJoint: number | null;
}

export interface BestDeal {
  /** The joint value of the best set of tradeable terms. */
  value: number;
  /** The terms it grants. */
  terms: string[];
}

const jointPoints = (points: Readonly<Record<string, number>>, roles: readonly string[]) =>
  roles.reduce((sum, r) => sum + (points[r] ?? 0), 0);

/** The tradeable terms worth more to one side than they cost the other, and their joint value. */
export function bestTradeable(c: DebriefCase): BestDeal {
  const terms = c.termPoints.filter((t) => t.per === 'deal' && jointPoints(t.points, c.roles) > 0);
  return {
    value: terms.reduce((s, t) => s + jointPoints(t.points, c.roles), 0),
    terms: terms.map((t) => t.key),
  };
}

/** A pair's value, or null when it has no agreed amount. */
export function pairValue(c: DebriefCase, pair: DebriefPair, best = bestTradeable(c)): PairValue | null {
  const amount = agreedAmount(pair);
  if (amount === null) return null;
  const byRole: Record<string, number> = Object.fromEntries(c.roles.map((r) => [r, 0]));
  let tradeable = 0;
  let contingent = 0;
  for (const t of c.termPoints) {
    let units = 0;
    if (t.per === 'deal') units = pair.grantedTerms.includes(t.key) ? 1 : 0;
    else if (t.key === 'fee') units = amount / 1e6;
    else if (t.key === c.contingentKey) units = (pair.contingentAmount ?? 0) / 1e6;
    if (units === 0) continue;
    for (const r of c.roles) byRole[r]! += (t.points[r] ?? 0) * units;
    const joint = jointPoints(t.points, c.roles) * units;
    if (t.per === 'deal') tradeable += joint;
    else if (t.key === c.contingentKey) contingent += joint;
  }
  return {
    classId: pair.classId,
    table: pair.table,
    byRole,
    joint: c.roles.reduce((s, r) => s + byRole[r]!, 0),
    tradeable,
    contingent,
    leftOnTable: Math.max(0, best.value - tradeable),
  };
}

export function valueCreated(c: DebriefCase, pairs: readonly DebriefPair[]): ValueCreated {
  const best = bestTradeable(c);
  const values = pairs.flatMap((p) => pairValue(c, p, best) ?? []);
  return {
    hasTradeableTerms: c.termPoints.some((t) => t.per === 'deal'),
    best,
    pairs: values,
    leftCount: values.filter((v) => v.leftOnTable > VALUE_EPSILON).length,
    meanTradeable: mean(values.map((v) => v.tradeable)),
    meanJoint: mean(values.map((v) => v.joint)),
  };
}

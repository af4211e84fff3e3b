import type { TermPoints } from '../scenarios';

/**
 * What the debrief's measures need to know about a case: its two roles, each side's real walk-away (the
 * chart figures marked `walkAway`), which way each side wants the amount to move, the points per term, and
 * the key of the contingent part (a bonus, a success fee). Built from the case's confidential figures by
 * `debriefCase` (shared/case-figures), on the server: the instructor's pages read it from the API.
 */
export interface DebriefCase {
  key: string;
  /** The two negotiating roles by slug: the reporting role first. */
  roles: readonly [string, string];
  /** Each role's real walk-away, in won; empty when the case marks none. */
  walkAway: Readonly<Record<string, number>>;
  /**
   * The bargaining range between the two walk-aways, when it exists (the lower walk-away below the higher
   * one). `seller` is the role whose walk-away is the low end: it wants the amount high; `buyer` the other.
   */
  range: { low: number; high: number; seller: string; buyer: string } | null;
  termPoints: readonly TermPoints[];
  /** The agreement's contingent part's key (its points are per million won of its amount), or null. */
  contingentKey: string | null;
}

/**
 * The range between the two sides' walk-aways. The side with the lower walk-away is the one that sells (it
 * accepts anything above it): the registry states no side, and in a case with room for a deal the seller's
 * limit is the lower one. A case with no room for a deal (crossed limits) cannot be measured on a range and
 * must not mark its walk-aways. Null when either walk-away is missing or both are equal.
 */
export function bargainingRange(
  walkAway: Readonly<Record<string, number>>,
  roles: readonly [string, string],
): DebriefCase['range'] {
  const [a, b] = roles;
  const wa = walkAway[a];
  const wb = walkAway[b];
  if (wa === undefined || wb === undefined || wa === wb) return null;
  return wa < wb ? { low: wa, high: wb, seller: a, buyer: b } : { low: wb, high: wa, seller: b, buyer: a };
}

/** The other role of the case. */
export const otherRole = (c: DebriefCase, role: string) => (c.roles[0] === role ? c.roles[1] : c.roles[0]);

/** +1 when the role wants the amount high (the seller), -1 when low; 0 for a role the case lacks. */
export function direction(c: DebriefCase, role: string): 1 | -1 | 0 {
  if (!c.range) return 0;
  return role === c.range.seller ? 1 : role === c.range.buyer ? -1 : 0;
}

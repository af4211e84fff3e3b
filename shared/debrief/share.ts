import type { DebriefPair } from '../contracts/debrief';
import type { DebriefCase } from './case';

/**
 * The share of the bargaining range a side won: 0 when the deal sits on its own walk-away, 1 when it sits
 * on the other side's, measured on the guaranteed amount only (the contingent part and the other terms are
 * view 4's joint value). A deal beyond either walk-away is clamped to 0 or 1: a side that agreed below its
 * own limit won nothing of the range, and the range has no more than all of it to give. The two sides'
 * shares of one deal add up to 1. Null when the case has no range or the role is not one of its sides.
 */
export function rangeShare(c: DebriefCase, role: string, amount: number): number | null {
  const r = c.range;
  if (!r) return null;
  const sellerShare = Math.min(1, Math.max(0, (amount - r.low) / (r.high - r.low)));
  if (role === r.seller) return sellerShare;
  if (role === r.buyer) return 1 - sellerShare;
  return null;
}

/** The pair's agreed amount, or null when it has none (no agreement, or no amount recorded). */
export const agreedAmount = (p: DebriefPair): number | null =>
  p.noAgreement || p.amount === null ? null : p.amount;

/** A side's share of the range in a pair's deal; null without an agreed amount or a range. */
export function pairShare(c: DebriefCase, p: DebriefPair, role: string): number | null {
  const amount = agreedAmount(p);
  return amount === null ? null : rangeShare(c, role, amount);
}

import type { DebriefPair } from '../contracts/debrief';
import { otherRole, type DebriefCase } from './case';
import { agreedAmount, rangeShare } from './share';
import { fitLine, mean, type LineFit } from './stats';

/** One pair on the first-offer chart: who opened, where, and where the deal ended. */
export interface AnchorPoint {
  classId: number;
  table: number;
  opener: string;
  firstOffer: number;
  amount: number;
  /** The opener's share of the range; null when the case has no range. */
  openerShare: number | null;
}

export interface MeanShare {
  /** The mean share of the range, 0..1; null with no pair. */
  mean: number | null;
  n: number;
}

export interface FirstOfferPull {
  /** Pairs with an agreed amount and a recorded first offer. */
  points: AnchorPoint[];
  /** Final amount on first offer (x = first offer, y = amount), with the "too few pairs" rule. */
  fit: LineFit;
  /** The mean share won by the side that opened, and by the side that did not, over the same pairs. */
  opened: MeanShare;
  notOpened: MeanShare;
  /**
   * The same by role: each role's mean share when it opened and when the other side did. The cases are
   * not symmetric (one side's walk-away is easier to defend), so this is the fairer comparison.
   */
  byRole: Record<string, { opened: MeanShare; notOpened: MeanShare }>;
}

const meanShare = (shares: readonly number[]): MeanShare => ({ mean: mean(shares), n: shares.length });

/** The points of the first-offer chart: pairs with both an agreed amount and a first offer. */
export function anchorPoints(c: DebriefCase, pairs: readonly DebriefPair[]): AnchorPoint[] {
  return pairs.flatMap((p) => {
    const amount = agreedAmount(p);
    if (amount === null || !p.firstOffer) return [];
    const opener = p.firstOffer.role;
    return [
      {
        classId: p.classId,
        table: p.table,
        opener,
        firstOffer: p.firstOffer.amount,
        amount,
        openerShare: rangeShare(c, opener, amount),
      },
    ];
  });
}

/** The pull of the first offer: the line, and who did better, the side that opened or the other. */
export function firstOfferPull(c: DebriefCase, pairs: readonly DebriefPair[]): FirstOfferPull {
  const points = anchorPoints(c, pairs);
  const fit = fitLine(points.map((p) => ({ x: p.firstOffer, y: p.amount })));
  const withShare = points.filter((p) => p.openerShare !== null);
  const byRole: FirstOfferPull['byRole'] = {};
  for (const role of c.roles) {
    const opened = withShare.filter((p) => p.opener === role).map((p) => p.openerShare!);
    const notOpened = withShare.filter((p) => p.opener === otherRole(c, role)).map((p) => 1 - p.openerShare!);
    byRole[role] = { opened: meanShare(opened), notOpened: meanShare(notOpened) };
  }
  return {
    points,
    fit,
    opened: meanShare(withShare.map((p) => p.openerShare!)),
    notOpened: meanShare(withShare.map((p) => 1 - p.openerShare!)),
    byRole,
  };
}

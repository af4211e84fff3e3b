import { formatWon } from '@shared/format';
import { Badge } from '@/components/ui/badge';
import { roleTitle } from '@/lib/role-title';
import type { ResultDeal } from '../lib/result-rows';
import { TapTooltip } from './tap-tooltip';

/** Beside the agreement status: "Confirmed by both" and the pair's table. */
export function DealBadges({ deal }: { deal: ResultDeal }) {
  return (
    <>
      {deal.confirmedByBoth && <Badge tone="blue">Confirmed by both</Badge>}
      {deal.table !== null && <span className="text-xs font-medium text-slate-600">Table {deal.table}</span>}
    </>
  );
}

/** The first offer and the side that made it, under the agreed amount. */
export function FirstOfferFact({ sim, deal }: { sim: string; deal: ResultDeal }) {
  if (!deal.firstOffer) return null;
  const role = deal.firstOffer.role;
  return (
    <span>
      First offer <span className="whitespace-nowrap">{formatWon(deal.firstOffer.amount)}</span>
      {role && <> by {roleTitle(sim, role)}</>}
    </span>
  );
}

/** The contingent part (a bonus, a success fee): its amount, and its condition in a popup. */
export function ContingentFact({ deal }: { deal: ResultDeal }) {
  const c = deal.contingent;
  if (!c) return null;
  const shown = (
    <>
      Contingent <span className="whitespace-nowrap">+{formatWon(c.amount)}</span>
    </>
  );
  // the table's words already say "paid if"
  const condition = c.condition.trim().replace(/^if\s+/i, '');
  if (!condition) return <span>{shown}</span>;
  return (
    <TapTooltip
      shown={shown}
      spoken={`Contingent ${formatWon(c.amount)}, paid if ${condition}`}
      popup={`Paid if ${condition}`}
    />
  );
}

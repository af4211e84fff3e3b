import { exactWon, formatWon, isRoundedWon } from '@shared/format';
import { TapTooltip } from './tap-tooltip';

/**
 * An amount in a table cell, rounded to the won. When rounding changed it, the exact
 * amount as reported, with its decimals, opens on hover, focus or a tap.
 */
export function AmountCell({ amount }: { amount: number | null }) {
  const shown = formatWon(amount);
  if (!isRoundedWon(amount)) return <>{shown}</>;
  const exact = exactWon(amount);
  return (
    <TapTooltip
      shown={shown}
      spoken={`${shown}, exactly ${exact}`}
      popup={`Exactly ${exact}`}
      className="text-right tabular-nums"
    />
  );
}

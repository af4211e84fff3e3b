import { formatWon } from '@shared/format';
import { median, type ReferenceLine } from './chart-layout';

/**
 * The results chart's facts as one paragraph, for screen readers (the SVG's description): the agreed
 * amounts, the negotiations without agreement, the reference figures shown, and earlier classes if drawn.
 */
export function chartSummary({
  amounts,
  noAgreement,
  refs,
  earlier,
}: {
  amounts: readonly number[];
  noAgreement: number;
  refs: readonly ReferenceLine[];
  /** Earlier classes' agreed amounts and how many classes they come from; undefined: none drawn. */
  earlier?: { amounts: readonly number[]; classCount: number };
}): string {
  return [
    amounts.length === 0
      ? 'No agreed amounts have been reported yet.'
      : `${amounts.length} agreed ${amounts.length === 1 ? 'amount' : 'amounts'} from ${formatWon(Math.min(...amounts))} to ${formatWon(Math.max(...amounts))}; the median is ${formatWon(median(amounts))}.`,
    `${noAgreement} ${noAgreement === 1 ? 'negotiation' : 'negotiations'} ended with no agreement.`,
    refs.length === 0
      ? 'No reference figures shown yet.'
      : `Reference figures: ${refs.map((l) => `${l.labels.join(' = ')} ${formatWon(l.value)}`).join('; ')}.`,
    ...(earlier
      ? [
          earlier.amounts.length === 0
            ? 'Earlier classes: no agreed amounts.'
            : `Earlier classes (${earlier.classCount} ${earlier.classCount === 1 ? 'class' : 'classes'}), drawn faintly: ${earlier.amounts.length} agreed ${earlier.amounts.length === 1 ? 'amount' : 'amounts'}, median ${formatWon(median(earlier.amounts))}.`,
        ]
      : []),
  ].join(' ');
}

import { MIN_PAIRS_FOR_LINE, type LineFit } from '@shared/debrief/stats';
import { slopeInWords, slopeStep, TARGET_NOUNS } from '@shared/debrief/words';
import type { LineInput } from './debrief-layout';

/** A fitted line as the debrief's views show it: in words, and as a line to draw over its points. */

/** The sentence for a fit: the slope in words and r, or why there is no line. */
export function fitSentence(
  fit: LineFit,
  xs: readonly number[],
  nouns = undefined as typeof TARGET_NOUNS | undefined,
) {
  if (fit.line) {
    const words = slopeInWords(fit.line.slope, slopeStep(xs), 'en', nouns).replace(/\.$/, '');
    return `${words} (${fit.r === null ? '' : `r = ${fit.r.toFixed(2)}, `}n = ${fit.n}).`;
  }
  if (fit.reason === 'noSpread') return `All ${fit.n} were the same: there is no line to draw.`;
  return `Too few pairs for a line: ${fit.n} so far, a line needs at least ${MIN_PAIRS_FOR_LINE}.`;
}

export const lineOf = (
  fit: LineFit,
  xs: readonly number[],
  key: string,
  group: string,
  faint = false,
): LineInput[] =>
  fit.line && xs.length
    ? [{ key, group, faint, ...fit.line, from: Math.min(...xs), to: Math.max(...xs) }]
    : [];

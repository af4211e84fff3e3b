/**
 * The debrief's plain statistics: mean, median, percentile rank and the least-squares line. Pure functions
 * on plain numbers; the case-aware measures (shares of the range, joint value, ...) are built on them.
 */

/** Below this many points the debrief says so instead of drawing a line: a line through 5 dots is noise. */
export const MIN_PAIRS_FOR_LINE = 6;

export interface Point {
  x: number;
  y: number;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The p-quantile (0..1) of `values` by linear interpolation between the sorted values (the rule of R's and
 * NumPy's default and of spreadsheets' QUARTILE.INC): the value at position p x (n - 1) of the sorted list,
 * so that quantile(v, 0.5) is the median and 0 and 1 are the lowest and the highest. Null when empty.
 */
export function quantile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const at = Math.min(1, Math.max(0, p)) * (s.length - 1);
  const below = Math.floor(at);
  const above = Math.min(below + 1, s.length - 1);
  return s[below]! + (s[above]! - s[below]!) * (at - below);
}

/**
 * The percentile rank of `value` in `values`, 0..100: the share of the values below it, counting values
 * equal to it as half below (the mid-rank rule), so the middle of a class reads 50 whatever the ties, and
 * the same value always has the same rank. `values` normally includes `value` itself. Null when empty.
 */
export function percentileRank(value: number, values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let below = 0;
  let equal = 0;
  for (const v of values) {
    if (v < value) below++;
    else if (v === value) equal++;
  }
  return ((below + equal / 2) / values.length) * 100;
}

/** Why a fit has no line: too few points, or every x the same (the slope is undefined). */
export type NoLineReason = 'tooFew' | 'noSpread';

export interface LineFit {
  n: number;
  /** y = intercept + slope x; null with fewer than MIN_PAIRS_FOR_LINE points or no spread in x. */
  line: { slope: number; intercept: number } | null;
  /** Pearson's r; null where the line is, or when y has no spread either. */
  r: number | null;
  /** Why `line` is null. */
  reason: NoLineReason | null;
  meanX: number | null;
  meanY: number | null;
}

/**
 * The least-squares line of y on x and Pearson's correlation. Sums are taken around the means (not the raw
 * sums of squares), which keeps amounts of billions of won exact enough and makes the result independent of
 * the points' order up to rounding. With fewer than `minPoints` points it returns no line (and no r): the
 * debrief says "too few pairs" instead.
 */
export function fitLine(points: readonly Point[], minPoints = MIN_PAIRS_FOR_LINE): LineFit {
  const n = points.length;
  const meanX = mean(points.map((p) => p.x));
  const meanY = mean(points.map((p) => p.y));
  if (n < minPoints || meanX === null || meanY === null)
    return { n, line: null, r: null, reason: 'tooFew', meanX, meanY };
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const { x, y } of points) {
    const dx = x - meanX;
    const dy = y - meanY;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  // a spread below rounding noise of the mean is no spread
  if (sxx <= (Math.abs(meanX) * 1e-12) ** 2 * n)
    return { n, line: null, r: null, reason: 'noSpread', meanX, meanY };
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const r = syy > 0 ? Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy))) : null;
  return { n, line: { slope, intercept }, r, reason: null, meanX, meanY };
}

/** The line's value at x. */
export const lineAt = (line: { slope: number; intercept: number }, x: number) =>
  line.intercept + line.slope * x;

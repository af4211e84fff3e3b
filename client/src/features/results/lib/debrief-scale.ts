import { niceStep } from './chart-layout';

/**
 * The linear scales of the debrief's charts: a domain widened to round steps around the values (and the
 * reference values it must show), and the tick values. Pure: the charts and the benchmark use it alike.
 */
export interface LinearScale {
  min: number;
  max: number;
  ticks: number[];
  /** Where v sits, 0 at min and 1 at max (not clamped). */
  at: (v: number) => number;
}

export function niceScale(values: readonly number[], ticks = 5): LinearScale {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (lo === Infinity) [lo, hi] = [0, 1];
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.1 || 1;
    [lo, hi] = [lo - pad, hi + pad];
  }
  const step = niceStep(hi - lo, ticks);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  return fixedScale(min, max, step);
}

/** A scale over a fixed domain (a share 0..1, the survey's 1..7) with ticks every `step`. */
export function fixedScale(min: number, max: number, step: number): LinearScale {
  const ticks: number[] = [];
  for (let v = min; v <= max + step / 1e6; v += step) ticks.push(Number(v.toPrecision(12)));
  return { min, max, ticks, at: (v) => (v - min) / (max - min) };
}

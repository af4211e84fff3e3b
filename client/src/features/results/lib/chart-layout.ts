import type { FigureSide } from '@shared/simulations';

export { median } from '@shared/debrief/stats';

/**
 * The pure geometry of the debrief chart: the scale, the ticks, where the dots stack and where the labels
 * go so none overlaps. The component only draws what this returns. Its reference lines are the case's
 * confidential figures, which the instructor's pages read from the API (api/get-case-figures.ts).
 */

export type { FigureSide };
export type { ReferenceLine } from '@shared/debrief/reference-lines';

/** Rough text width: no canvas is needed, and a generous guess keeps labels apart. */
export const textWidth = (text: string, font: number) => text.length * font * 0.58 + 4;

/** A step of 1, 2 or 5 times a power of ten giving about `count` intervals up to `max`. */
export function niceStep(max: number, count: number): number {
  const raw = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 2.5 ? 2.5 : m <= 5 ? 5 : 10) * power;
}

/**
 * The axis runs from 0 past the largest reference figure. Amounts far above it (a typo of a few extra
 * zeros) would squash every other dot to the left, so the axis stretches to at most twice the largest
 * figure and anything beyond is marked at the right edge instead.
 */
export function axisMax(referenceMax: number, amounts: readonly number[], ticks: number): number {
  const largest = Math.max(0, ...amounts);
  const wanted = Math.max(referenceMax * 1.1, Math.min(largest, referenceMax * 2));
  const step = niceStep(wanted, ticks);
  return Math.ceil(wanted / step) * step;
}

export function tickValues(max: number, ticks: number): number[] {
  const step = niceStep(max, ticks);
  const out: number[] = [];
  for (let v = 0; v <= max + step / 1e6; v += step) out.push(Math.round(v));
  return out;
}

/**
 * A dot plot: dots at their x, stacked in levels so that no two overlap (each dot takes the lowest free
 * level). Input in any order; output in the same order.
 */
export function stackDots(xs: readonly number[], radius: number): number[] {
  // Dots are placed from left to right, so a level's last dot is its rightmost: a new dot overlaps the
  // level if and only if it overlaps that one (linear in the levels, not in the dots already placed).
  const lastOfLevel: number[] = [];
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
  const result = new Array<number>(xs.length).fill(0);
  for (const { x, i } of order) {
    let level = 0;
    while (level < lastOfLevel.length && x - lastOfLevel[level]! < radius * 2) level++;
    lastOfLevel[level] = x;
    result[i] = level;
  }
  return result;
}

export interface LabelBox {
  /** Where the label's line is. */
  x: number;
  width: number;
}

export interface PlacedLabel {
  lane: number;
  /** Draw the text starting at `textX`, or ending there. */
  anchor: 'start' | 'end';
  textX: number;
}

/**
 * Places labels (one per reference line) in horizontal lanes. A label starts just right of its line; if it
 * would run past the right edge it ends just left of it; if it fits on neither side it is pushed inside
 * the chart. Each label takes the first lane where it overlaps no other label.
 */
export function placeLabels(boxes: readonly LabelBox[], chartWidth: number, gap = 8, pad = 4): PlacedLabel[] {
  const lanes: { left: number; right: number }[][] = [];
  return boxes.map(({ x, width }) => {
    let left: number;
    let anchor: 'start' | 'end' = 'start';
    let textX: number;
    if (x + pad + width <= chartWidth) {
      left = x + pad;
      textX = left;
    } else if (x - pad - width >= 0) {
      anchor = 'end';
      left = x - pad - width;
      textX = x - pad;
    } else {
      left = Math.max(0, chartWidth - width);
      textX = left;
    }
    const right = left + width;
    let lane = 0;
    while ((lanes[lane] ?? []).some((b) => left < b.right + gap && b.left < right + gap)) lane++;
    (lanes[lane] ??= []).push({ left, right });
    return { lane, anchor, textX };
  });
}

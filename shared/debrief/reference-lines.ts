import type { Figure } from '../scenarios';
import type { FigureSide } from '../simulations';

/**
 * A reference line of the debrief chart, as the case's figures declare it (shared/case-figures). `walkAway`
 * marks each side's real reservation point (one per side): the two bound the bargaining range that the
 * debrief's shares of the range are measured on.
 */
export interface ChartFigure {
  figure: Figure;
  side: FigureSide;
  walkAway?: true;
}

/** One line of the chart: a value and the labels of every figure at it. */
export interface ReferenceLine {
  value: number;
  /** More than one label when two figures share a value (agent ideal = studio ceiling). */
  labels: string[];
  side: FigureSide;
}

/** The reference lines of a case, ascending; figures with the same value share one line. */
export function referenceLines(chart: readonly ChartFigure[]): ReferenceLine[] {
  const byValue = new Map<number, ReferenceLine>();
  for (const { figure, side } of chart) {
    const line = byValue.get(figure.value);
    if (!line) byValue.set(figure.value, { value: figure.value, labels: [figure.label], side });
    else {
      line.labels.push(figure.label);
      if (line.side !== side) line.side = 'context';
    }
  }
  return [...byValue.values()].sort((a, b) => a.value - b.value);
}

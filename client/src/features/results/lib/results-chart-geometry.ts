import { formatWonShort } from '@shared/format';
import {
  axisMax,
  placeLabels,
  stackDots,
  textWidth,
  type FigureSide,
  type PlacedLabel,
  type ReferenceLine,
} from './chart-layout';

/** Rows the projector debrief adds under the axis (view 1): plans by side, and the tables on request. */
export interface ChartMarks {
  rows: Array<{ label: string; side: FigureSide; targets: number[]; walkAways: number[] }>;
  /** Each pair's deal with its table number; null: not asked for. */
  tables: Array<{ table: number; amount: number }> | null;
}

/** A dot stack is cut at this many levels: a crowd of equal amounts stays inside the strip. */
const MAX_LEVELS = 12;
const capped = (levels: number[]) => levels.map((l) => Math.min(l, MAX_LEVELS - 1));

/** What the results chart is drawn from: this class's and earlier classes' agreed amounts, and the figures. */
export interface ChartInput {
  /** The SVG's width (the box it sits in). */
  width: number;
  /** Every reference figure, ascending: the scale is set by the largest, shown or not. */
  allRefs: readonly ReferenceLine[];
  /** The reference figures drawn (all, the revealed ones, or none). */
  refs: readonly ReferenceLine[];
  amounts: readonly number[];
  earlierAmounts: readonly number[];
  median: number | null;
  marks?: ChartMarks;
}

/** Sizes that follow the chart's width: a phone, a laptop, a projector. */
export interface ChartSizes {
  compact: boolean;
  font: number;
  ticks: number;
  margin: { left: number; right: number };
  plotWidth: number;
  /** A dot of this class's. */
  radius: number;
  /** An earlier class's dot: smaller, behind. */
  earlierRadius: number;
  /** A table's numbered circle in the projector's tables row. */
  tableRadius: number;
}

/** Where the reference figures' labels go: their text, width and lane. */
export interface ChartLabels {
  texts: string[];
  widths: number[];
  placed: PlacedLabel[];
  laneHeight: number;
}

/** The vertical bands, top to bottom: labels, dots, axis and ticks, median label, plans' rows, tables. */
export interface ChartBands {
  stripTop: number;
  stripHeight: number;
  axisY: number;
  tickLabelY: number;
  medianLabelY: number;
  markRowHeight: number;
  planRowsTop: number;
  tablesTop: number;
  height: number;
}

export interface ChartGeometry extends ChartSizes, ChartBands {
  width: number;
  /** The axis's end. */
  max: number;
  /** An amount's x (amounts past the axis sit at its end). */
  x: (value: number) => number;
  labels: ChartLabels;
  /** Each amount's stack level, in the amounts' order. */
  levels: number[];
  earlierLevels: number[];
  tableLevels: number[];
  /** How many amounts lie past the axis's end. */
  beyond: number;
  median: { text: string; x: number } | null;
}

export function chartSizes(width: number): ChartSizes {
  const compact = width < 640;
  const margin = { left: 20, right: 28 };
  // Large text on a wide screen: this is what the back row of a classroom reads off the projector.
  const font = compact ? 13 : width >= 1000 ? 18 : 16;
  const radius = compact ? 6 : width >= 1000 ? 10 : 9;
  return {
    compact,
    font,
    ticks: compact ? 4 : 8,
    margin,
    plotWidth: Math.max(100, width - margin.left - margin.right),
    radius,
    earlierRadius: Math.max(4, Math.round(radius * 0.7)),
    tableRadius: Math.round(font * 0.75),
  };
}

/** The reference figures' labels, each in the first lane where it overlaps no other. */
export function chartLabels(
  refs: readonly ReferenceLine[],
  sizes: ChartSizes,
  x: (value: number) => number,
): ChartLabels {
  const { compact, font, margin, plotWidth } = sizes;
  // On a phone the labels drop their parenthesised notes to fit.
  const texts = refs.map((l) => {
    const names = l.labels.map((n) => (compact ? n.replace(/\s*\(.*?\)/g, '') : n));
    return `${names.join(' = ')} ${formatWonShort(l.value)}`;
  });
  const widths = texts.map((t) => textWidth(t, font));
  const placed = placeLabels(
    refs.map((l, i) => ({ x: x(l.value) - margin.left, width: widths[i]! })),
    plotWidth,
  );
  return { texts, widths, placed, laneHeight: font + 10 };
}

function chartBands(
  sizes: ChartSizes,
  labels: ChartLabels,
  stacks: { levels: number[]; earlierLevels: number[]; tableLevels: number[] },
  marks: ChartMarks | undefined,
): ChartBands {
  const { font, radius, earlierRadius, tableRadius } = sizes;
  const lanes = Math.max(1, ...labels.placed.map((p) => p.lane + 1));
  const stripTop = 8 + lanes * labels.laneHeight + 6;
  const stripHeight = Math.max(
    radius * 8,
    (Math.max(0, ...stacks.levels) + 1) * radius * 2 + radius * 2,
    (Math.max(0, ...stacks.earlierLevels) + 1) * earlierRadius * 2 + radius * 2,
  );
  const axisY = stripTop + stripHeight;
  const tickLabelY = axisY + font + 8;
  const medianLabelY = tickLabelY + font + 14;
  // the plans' rows and the tables' row, each under the last
  const markRowHeight = font * 2.4;
  const planRowsTop = medianLabelY + 14;
  const tablesTop = planRowsTop + (marks?.rows.length ?? 0) * markRowHeight;
  const tablesHeight = marks?.tables
    ? font * 1.6 + (Math.max(0, ...stacks.tableLevels) + 1) * tableRadius * 2 + 6
    : 0;
  const height = tablesTop + tablesHeight + 10;
  return {
    stripTop,
    stripHeight,
    axisY,
    tickLabelY,
    medianLabelY,
    markRowHeight,
    planRowsTop,
    tablesTop,
    height,
  };
}

/**
 * Everything the results chart draws, measured: the scale, where each label and dot goes, and the bands
 * from the labels down to the projector's rows. The component only draws what this returns.
 */
export function chartGeometry(input: ChartInput): ChartGeometry {
  const { width, allRefs, refs, amounts, earlierAmounts, marks } = input;
  const sizes = chartSizes(width);
  const { font, margin, plotWidth } = sizes;
  // the scale stays put while the debrief reveals the figures one by one
  const max = axisMax(allRefs.at(-1)!.value, [...amounts, ...earlierAmounts], sizes.ticks);
  const x = (v: number) => margin.left + (Math.min(v, max) / max) * plotWidth;
  const labels = chartLabels(refs, sizes, x);
  const stacks = {
    levels: capped(stackDots(amounts.map(x), sizes.radius)),
    // Earlier classes' dots are smaller and stack among themselves, behind this class's.
    earlierLevels: capped(stackDots(earlierAmounts.map(x), sizes.earlierRadius)),
    tableLevels: marks?.tables
      ? capped(
          stackDots(
            marks.tables.map((t) => x(t.amount)),
            sizes.tableRadius,
          ),
        )
      : [],
  };
  const mid = input.median;
  const medianText = mid === null ? '' : `Median ${formatWonShort(mid)}`;
  const medianWidth = textWidth(medianText, font);
  return {
    width,
    ...sizes,
    ...chartBands(sizes, labels, stacks, marks),
    ...stacks,
    max,
    x,
    labels,
    beyond: amounts.filter((a) => a > max).length,
    median:
      mid === null
        ? null
        : {
            text: medianText,
            x: Math.min(Math.max(x(mid), margin.left + medianWidth / 2), width - medianWidth / 2),
          },
  };
}

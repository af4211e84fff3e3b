import { stackDots, textWidth } from './chart-layout';
import { fixedScale, niceScale, type LinearScale } from './debrief-scale';

/**
 * The geometry of the debrief's charts (views 2 to 5): where every dot, line, rule and tick goes for a given
 * size. The components only draw what these return; the benchmark times them with 300 pairs.
 */

/** The drawing's size and type size: large on a wide screen, which is what a projector shows. */
export interface ChartBox {
  width: number;
  height: number;
}

/** A scatter's height for its width: wide enough to read the slope, low enough to leave room for the words. */
export const chartHeight = (width: number) => Math.round(Math.min(560, Math.max(300, width * 0.45)));

export const chartFont = (width: number) => (width >= 1000 ? 22 : width >= 640 ? 18 : 14);
const dotRadius = (width: number) => (width >= 1000 ? 10 : width >= 640 ? 8 : 6);

export interface AxisTick {
  value: number;
  pos: number;
  text: string;
}

export interface Plot {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ScatterPointInput {
  key: string;
  x: number;
  y: number;
  /** The colour group: a role's slug. */
  group: string;
  /** An earlier class's point: drawn faintly, behind. */
  faint?: boolean;
  /** Drawn with a ring: a point the view points out (a deal past a walk-away). */
  ring?: boolean;
  /** The point's text for a tooltip: no names. */
  label: string;
  /** This class's pair's table number, drawn beside the point on request. */
  table?: number;
}

export interface LineInput {
  key: string;
  group: string;
  slope: number;
  intercept: number;
  /** Drawn over this span of x. */
  from: number;
  to: number;
  faint?: boolean;
}

export interface RuleInput {
  key: string;
  value: number;
  label: string;
  group: string;
}

export interface ScatterInput {
  points: readonly ScatterPointInput[];
  lines?: readonly LineInput[];
  vRules?: readonly RuleInput[];
  hRules?: readonly RuleInput[];
  xFormat: (v: number) => string;
  yFormat: (v: number) => string;
  xTitle: string;
  yTitle: string;
  /** A fixed domain with its tick step (shares, survey scores); otherwise from the values. */
  xDomain?: readonly [number, number, number];
  yDomain?: readonly [number, number, number];
}

export interface PlacedPoint extends ScatterPointInput {
  cx: number;
  cy: number;
}

export interface PlacedRule extends RuleInput {
  pos: number;
}

export interface ScatterLayout {
  width: number;
  height: number;
  font: number;
  radius: number;
  plot: Plot;
  xTicks: AxisTick[];
  yTicks: AxisTick[];
  xTitle: string;
  yTitle: string;
  points: PlacedPoint[];
  lines: Array<{
    key: string;
    group: string;
    faint: boolean;
    x1: number;
    y1: number;
    x2: number;
    y2: number;
  }>;
  vRules: PlacedRule[];
  hRules: PlacedRule[];
  x: (v: number) => number;
  y: (v: number) => number;
}

function scaleOf(values: number[], domain: readonly [number, number, number] | undefined, ticks: number) {
  return domain ? fixedScale(domain[0], domain[1], domain[2]) : niceScale(values, ticks);
}

export function scatterLayout(input: ScatterInput, box: ChartBox): ScatterLayout {
  const font = chartFont(box.width);
  const radius = dotRadius(box.width);
  const compact = box.width < 640;
  const lineYs = (input.lines ?? []).flatMap((l) => [
    l.intercept + l.slope * l.from,
    l.intercept + l.slope * l.to,
  ]);
  const xs = scaleOf(
    [...input.points.map((p) => p.x), ...(input.vRules ?? []).map((r) => r.value)],
    input.xDomain,
    compact ? 4 : 6,
  );
  const ys = scaleOf(
    [...input.points.map((p) => p.y), ...(input.hRules ?? []).map((r) => r.value), ...lineYs],
    input.yDomain,
    5,
  );
  const yTickTexts = ys.ticks.map(input.yFormat);
  const left = Math.max(...yTickTexts.map((t) => textWidth(t, font))) + font * 1.8;
  const plot: Plot = { left, top: font, right: box.width - font, bottom: box.height - font * 3.4 };
  const x = (v: number) => plot.left + clamp01(xs.at(v)) * (plot.right - plot.left);
  const y = (v: number) => plot.bottom - clamp01(ys.at(v)) * (plot.bottom - plot.top);
  const ticks = (s: LinearScale, fmt: (v: number) => string, pos: (v: number) => number) =>
    s.ticks.map((value) => ({ value, pos: pos(value), text: fmt(value) }));
  return {
    width: box.width,
    height: box.height,
    font,
    radius,
    plot,
    xTicks: ticks(xs, input.xFormat, x),
    yTicks: ticks(ys, input.yFormat, y),
    xTitle: input.xTitle,
    yTitle: input.yTitle,
    // earlier classes first, so this class's dots are drawn over them
    points: [...input.points]
      .sort((a, b) => Number(b.faint ?? false) - Number(a.faint ?? false))
      .map((p) => ({ ...p, cx: x(p.x), cy: y(p.y) })),
    lines: (input.lines ?? []).map((l) => ({
      key: l.key,
      group: l.group,
      faint: l.faint ?? false,
      x1: x(l.from),
      y1: y(l.intercept + l.slope * l.from),
      x2: x(l.to),
      y2: y(l.intercept + l.slope * l.to),
    })),
    vRules: (input.vRules ?? []).map((r) => ({ ...r, pos: x(r.value) })),
    hRules: (input.hRules ?? []).map((r) => ({ ...r, pos: y(r.value) })),
    x,
    y,
  };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

// ---------------------------------------------------------------------------------------------------------
// Strips: one row of stacked dots per role (stated walk-aways) or for the class (joint value per pair)

export interface StripRowInput {
  key: string;
  label: string;
  group: string;
  dots: readonly Omit<ScatterPointInput, 'y' | 'group'>[];
  rules: readonly RuleInput[];
}

export interface StripInput {
  rows: readonly StripRowInput[];
  format: (v: number) => string;
  title: string;
  domain?: readonly [number, number, number];
}

export interface StripLayout {
  width: number;
  height: number;
  font: number;
  radius: number;
  plot: Plot;
  xTicks: AxisTick[];
  title: string;
  rows: Array<{
    key: string;
    label: string;
    group: string;
    /** The row's baseline: dots stack up from it. */
    base: number;
    top: number;
    dots: PlacedPoint[];
    rules: PlacedRule[];
    /** Dots that did not fit the row's height (drawn at its top, counted in the text). */
    crowded: number;
  }>;
}

/** A row stacks at most this many dots; more at one value is still one column, topped by a count. */
const MAX_LEVELS = 8;

export function stripLayout(input: StripInput, width: number): StripLayout {
  const font = chartFont(width);
  const radius = dotRadius(width);
  const values = input.rows.flatMap((r) => [...r.dots.map((d) => d.x), ...r.rules.map((u) => u.value)]);
  const xs = input.domain ? fixedScale(...input.domain) : niceScale(values, width < 640 ? 4 : 6);
  const plot = { left: font, top: 0, right: width - font, bottom: 0 };
  const x = (v: number) => plot.left + clamp01(xs.at(v)) * (plot.right - plot.left);
  let cursor = font * 0.5;
  const rows = input.rows.map((row) => {
    const cxs = row.dots.map((d) => x(d.x));
    const levels = stackDots(cxs, radius);
    const used = Math.min(MAX_LEVELS, Math.max(0, ...levels) + 1);
    const top = cursor + font * 1.6; // the row's label above its dots
    const base = top + Math.max(3, used + 1) * radius * 2;
    cursor = base + font * 0.8;
    const dots = row.dots.map((d, i) => ({
      ...d,
      y: 0,
      group: row.group,
      cx: cxs[i]!,
      cy: base - radius - Math.min(levels[i]!, MAX_LEVELS - 1) * radius * 2,
    }));
    return {
      key: row.key,
      label: row.label,
      group: row.group,
      base,
      top,
      dots: [...dots].sort((a, b) => Number(b.faint ?? false) - Number(a.faint ?? false)),
      rules: row.rules.map((r) => ({ ...r, pos: x(r.value) })),
      crowded: levels.filter((l) => l >= MAX_LEVELS).length,
    };
  });
  const axisY = cursor + font * 0.2;
  plot.top = 0;
  plot.bottom = axisY;
  return {
    width,
    height: axisY + font * 3.2,
    font,
    radius,
    plot,
    xTicks: xs.ticks.map((value) => ({ value, pos: x(value), text: input.format(value) })),
    title: input.title,
    rows,
  };
}

import { describe, expect, it } from 'vitest';
import type { ReferenceLine } from '../lib/chart-layout';
import { chartGeometry, chartSizes } from '../lib/results-chart-geometry';
import { chartSummary } from '../lib/results-chart-summary';

const line = (value: number, label: string, side: ReferenceLine['side'] = 'context'): ReferenceLine =>
  ({ value, labels: [label], side }) as ReferenceLine;
const lines = [line(50_000_000, 'Walk-away (agent)', 'reporter'), line(100_000_000, 'Target', 'counterpart')];
const geometry = (over: Partial<Parameters<typeof chartGeometry>[0]> = {}) =>
  chartGeometry({
    width: 960,
    allRefs: lines,
    refs: lines,
    amounts: [],
    earlierAmounts: [],
    median: null,
    ...over,
  });

describe('results chart sizes', () => {
  it('reads larger on a projector than on a phone', () => {
    const phone = chartSizes(400);
    const laptop = chartSizes(800);
    const projector = chartSizes(1200);
    expect([phone.compact, laptop.compact, projector.compact]).toEqual([true, false, false]);
    expect([phone.font, laptop.font, projector.font]).toEqual([13, 16, 18]);
    expect([phone.radius, laptop.radius, projector.radius]).toEqual([6, 9, 10]);
    expect([phone.ticks, projector.ticks]).toEqual([4, 8]);
    expect(projector.earlierRadius).toBe(7);
  });

  it('keeps a plot at least 100 wide however narrow the box', () => {
    expect(chartSizes(0).plotWidth).toBe(100);
    expect(chartSizes(960).plotWidth).toBe(960 - 20 - 28);
  });
});

describe('results chart geometry', () => {
  it('sets the scale by every figure, shown or not, so revealing one does not move the dots', () => {
    const none = geometry({ refs: [], amounts: [60_000_000] });
    const all = geometry({ amounts: [60_000_000] });
    expect(none.max).toBe(all.max);
    expect(all.max).toBeGreaterThanOrEqual(110_000_000);
    expect(all.x(0)).toBe(20);
    expect(all.x(all.max)).toBe(20 + all.plotWidth);
  });

  it('puts an amount past the axis at its end and counts it', () => {
    const g = geometry({ amounts: [60_000_000, 9_000_000_000] });
    expect(g.beyond).toBe(1);
    expect(g.x(9_000_000_000)).toBe(g.x(g.max));
  });

  it('stacks equal amounts, no higher than twelve levels', () => {
    const g = geometry({ amounts: Array.from({ length: 20 }, () => 60_000_000) });
    expect(g.levels.slice(0, 3)).toEqual([0, 1, 2]);
    expect(Math.max(...g.levels)).toBe(11);
    // the strip grows with the stack
    expect(g.stripHeight).toBeGreaterThan(geometry({ amounts: [60_000_000] }).stripHeight);
  });

  it('drops the labels’ notes in brackets on a phone', () => {
    expect(geometry({ width: 400 }).labels.texts[0]).toMatch(/^Walk-away \S/);
    expect(geometry().labels.texts[0]).toMatch(/^Walk-away \(agent\) /);
  });

  it('lays the bands top to bottom and adds the projector’s rows under the median', () => {
    const g = geometry({ median: 60_000_000, amounts: [60_000_000] });
    expect(g.stripTop).toBeLessThan(g.axisY);
    expect(g.axisY).toBeLessThan(g.tickLabelY);
    expect(g.tickLabelY).toBeLessThan(g.medianLabelY);
    const marked = geometry({
      median: 60_000_000,
      amounts: [60_000_000],
      marks: {
        rows: [{ label: 'Agent', side: 'reporter', targets: [1], walkAways: [2] }],
        tables: [
          { table: 1, amount: 60_000_000 },
          { table: 2, amount: 60_000_000 },
        ],
      },
    });
    expect(marked.tablesTop).toBe(marked.planRowsTop + marked.markRowHeight);
    expect(marked.tableLevels).toEqual([0, 1]);
    expect(marked.height).toBeGreaterThan(g.height);
  });

  it('keeps the median’s label inside the chart', () => {
    const g = geometry({ median: 0, amounts: [0] });
    expect(g.median!.text).toMatch(/^Median /);
    expect(g.median!.x).toBeGreaterThan(g.x(0));
    expect(geometry().median).toBeNull();
  });
});

describe('results chart summary', () => {
  it('says the amounts, the median, the non-agreements and the figures', () => {
    expect(chartSummary({ amounts: [], noAgreement: 1, refs: [] })).toBe(
      'No agreed amounts have been reported yet. 1 negotiation ended with no agreement. No reference figures shown yet.',
    );
    const text = chartSummary({
      amounts: [10, 30],
      noAgreement: 0,
      refs: lines,
      earlier: { amounts: [20], classCount: 1 },
    });
    expect(text).toMatch(/^2 agreed amounts from .+; the median is .+\. 0 negotiations ended/);
    expect(text).toMatch(/Reference figures: Walk-away \(agent\) .+; Target .+\./);
    expect(text).toMatch(/Earlier classes \(1 class\), drawn faintly: 1 agreed amount, median /);
  });
});

import { describe, expect, it } from 'vitest';
import { scatterLayout, stripLayout } from '../lib/debrief-layout';
import { niceScale } from '../lib/debrief-scale';

const fmt = (v: number) => String(v);

describe('the debrief charts’ geometry', () => {
  it('widens a scale to round steps around the values', () => {
    // a spread of 145 in about 5 steps: steps of 50 (1, 2, 2.5 or 5 times a power of ten)
    expect(niceScale([42, 187], 5)).toMatchObject({ min: 0, max: 200, ticks: [0, 50, 100, 150, 200] });
    // one value: a tenth either side
    expect(niceScale([100], 5)).toMatchObject({ min: 90, max: 110 });
    expect(niceScale([], 5)).toMatchObject({ min: 0, max: 1 });
  });

  it('places points inside the plot, higher values higher up, and draws the line over the points’ span', () => {
    const layout = scatterLayout(
      {
        points: [
          { key: 'a', x: 0.2, y: 2, group: 'agent', label: 'a' },
          { key: 'b', x: 0.8, y: 6, group: 'studio', label: 'b' },
          { key: 'e', x: 0.5, y: 4, group: 'agent', label: 'e', faint: true },
        ],
        lines: [{ key: 'l', group: 'line', slope: 10, intercept: 0, from: 0.2, to: 0.8 }],
        xFormat: fmt,
        yFormat: fmt,
        xTitle: 'x',
        yTitle: 'y',
        xDomain: [0, 1, 0.25],
        yDomain: [1, 7, 1],
      },
      { width: 1000, height: 500 },
    );
    const { plot } = layout;
    // the earlier class's point is drawn first, behind
    expect(layout.points.map((p) => p.key)).toEqual(['e', 'a', 'b']);
    for (const p of layout.points) {
      expect(p.cx).toBeGreaterThanOrEqual(plot.left);
      expect(p.cx).toBeLessThanOrEqual(plot.right);
      expect(p.cy).toBeGreaterThanOrEqual(plot.top);
      expect(p.cy).toBeLessThanOrEqual(plot.bottom);
    }
    const [, a, b] = layout.points;
    expect(b!.cx).toBeGreaterThan(a!.cx);
    expect(b!.cy).toBeLessThan(a!.cy);
    expect(layout.xTicks.map((t) => t.value)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(layout.lines[0]).toMatchObject({ x1: a!.cx, x2: b!.cx });
    expect(layout.font).toBe(22);
  });

  it('stacks equal values in a strip instead of drawing them on top of each other', () => {
    const layout = stripLayout(
      {
        title: 't',
        format: fmt,
        rows: [
          {
            key: 'r',
            label: 'Row',
            group: 'agent',
            dots: [1, 1, 1, 5].map((x, i) => ({ key: String(i), x, label: '' })),
            rules: [{ key: 'real', value: 3, group: 'agent', label: 'Real' }],
          },
        ],
      },
      800,
    );
    const ys = layout.rows[0]!.dots.map((d) => d.cy);
    expect(new Set(ys.slice(0, 3)).size).toBe(3);
    expect(layout.rows[0]!.rules[0]!.pos).toBeGreaterThan(layout.rows[0]!.dots[0]!.cx);
    expect(layout.rows[0]!.crowded).toBe(0);
  });
});

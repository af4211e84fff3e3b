import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitLine,
  lineAt,
  mean,
  median,
  MIN_PAIRS_FOR_LINE,
  percentileRank,
  quantile,
  type Point,
} from './stats';

const M = 1_000_000;

describe('fitLine: worked example', () => {
  // First offers 60..160 million won, deals 70..110 million won (in millions below).
  // mean x = 660/6 = 110, mean y = 540/6 = 90
  // dx = -50 -30 -10 10 30 50 -> Sxx = 2500+900+100+100+900+2500 = 7000
  // dy = -20 -10 -5 5 10 20   -> Syy = 400+100+25+25+100+400 = 1050
  // Sxy = 1000+300+50+50+300+1000 = 2700
  // slope = 2700/7000 = 0.3857142857; intercept = 90 - 0.3857142857*110 = 47.5714285714 (million)
  // r = 2700 / sqrt(7000*1050) = 2700 / 2711.0883 = 0.9959100
  const points: Point[] = [
    [60, 70],
    [80, 80],
    [100, 85],
    [120, 95],
    [140, 100],
    [160, 110],
  ].map(([x, y]) => ({ x: x! * M, y: y! * M }));

  it('gives the slope, intercept, r and n worked out by hand', () => {
    const fit = fitLine(points);
    expect(fit.n).toBe(6);
    expect(fit.line!.slope).toBeCloseTo(0.3857142857, 9);
    expect(fit.line!.intercept / M).toBeCloseTo(47.5714285714, 6);
    expect(fit.r).toBeCloseTo(0.99591, 5);
    expect(fit.meanX).toBe(110 * M);
    expect(fit.meanY).toBe(90 * M);
    expect(lineAt(fit.line!, 110 * M) / M).toBeCloseTo(90, 9);
  });

  it('draws no line with fewer than six pairs ("too few pairs"), but still counts them', () => {
    expect(MIN_PAIRS_FOR_LINE).toBe(6);
    const fit = fitLine(points.slice(0, 5));
    expect(fit).toMatchObject({ n: 5, line: null, r: null, reason: 'tooFew' });
    expect(fitLine([])).toMatchObject({ n: 0, line: null, reason: 'tooFew', meanX: null });
  });

  it('draws no line when every first offer is the same', () => {
    const same = points.map((p) => ({ x: 100 * M, y: p.y }));
    expect(fitLine(same)).toMatchObject({ n: 6, line: null, reason: 'noSpread' });
  });

  it('has a flat line and no r when every deal is the same', () => {
    const flat = fitLine(points.map((p) => ({ x: p.x, y: 90 * M })));
    expect(flat.line!.slope).toBe(0);
    expect(flat.r).toBeNull();
  });

  it('finds a perfect negative line', () => {
    // y = 300 - 2x: slope -2, intercept 300, r = -1
    const fit = fitLine([1, 2, 3, 4, 5, 6].map((x) => ({ x, y: 300 - 2 * x })));
    expect(fit.line!.slope).toBeCloseTo(-2, 12);
    expect(fit.line!.intercept).toBeCloseTo(300, 10);
    expect(fit.r).toBeCloseTo(-1, 12);
  });
});

describe('mean, median, percentileRank: worked examples', () => {
  it('mean and median', () => {
    expect(mean([])).toBeNull();
    expect(mean([1, 2, 6])).toBe(3);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('ranks with ties counted half below (mid-rank)', () => {
    // [1, 2, 2, 3]: 2 has 1 below and 2 equal -> (1 + 2/2)/4 = 50
    expect(percentileRank(2, [1, 2, 2, 3])).toBe(50);
    // 3 has 3 below, 1 equal -> (3 + 0.5)/4 = 87.5
    expect(percentileRank(3, [1, 2, 2, 3])).toBe(87.5);
    // 1 has 0 below, 1 equal -> 0.5/4 = 12.5
    expect(percentileRank(1, [3, 2, 1, 2])).toBe(12.5);
    expect(percentileRank(5, [5])).toBe(50);
    expect(percentileRank(5, [])).toBeNull();
  });
});

// Amounts in whole millions of won, as a class types them.
const amount = fc.integer({ min: 10, max: 5000 }).map((m) => m * M);
const pointArb = fc.record({ x: amount, y: amount });
const points = (min: number) => fc.array(pointArb, { minLength: min, maxLength: 60 });
const shuffled = <T>(xs: readonly T[]) =>
  fc.shuffledSubarray([...xs], { minLength: xs.length, maxLength: xs.length });

const close = (a: number | null, b: number | null, scale = 1) => {
  if (a === null || b === null) return expect(a).toBe(b);
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(a), Math.abs(b), scale));
};

describe('fitLine: properties', () => {
  it('does not depend on the order of the pairs', () => {
    fc.assert(
      fc.property(
        points(0).chain((ps) => fc.tuple(fc.constant(ps), shuffled(ps))),
        ([ps, qs]) => {
          const a = fitLine(ps);
          const b = fitLine(qs);
          expect(b.n).toBe(a.n);
          expect(b.reason).toBe(a.reason);
          close(a.line?.slope ?? null, b.line?.slope ?? null);
          close(a.line?.intercept ?? null, b.line?.intercept ?? null, 1e10);
          close(a.r, b.r);
        },
      ),
    );
  });

  it('adding a pair above the line at the mean first offer raises the intercept and keeps the slope', () => {
    fc.assert(
      fc.property(points(MIN_PAIRS_FOR_LINE), fc.integer({ min: 1, max: 1000 }), (ps, above) => {
        const before = fitLine(ps);
        fc.pre(before.line !== null);
        const x = before.meanX!;
        const after = fitLine([...ps, { x, y: lineAt(before.line!, x) + above * M }]);
        expect(after.line!.intercept).toBeGreaterThan(before.line!.intercept);
        close(after.line!.slope, before.line!.slope);
      }),
    );
  });

  it('adding a pair above the line raises the line where that pair is', () => {
    fc.assert(
      fc.property(points(MIN_PAIRS_FOR_LINE), pointArb, fc.integer({ min: 1, max: 1000 }), (ps, p, above) => {
        const before = fitLine(ps);
        fc.pre(before.line !== null);
        const y = lineAt(before.line!, p.x) + above * M;
        const after = fitLine([...ps, { x: p.x, y }]);
        expect(lineAt(after.line!, p.x)).toBeGreaterThan(lineAt(before.line!, p.x));
        expect(lineAt(after.line!, p.x)).toBeLessThan(y);
      }),
    );
  });

  it('adding a pair on the line keeps the line and makes the correlation no weaker', () => {
    fc.assert(
      fc.property(points(MIN_PAIRS_FOR_LINE), amount, (ps, x) => {
        const before = fitLine(ps);
        fc.pre(before.line !== null && before.r !== null);
        const after = fitLine([...ps, { x, y: lineAt(before.line!, x) }]);
        close(after.line!.slope, before.line!.slope);
        expect(Math.abs(after.r!)).toBeGreaterThanOrEqual(Math.abs(before.r!) - 1e-9);
      }),
    );
  });

  it('r stays within -1..1', () => {
    fc.assert(
      fc.property(points(MIN_PAIRS_FOR_LINE), (ps) => {
        const { r } = fitLine(ps);
        if (r !== null) expect(Math.abs(r)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('percentileRank: properties', () => {
  const values = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 50 });

  it('does not depend on the order of the values', () => {
    fc.assert(
      fc.property(
        values.chain((vs) => fc.tuple(fc.constant(vs), shuffled(vs), fc.constantFrom(...vs))),
        ([vs, ws, v]) => {
          expect(percentileRank(v, ws)).toBe(percentileRank(v, vs));
        },
      ),
    );
  });

  it('adding a value below raises the rank; above lowers it', () => {
    fc.assert(
      fc.property(
        values.chain((vs) => fc.tuple(fc.constant(vs), fc.constantFrom(...vs))),
        ([vs, v]) => {
          const rank = percentileRank(v, vs)!;
          expect(percentileRank(v, [...vs, v - 1])!).toBeGreaterThan(rank);
          expect(percentileRank(v, [...vs, v + 1])!).toBeLessThan(rank);
        },
      ),
    );
  });

  it('adding a higher value raises the mean', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 1, max: 50 }), (vs, up) => {
        expect(mean([...vs, Math.max(...vs) + up])!).toBeGreaterThan(mean(vs)!);
      }),
    );
  });
});

describe('quantile', () => {
  it('interpolates between the sorted values, worked by hand', () => {
    // 10 20 30 40 50: positions 0..4; the first quartile at 1 (20), the third at 3 (40)
    expect(quantile([50, 10, 40, 20, 30], 0.25)).toBe(20);
    expect(quantile([50, 10, 40, 20, 30], 0.75)).toBe(40);
    // 1 2 3 4: positions 0..3; 0.75 is a quarter of the way from 1 to 2, 2.25 from 3 to 4
    expect(quantile([4, 3, 2, 1], 0.25)).toBe(1.75);
    expect(quantile([4, 3, 2, 1], 0.75)).toBe(3.25);
    expect(quantile([7], 0.25)).toBe(7);
    expect(quantile([], 0.5)).toBeNull();
  });

  it('is the median at one half, the lowest at 0 and the highest at 1', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1 }), (xs) => {
        expect(quantile(xs, 0.5)).toBeCloseTo(median(xs)!, 9);
        expect(quantile(xs, 0)).toBe(Math.min(...xs));
        expect(quantile(xs, 1)).toBe(Math.max(...xs));
      }),
    );
  });
});

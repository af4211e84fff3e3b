import { describe, expect, it } from 'vitest';
import { debriefFigures } from '@shared/case-figures';
import { axisMax, median, niceStep, placeLabels, stackDots, tickValues } from '../lib/chart-layout';

// the chart's lines as the API's case figures give them to the instructor
const referenceLines = (sim: string) => debriefFigures(sim).lines;

describe('chart reference figures', () => {
  it('marks the casting figures, merging the agent ideal and the studio ceiling', () => {
    expect(referenceLines('queenOfSorrows').map((l) => [l.value, l.labels.join(' = '), l.side])).toEqual([
      [30_000_000, 'Agent back-up offer', 'reporter'],
      [50_000_000, 'Agent walk-away', 'reporter'],
      [60_000_000, 'Studio back-up actress', 'counterpart'],
      [80_000_000, 'Studio target', 'counterpart'],
      [100_000_000, "Yeji's fee seven years ago", 'context'],
      [200_000_000, 'Agent ideal = Studio ceiling', 'context'],
      [300_000_000, 'Previous lead (per episode)', 'context'],
    ]);
  });

  it('marks the legal-fee figures', () => {
    expect(referenceLines('shinhwaDaesung').map((l) => l.value)).toEqual([
      1_000_000_000, 1_400_000_000, 1_600_000_000, 3_600_000_000, 3_900_000_000,
    ]);
  });
});

describe('chart scale', () => {
  it('finds the median of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 400, 200, 300])).toBe(250);
  });

  it('uses 1-2-2.5-5 steps', () => {
    expect(niceStep(600_000_000, 6)).toBe(100_000_000);
    expect(niceStep(4_300_000_000, 8)).toBe(1_000_000_000);
    expect(niceStep(330, 4)).toBe(100);
  });

  it('runs past the largest figure and at most to twice it, whatever the outliers', () => {
    expect(axisMax(300_000_000, [], 6)).toBe(400_000_000);
    expect(axisMax(300_000_000, [450_000_000], 6)).toBe(500_000_000);
    expect(axisMax(300_000_000, [999_999_999_999.99], 6)).toBe(600_000_000);
    expect(tickValues(400_000_000, 4)).toEqual([0, 100_000_000, 200_000_000, 300_000_000, 400_000_000]);
  });
});

describe('chart layout', () => {
  it('stacks dots that would overlap and leaves apart ones on the axis', () => {
    expect(stackDots([100, 105, 300, 110, 500], 10)).toEqual([0, 1, 0, 2, 0]);
    expect(stackDots([], 10)).toEqual([]);
  });

  it('puts labels in lanes so none overlaps, and keeps them inside the chart', () => {
    const placed = placeLabels(
      [
        { x: 10, width: 100 },
        { x: 50, width: 100 },
        { x: 290, width: 100 },
        { x: 390, width: 100 },
      ],
      400,
    );
    expect(placed[0]).toEqual({ lane: 0, anchor: 'start', textX: 14 });
    expect(placed[1]!.lane).toBe(1);
    expect(placed[2]).toEqual({ lane: 0, anchor: 'start', textX: 294 });
    expect(placed[3]).toEqual({ lane: 1, anchor: 'end', textX: 386 });
    // too wide for either side: pushed inside
    expect(placeLabels([{ x: 50, width: 380 }], 400)[0]).toEqual({ lane: 0, anchor: 'start', textX: 20 });
  });
});

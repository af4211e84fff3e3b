import { describe, expect, it } from 'vitest';
import {
  fitSlide,
  initialNav,
  navigate,
  pageFromHash,
  prefetchOrder,
  type NavAction,
  type NavState,
} from '../navigation';

const run = (s: NavState, ...actions: NavAction[]) => actions.reduce(navigate, s);

describe('navigate', () => {
  it('moves forward and back and stops at both ends', () => {
    const s = initialNav(3);
    expect(run(s, { type: 'next' }).index).toBe(1);
    expect(run(s, { type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(2);
    expect(run(s, { type: 'prev' }).index).toBe(0);
    expect(run(s, { type: 'last' }).index).toBe(2);
    expect(run(s, { type: 'last' }, { type: 'first' }).index).toBe(0);
  });

  it('jumps to a slide, clamped, and closes the overview', () => {
    const s = run(initialNav(10), { type: 'toggleOverview' });
    expect(s.overview).toBe(true);
    expect(run(s, { type: 'goto', index: 7 })).toMatchObject({ index: 7, overview: false });
    expect(run(s, { type: 'goto', index: 99 }).index).toBe(9);
    expect(run(s, { type: 'goto', index: -3 }).index).toBe(0);
  });

  it('brings a blacked-out slide back on next or previous instead of moving past it', () => {
    const black = run(initialNav(5, 2), { type: 'toggleBlack' });
    expect(black.black).toBe(true);
    expect(run(black, { type: 'next' })).toMatchObject({ index: 2, black: false });
    expect(run(black, { type: 'prev' })).toMatchObject({ index: 2, black: false });
    expect(run(black, { type: 'toggleBlack' })).toMatchObject({ index: 2, black: false });
    expect(run(black, { type: 'last' })).toMatchObject({ index: 4, black: false });
  });

  it('toggles the overview, which also lifts the black screen; black does nothing over the grid', () => {
    const s = run(initialNav(5), { type: 'toggleBlack' }, { type: 'toggleOverview' });
    expect(s).toMatchObject({ overview: true, black: false });
    expect(run(s, { type: 'toggleBlack' }).black).toBe(false);
    expect(run(s, { type: 'toggleOverview' }).overview).toBe(false);
    expect(run(s, { type: 'closeOverview' }).overview).toBe(false);
  });

  it('starts inside the deck', () => {
    expect(initialNav(4, 9).index).toBe(3);
    expect(initialNav(4, -1).index).toBe(0);
  });
});

describe('prefetchOrder', () => {
  it('lists the current slide, then the next, the previous and one more, inside the deck', () => {
    expect(prefetchOrder(4, 10)).toEqual([4, 5, 3, 6]);
    expect(prefetchOrder(0, 10)).toEqual([0, 1, 2]);
    expect(prefetchOrder(9, 10)).toEqual([9, 8]);
    expect(prefetchOrder(0, 1)).toEqual([0]);
  });
});

describe('pageFromHash', () => {
  it('reads #page=N within the deck', () => {
    expect(pageFromHash('#page=3', 14)).toBe(2);
    expect(pageFromHash('#page=14', 14)).toBe(13);
    expect(pageFromHash('#page=15', 14)).toBeNull();
    expect(pageFromHash('#page=0', 14)).toBeNull();
    expect(pageFromHash('#3', 14)).toBeNull();
    expect(pageFromHash('', 14)).toBeNull();
  });
});

describe('fitSlide', () => {
  const slide = { width: 960, height: 540 }; // 16:9 in PDF points

  it('fills the width of a wide window and letterboxes a tall one, keeping 16:9', () => {
    const wide = fitSlide(slide, { width: 1920, height: 1200 }, 1);
    expect(wide).toMatchObject({
      cssWidth: 1920,
      cssHeight: 1080,
      pixelWidth: 1920,
      pixelHeight: 1080,
      scale: 2,
    });
    const phone = fitSlide(slide, { width: 375, height: 667 }, 1);
    expect(phone.cssWidth).toBe(375);
    expect(phone.cssHeight).toBe(210);
    const narrowTall = fitSlide(slide, { width: 2000, height: 540 }, 1);
    expect(narrowTall).toMatchObject({ cssWidth: 960, cssHeight: 540 });
  });

  it('draws at the device pixel ratio so slides are sharp on high-DPI screens', () => {
    const retina = fitSlide(slide, { width: 1440, height: 900 }, 2);
    expect(retina).toMatchObject({ cssWidth: 1440, cssHeight: 810, pixelWidth: 2880, pixelHeight: 1620 });
    expect(retina.scale).toBe(3);
  });

  it('caps the canvas size on huge screens', () => {
    const huge = fitSlide(slide, { width: 5120, height: 2880 }, 3, 4096 * 4096);
    expect(huge.pixelWidth * huge.pixelHeight).toBeLessThanOrEqual(4096 * 4096);
    expect(huge.cssWidth).toBe(5120);
    expect(huge.pixelWidth / huge.pixelHeight).toBeCloseTo(16 / 9, 2);
  });
});

/** The presenter's state, as a pure reducer: which slide, black screen, overview grid. */
export interface NavState {
  /** 0-based slide index. */
  index: number;
  total: number;
  black: boolean;
  overview: boolean;
}

export type NavAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'goto'; index: number }
  | { type: 'toggleBlack' }
  | { type: 'toggleOverview' }
  | { type: 'closeOverview' };

const clamp = (i: number, total: number) => Math.min(Math.max(i, 0), Math.max(total - 1, 0));

export function initialNav(total: number, index = 0): NavState {
  return { index: clamp(index, total), total, black: false, overview: false };
}

export function navigate(s: NavState, a: NavAction): NavState {
  switch (a.type) {
    case 'next':
    case 'prev':
      // From a black screen, the first "next" brings the current slide back instead of skipping it unseen.
      if (s.black) return { ...s, black: false };
      return { ...s, index: clamp(s.index + (a.type === 'next' ? 1 : -1), s.total) };
    case 'first':
      return { ...s, index: 0, black: false };
    case 'last':
      return { ...s, index: clamp(s.total - 1, s.total), black: false };
    case 'goto':
      return { ...s, index: clamp(a.index, s.total), black: false, overview: false };
    case 'toggleBlack':
      return s.overview ? s : { ...s, black: !s.black };
    case 'toggleOverview':
      return { ...s, overview: !s.overview, black: false };
    case 'closeOverview':
      return { ...s, overview: false };
  }
}

/** The slides to have rendered ahead, most urgent first: this one, the next, the previous, one more. */
export function prefetchOrder(index: number, total: number): number[] {
  return [index, index + 1, index - 1, index + 2].filter((i) => i >= 0 && i < total);
}

/** "#page=3" (the PDF viewers' convention) -> index 2; anything else -> null. */
export function pageFromHash(hash: string, total: number): number | null {
  const m = /^#page=(\d{1,4})$/.exec(hash);
  if (!m) return null;
  const page = Number(m[1]);
  return page >= 1 && page <= total ? page - 1 : null;
}

export interface Box {
  width: number;
  height: number;
}

export interface Fit {
  /** Size on screen in CSS pixels. */
  cssWidth: number;
  cssHeight: number;
  /** Size of the canvas bitmap in device pixels: sharp on high-DPI screens. */
  pixelWidth: number;
  pixelHeight: number;
  /** PDF units -> device pixels, for pdf.js's viewport. */
  scale: number;
}

/** Largest canvas we draw (4096 x 4096 pixels' worth); a 5K screen still gets full resolution at 16:9. */
export const MAX_CANVAS_PIXELS = 4096 * 4096;

/** Fits a page into a box (letterboxed, aspect kept) at the screen's pixel ratio, within the pixel cap. */
export function fitSlide(page: Box, box: Box, dpr: number, maxPixels = MAX_CANVAS_PIXELS): Fit {
  const cssScale = Math.max(Math.min(box.width / page.width, box.height / page.height), 0.01);
  const cssWidth = Math.floor(page.width * cssScale);
  const cssHeight = Math.floor(page.height * cssScale);
  let ratio = Math.max(dpr, 1);
  const pixels = cssWidth * cssHeight * ratio * ratio;
  if (pixels > maxPixels) ratio *= Math.sqrt(maxPixels / pixels);
  const pixelWidth = Math.max(1, Math.floor(cssWidth * ratio));
  const pixelHeight = Math.max(1, Math.floor(cssHeight * ratio));
  return { cssWidth, cssHeight, pixelWidth, pixelHeight, scale: pixelWidth / page.width };
}

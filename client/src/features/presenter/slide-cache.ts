import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { fitSlide, type Box } from './navigation';

interface Entry {
  sizeKey: string;
  promise: Promise<HTMLCanvasElement>;
  canvas?: HTMLCanvasElement;
  task?: RenderTask;
  cancelled: boolean;
}

/**
 * Moves a rendered page into a 'bitmaprenderer' canvas: the ImageBitmap is made now, while nobody waits,
 * and the canvas then shows it without another copy when it comes on screen (a plain 2D canvas is copied
 * to the compositor the first time it is drawn, which at 2x pixel ratio is a visible delay).
 */
async function toBitmapCanvas(source: HTMLCanvasElement): Promise<HTMLCanvasElement> {
  const renderer = document.createElement('canvas');
  const context = renderer.getContext('bitmaprenderer');
  if (!context || typeof createImageBitmap !== 'function') return source;
  const bitmap = await createImageBitmap(source);
  renderer.width = source.width;
  renderer.height = source.height;
  renderer.style.width = source.style.width;
  renderer.style.height = source.style.height;
  context.transferFromImageBitmap(bitmap);
  source.width = source.height = 0; // free the 2D canvas's memory now
  return renderer;
}

export class RenderCancelled extends Error {
  constructor() {
    super('render cancelled');
    this.name = 'RenderCancelled';
  }
}

/**
 * Renders slides into offscreen canvases sized for the current window and keeps the few around the
 * current slide, so showing the next or previous one is only swapping a ready canvas into the page.
 */
export class SlideCache {
  private pages = new Map<number, Promise<PDFPageProxy>>();
  private entries = new Map<number, Entry>();
  private thumbs = new Map<number, Promise<HTMLCanvasElement>>();
  private box: Box = { width: 1, height: 1 };
  private dpr = 1;
  private sizeKey = '';

  constructor(private readonly doc: PDFDocumentProxy) {}

  get total(): number {
    return this.doc.numPages;
  }

  /** The window (or its pixel ratio) changed: later renders use the new size, the old ones are dropped. */
  setViewport(box: Box, dpr: number): boolean {
    const key = `${box.width}x${box.height}@${dpr}`;
    if (key === this.sizeKey) return false;
    this.box = box;
    this.dpr = dpr;
    this.sizeKey = key;
    for (const [i, e] of this.entries) {
      this.cancel(e);
      this.entries.delete(i);
    }
    return true;
  }

  /** The slide's canvas if it is already rendered at the current size. */
  ready(index: number): HTMLCanvasElement | null {
    const e = this.entries.get(index);
    return e && e.sizeKey === this.sizeKey && e.canvas ? e.canvas : null;
  }

  /** Renders a slide at the current size (once; concurrent callers share the work). */
  render(index: number): Promise<HTMLCanvasElement> {
    const existing = this.entries.get(index);
    if (existing && existing.sizeKey === this.sizeKey) return existing.promise;
    const entry: Entry = { sizeKey: this.sizeKey, cancelled: false, promise: Promise.resolve(null!) };
    entry.promise = this.draw(index, this.box, this.dpr, entry);
    entry.promise.catch(() => {
      if (this.entries.get(index) === entry) this.entries.delete(index);
    });
    this.entries.set(index, entry);
    return entry.promise;
  }

  /** Forgets every rendered slide but these (and stops their renders): a deck's memory stays small. */
  keepOnly(indices: readonly number[]): void {
    const keep = new Set(indices);
    for (const [i, e] of this.entries) {
      if (keep.has(i)) continue;
      this.cancel(e);
      this.entries.delete(i);
    }
  }

  /** A small picture of a slide for the overview grid, rendered once per deck. */
  thumbnail(index: number, cssWidth: number): Promise<HTMLCanvasElement> {
    let t = this.thumbs.get(index);
    if (!t) {
      const entry: Entry = { sizeKey: 'thumb', cancelled: false, promise: Promise.resolve(null!) };
      t = this.draw(index, { width: cssWidth, height: cssWidth }, Math.min(this.dpr, 2), entry);
      t.catch(() => this.thumbs.delete(index));
      this.thumbs.set(index, t);
    }
    return t;
  }

  /** The slide's text, for screen readers. */
  async text(index: number): Promise<string> {
    const content = await (await this.page(index)).getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  }

  private page(index: number): Promise<PDFPageProxy> {
    let p = this.pages.get(index);
    if (!p) {
      p = this.doc.getPage(index + 1);
      this.pages.set(index, p);
    }
    return p;
  }

  private async draw(index: number, box: Box, dpr: number, entry: Entry): Promise<HTMLCanvasElement> {
    const page = await this.page(index);
    if (entry.cancelled) throw new RenderCancelled();
    const base = page.getViewport({ scale: 1 });
    const fit = fitSlide(base, box, dpr);
    const canvas = document.createElement('canvas');
    canvas.width = fit.pixelWidth;
    canvas.height = fit.pixelHeight;
    canvas.style.width = `${fit.cssWidth}px`;
    canvas.style.height = `${fit.cssHeight}px`;
    const task = page.render({ canvas, viewport: page.getViewport({ scale: fit.scale }) });
    entry.task = task;
    try {
      await task.promise;
    } catch (err) {
      if (entry.cancelled) throw new RenderCancelled();
      throw err;
    }
    const shown = await toBitmapCanvas(canvas);
    entry.canvas = shown;
    return shown;
  }

  private cancel(e: Entry): void {
    e.cancelled = true;
    if (!e.canvas) e.task?.cancel();
  }
}

/**
 * Renders a parsed deck (see parse-deck.ts) to PDF with pdfkit: 16:9 slides, or A4 portrait pages for a
 * handout (`kind: handout`). The pieces are in render/: page geometry, fonts, colours, text wrapping, the
 * flow of blocks, one module per diagram kind, and the title slide, content slide and handout page.
 *
 * Body text starts at a comfortable size and shrinks step by step to a minimum; if a slide still does not
 * fit, rendering fails with a DeckRenderError naming the deck and slide. Space left over goes to the
 * slide's diagram, or is spread between its items, so slides do not end in an empty third.
 */
import PDFDocument from 'pdfkit';
import type { Deck } from './deck';
import { themeFor } from './render/colours';
import { renderContentSlide } from './render/content-slide';
import { checkGlyphs, setTypeface } from './render/fonts';
import { renderHandoutPage } from './render/handout';
import { A4, PAGE } from './render/page';
import type { SlideLayout } from './render/slide-layout';
import { renderTitleSlide } from './render/title-slide';

export { DeckRenderError } from './render/render-error';
export type { SlideLayout };

/** Fixed so that rebuilding the decks produces byte-identical files. */
export const FIXED_CREATION_DATE = new Date('2025-01-01T00:00:00Z');

export interface RenderOptions {
  creationDate?: Date;
  /** Called with each slide's layout (for tests: how much of the body is left empty). */
  onSlide?: (layout: SlideLayout) => void;
}

/** Render a deck (or handout) to PDF bytes. Throws DeckRenderError when a slide cannot be laid out. */
export async function renderDeck(deck: Deck, options: RenderOptions = {}): Promise<Buffer> {
  const creationDate = options.creationDate ?? FIXED_CREATION_DATE;
  const handout = deck.kind === 'handout';
  const size: [number, number] = handout ? [A4.width, A4.height] : [PAGE.width, PAGE.height];
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    compress: true,
    displayTitle: true,
    lang: deck.lang === 'ko' ? 'ko-KR' : 'en-GB',
    info: {
      Title: deck.workshop,
      Author: 'Corporate Skills Course',
      Subject: `${deck.workshop} ${handout ? 'handout' : 'slides'}`,
      Creator: 'scripts/build-decks.ts',
      CreationDate: creationDate,
      ModDate: creationDate,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  setTypeface(doc, deck.lang);

  const theme = themeFor(deck.accent);
  try {
    if (deck.lang === 'ko') checkGlyphs(doc, deck);
    for (const slide of deck.slides) {
      doc.addPage({ size, margin: 0 });
      // (not `onSlide?.(render(...))`: an optional call would skip rendering when no callback is given)
      let layout: SlideLayout | null = null;
      if (handout) layout = renderHandoutPage(doc, deck, slide, theme, deck.slides.length);
      else if (slide.layout === 'title') renderTitleSlide(doc, deck, slide, theme);
      else layout = renderContentSlide(doc, deck, slide, theme, deck.slides.length);
      if (layout) options.onSlide?.(layout);
    }
  } finally {
    doc.end();
  }
  return done;
}

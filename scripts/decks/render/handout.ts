/** A handout page: A4 portrait, a header band with the title, body flow, callout, footer. */
import type { Deck, Slide } from '../deck';
import { flow, flowStyle } from './blocks';
import { drawCallout, measureCallout } from './callout';
import { INK, type Theme } from './colours';
import { typeface } from './fonts';
import { LABELS } from './labels';
import { A4, type Doc } from './page';
import { DeckRenderError } from './render-error';
import type { SlideLayout } from './slide-layout';
import { capCentred, drawLine, plain, textBlock, widthOf } from './text';

const HO = {
  margin: 50,
  top: 112,
  bottom: A4.height - 60,
  body: [14, 13.5, 13, 12.5, 12, 11.5, 11, 10.5, 10, 9.5],
};

export function renderHandoutPage(
  doc: Doc,
  deck: Deck,
  slide: Slide,
  theme: Theme,
  total: number,
): SlideLayout {
  const width = A4.width - 2 * HO.margin;
  doc.rect(0, 0, A4.width, 84).fillColor(theme.accent).fill();
  doc.rect(0, 80, A4.width, 4).fillColor(theme.dark).fill();
  const heading = `${LABELS[deck.lang].handout} · ${deck.workshop}`.toUpperCase();
  drawLine(doc, heading, HO.margin, 18, 'bold', 9, INK.white, {
    characterSpacing: typeface.korean ? 0.5 : 1.2,
  });
  const titleSize = [22, 21, 20, 19, 18].find((sz) => widthOf(doc, slide.title, 'bold', sz) <= width);
  if (!titleSize) throw new DeckRenderError(deck, slide, 'handout page title does not fit on one line');
  const hy = capCentred(doc, 'bold', titleSize, 52);
  drawLine(doc, slide.title, HO.margin, hy, 'bold', titleSize, INK.white);

  for (const body of HO.body) {
    const style = { ...flowStyle(theme, body, false, 9), small: Math.max(9, body - 1.5) };
    let y = HO.top;
    const subRuns = slide.subtitle
      ? plain(slide.subtitle, 'italic', typeface.korean ? theme.accent : theme.dark)
      : [];
    const subH = slide.subtitle ? textBlock(doc, subRuns, HO.margin, y, width, body + 1, false) + body : 0;
    const calloutH = slide.callout ? measureCallout(doc, slide.callout, width, body, theme) : 0;
    const blocks = slide.columns.flat();
    const r = flow(doc, blocks, HO.margin, 0, width, style, false);
    const need = subH + r.height + (calloutH ? calloutH + 16 : 0);
    if (y + need > HO.bottom) {
      if (body === HO.body.at(-1)) {
        throw new DeckRenderError(deck, slide, `handout page overflows (${Math.round(need)} pt needed)`);
      }
      continue;
    }
    if (slide.subtitle) textBlock(doc, subRuns, HO.margin, y, width, body + 1, true);
    y += subH;
    // writing space (blank table cells) takes what is left; text-only pages stay compact
    const spare = r.diagrams ? HO.bottom - y - need + subH : 0;
    const drawn = flow(doc, blocks, HO.margin, y, width, style, true, spare);
    y += drawn.height;
    if (slide.callout) drawCallout(doc, slide.callout, HO.margin, y + 16, width, body, theme);
    // footer
    doc
      .moveTo(HO.margin, A4.height - 40)
      .lineTo(A4.width - HO.margin, A4.height - 40)
      .lineWidth(0.75)
      .strokeColor(INK.rule)
      .stroke();
    doc.font(typeface.fonts.regular).fontSize(8.5).fillColor(INK.muted);
    doc.text(deck.workshop, HO.margin, A4.height - 32, { lineBreak: false });
    const label = `${slide.number} / ${total}`;
    doc.text(label, A4.width - HO.margin - widthOf(doc, label, 'regular', 8.5), A4.height - 32, {
      lineBreak: false,
    });
    return { number: slide.number, layout: slide.layout, area: HO.bottom - HO.top, empty: 0 };
  }
  throw new DeckRenderError(deck, slide, 'no body size fits');
}

import type { Deck, Slide } from '../deck';
import { flow, flowStyle, type FlowStyle } from './blocks';
import { INK, type Theme } from './colours';
import { typeface } from './fonts';
import { LABELS } from './labels';
import { PAGE, type Doc } from './page';
import { DeckRenderError } from './render-error';
import { capCentred, drawLine, plain, textBlock, wrap } from './text';

/** Title slide: full-bleed accent background, large title, decorative rings. */
export function renderTitleSlide(doc: Doc, deck: Deck, slide: Slide, theme: Theme) {
  doc.rect(0, 0, PAGE.width, PAGE.height).fillColor(theme.accent).fill();
  doc.save();
  doc.fillOpacity(0.09).fillColor(INK.white);
  doc.circle(820, 120, 230).fill();
  doc.circle(905, 470, 150).fill();
  doc.fillOpacity(0.12);
  doc.circle(700, 400, 70).fill();
  doc.restore();
  doc.save();
  doc.strokeOpacity(0.35).strokeColor(INK.white).lineWidth(2);
  doc.circle(820, 120, 160).stroke();
  doc.circle(820, 120, 95).stroke();
  doc.restore();
  doc
    .rect(0, PAGE.height - 10, PAGE.width, 10)
    .fillColor(theme.dark)
    .fill();

  const x = 72;
  const width = 560;
  const titleRuns = (c: string) => plain(slide.title, 'bold', c);
  const titleSize = [48, 46, 44, 42, 40, 38, 36].find(
    (sz) => wrap(doc, titleRuns(INK.white), sz, width).length <= 2,
  );
  if (!titleSize)
    throw new DeckRenderError(deck, slide, 'title needs more than two lines at 36 pt; shorten it');
  const titleH = textBlock(doc, titleRuns(INK.white), x, 0, width, titleSize, false);
  const subSize = 24;
  const subH = slide.subtitle
    ? textBlock(doc, plain(slide.subtitle, 'regular', INK.white), x, 0, width, subSize, false)
    : 0;
  const style: FlowStyle = {
    ...flowStyle(theme, 20),
    text: INK.white,
    soft: INK.white,
    lead: INK.white,
    heading: INK.white,
    marker: INK.white,
  };
  const blocks = slide.columns[0]!;
  const bodyH = blocks.length ? flow(doc, blocks, x, 0, width, style, false).height : 0;
  const eyebrowH = 34;
  const total = eyebrowH + titleH + (subH ? 14 + subH : 0) + (bodyH ? 34 + bodyH : 0);
  if (total > 400)
    throw new DeckRenderError(deck, slide, `title slide content is too tall (${Math.round(total)} pt)`);
  let y = Math.max(70, (PAGE.height - total) / 2 - 10);

  doc.rect(x, y, 56, 4).fillColor(INK.white).fill();
  const ey = capCentred(doc, 'bold', 13, y + 2);
  drawLine(
    doc,
    LABELS[deck.lang][deck.kind === 'debrief' ? 'debrief' : 'eyebrow'],
    x + 70,
    ey,
    'bold',
    13,
    INK.white,
    {
      characterSpacing: typeface.korean ? 1 : 2,
    },
  );
  y += eyebrowH;
  textBlock(doc, titleRuns(INK.white), x, y, width, titleSize, true);
  y += titleH;
  if (slide.subtitle) {
    y += 14;
    doc.save().fillOpacity(0.92);
    textBlock(doc, plain(slide.subtitle, 'regular', INK.white), x, y, width, subSize, true);
    doc.restore();
    y += subH;
  }
  if (bodyH) {
    y += 34;
    flow(doc, blocks, x, y, width, style, true);
  }
}

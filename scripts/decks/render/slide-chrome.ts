/** What frames a content slide: the title bar at the top, the footer (workshop, page number) at the bottom. */
import type { Deck, Slide } from '../deck';
import { INK, type Theme } from './colours';
import { typeface } from './fonts';
import {
  CONTENT_W,
  FOOTER_RULE_Y,
  MARGIN_X,
  MIN_TITLE_SIZE,
  PAGE,
  TITLE_BAR_H,
  TITLE_SIZES,
  type Doc,
} from './page';
import { DeckRenderError } from './render-error';
import { capCentred, drawLine, widthOf } from './text';

export function drawFooter(doc: Doc, deck: Deck, slide: Slide, theme: Theme, total: number) {
  doc
    .moveTo(MARGIN_X, FOOTER_RULE_Y)
    .lineTo(PAGE.width - MARGIN_X, FOOTER_RULE_Y)
    .lineWidth(1)
    .strokeColor(INK.rule)
    .stroke();
  const y = FOOTER_RULE_Y + 14;
  doc
    .rect(MARGIN_X, y + 1.5, 8, 8)
    .fillColor(theme.accent)
    .fill();
  doc.font(typeface.fonts.bold).fontSize(12).fillColor(INK.muted);
  doc.text(deck.workshop, MARGIN_X + 16, y - (typeface.korean ? 2 : 0), { lineBreak: false });
  const label = `${slide.number} / ${total}`;
  doc.font(typeface.fonts.regular).fontSize(12);
  doc.text(label, PAGE.width - MARGIN_X - doc.widthOfString(label), y - (typeface.korean ? 2 : 0), {
    lineBreak: false,
  });
}

/** Title bar with a single-line title; throws if the title cannot fit. */
export function drawTitleBar(doc: Doc, deck: Deck, slide: Slide, theme: Theme, reserveRight = 0) {
  doc.rect(0, 0, PAGE.width, TITLE_BAR_H).fillColor(theme.accent).fill();
  doc
    .rect(0, TITLE_BAR_H - 5, PAGE.width, 5)
    .fillColor(theme.dark)
    .fill();
  const width = CONTENT_W - reserveRight;
  const size = TITLE_SIZES.find((sz) => widthOf(doc, slide.title, 'bold', sz) <= width);
  if (!size) {
    throw new DeckRenderError(
      deck,
      slide,
      `title does not fit on one line at ${MIN_TITLE_SIZE} pt (${Math.round(
        widthOf(doc, slide.title, 'bold', MIN_TITLE_SIZE),
      )} pt wide, ${width} pt available); shorten it`,
    );
  }
  const ty = capCentred(doc, 'bold', size, (TITLE_BAR_H - 5) / 2);
  drawLine(doc, slide.title, MARGIN_X, ty, 'bold', size, INK.white);
}

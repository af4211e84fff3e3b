import type { Deck, Slide } from '../deck';
import { flow, flowStyle } from './blocks';
import { CALLOUT_GAP, drawCallout, measureCallout } from './callout';
import { INK, type Theme } from './colours';
import { typeface, type FontRole } from './fonts';
import { LABELS } from './labels';
import {
  BODY_BOTTOM,
  BODY_SIZES,
  BODY_TOP,
  COLUMN_GAP,
  CONTENT_W,
  MARGIN_X,
  MIN_BODY_SIZE,
  PAGE,
  TITLE_BAR_H,
  type Doc,
} from './page';
import { DeckRenderError } from './render-error';
import { drawFooter, drawTitleBar } from './slide-chrome';
import type { SlideLayout } from './slide-layout';
import { capCentred, plain, textBlock, wrap } from './text';

/** Everything except the title slide: chrome, optional subtitle, body flow, callout. */
export function renderContentSlide(
  doc: Doc,
  deck: Deck,
  slide: Slide,
  theme: Theme,
  total: number,
): SlideLayout {
  const section = slide.layout === 'section';
  const exercise = slide.layout === 'exercise';
  let top: number;
  let titleRight = 0;

  if (section) {
    doc.rect(0, 0, PAGE.width, PAGE.height).fillColor(theme.wash).fill();
    doc.rect(0, 0, 18, PAGE.height).fillColor(theme.accent).fill();
    const runs = plain(slide.title, 'bold', theme.dark);
    const size = [40, 38, 36, 34, 32, 30, 28].find((sz) => wrap(doc, runs, sz, CONTENT_W).length <= 2);
    if (!size) throw new DeckRenderError(deck, slide, 'section title needs more than two lines at 28 pt');
    top = slide.columns[0]!.length || slide.callout ? 92 : 170;
    top += textBlock(doc, runs, MARGIN_X + 8, top, CONTENT_W, size, true) + 8;
    doc
      .rect(MARGIN_X + 8, top, 72, 5)
      .fillColor(theme.accent)
      .fill();
    top += 26;
  } else {
    if (exercise) {
      doc
        .rect(0, TITLE_BAR_H, PAGE.width, PAGE.height - TITLE_BAR_H)
        .fillColor(theme.wash)
        .fill();
      titleRight = 150;
    }
    drawTitleBar(doc, deck, slide, theme, titleRight);
    if (exercise) {
      const label = LABELS[deck.lang].exercise;
      const lw = doc.font(typeface.fonts.bold).fontSize(16).widthOfString(label, { characterSpacing: 1.5 });
      const pw = lw + 32;
      const px = PAGE.width - MARGIN_X - pw;
      const py = (TITLE_BAR_H - 5) / 2 - 16;
      doc.roundedRect(px, py, pw, 32, 16).fillColor(INK.white).fill();
      const ly = capCentred(doc, 'bold', 16, py + 16);
      doc
        .font(typeface.fonts.bold)
        .fontSize(16)
        .fillColor(theme.accent)
        .text(label, px + 16, ly, { characterSpacing: 1.5, lineBreak: false });
    }
    top = BODY_TOP;
  }

  const x = section ? MARGIN_X + 8 : MARGIN_X;
  const width = section ? CONTENT_W - 8 : CONTENT_W;
  const two = slide.columns.length === 2;
  const colW = two ? (width - COLUMN_GAP) / 2 : width;

  // Find the largest body size at which subtitle + body + callout fit.
  for (const body of BODY_SIZES) {
    const style = flowStyle(theme, body, slide.layout === 'summary');
    const subRole: FontRole = section ? 'regular' : 'italic';
    const subSize = section ? 24 : Math.max(MIN_BODY_SIZE, body - 2);
    const subColor = section ? INK.soft : typeface.korean ? theme.accent : theme.dark;
    let y = top;
    if (slide.subtitle) {
      y += textBlock(doc, plain(slide.subtitle, subRole, subColor), x, top, width, subSize, false);
      y += section ? 22 : body * 0.7;
    }
    const calloutSize = Math.max(MIN_BODY_SIZE, body - 2);
    const calloutH = slide.callout ? measureCallout(doc, slide.callout, width, calloutSize, theme) : 0;
    const bottom = slide.callout ? BODY_BOTTOM - calloutH - CALLOUT_GAP : BODY_BOTTOM;
    const results = slide.columns.map((blocks) => flow(doc, blocks, 0, 0, colW, style, false));
    const bodyH = Math.max(0, ...results.map((r) => r.height));
    if (y + bodyH > bottom) {
      if (body === MIN_BODY_SIZE) {
        throw new DeckRenderError(
          deck,
          slide,
          `content overflows the slide even at ${MIN_BODY_SIZE} pt: needs ${Math.round(
            y + bodyH - top,
          )} pt, ${Math.round(bottom - top)} pt available. Split the slide or cut text.`,
        );
      }
      continue;
    }

    // It fits: draw, giving each column the room left below it.
    if (slide.subtitle)
      textBlock(doc, plain(slide.subtitle, subRole, subColor), x, top, width, subSize, true);
    let used = 0;
    slide.columns.forEach((blocks, ci) => {
      const spare = bottom - y - results[ci]!.height;
      const r = flow(doc, blocks, x + ci * (colW + COLUMN_GAP), y, colW, style, true, spare);
      used = Math.max(used, r.height);
    });
    if (two) {
      const dx = x + colW + COLUMN_GAP / 2;
      doc
        .moveTo(dx, y)
        .lineTo(dx, y + used)
        .lineWidth(1)
        .strokeColor(INK.rule)
        .stroke();
    }
    if (slide.callout) drawCallout(doc, slide.callout, x, BODY_BOTTOM - calloutH, width, calloutSize, theme);
    drawFooter(doc, deck, slide, theme, total);
    const empty = Math.max(0, bottom - (y + used));
    return { number: slide.number, layout: slide.layout, area: BODY_BOTTOM - top, empty };
  }
  throw new DeckRenderError(deck, slide, 'no body size fits');
}

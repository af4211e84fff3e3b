/**
 * Renders a parsed deck (see parse-deck.ts) to a 16:9 PDF with pdfkit.
 *
 * Every text block is measured with pdfkit (heightOfString, or an off-screen
 * layout for text that mixes bold and regular) before it is drawn.
 * Body text starts at a comfortable size and shrinks step by step down to
 * 18 pt; if a slide still does not fit, rendering fails with a DeckRenderError
 * that names the deck and slide. Titles are 28-32 pt on content slides.
 */
import PDFDocument from 'pdfkit';
import type { Block, Deck, RichText, Slide } from './parse-deck';

export const PAGE = { width: 960, height: 540 } as const;
export const MIN_TITLE_SIZE = 28;
export const MIN_BODY_SIZE = 18;
/** Fixed so that rebuilding the decks produces byte-identical files. */
export const FIXED_CREATION_DATE = new Date('2025-01-01T00:00:00Z');

const MARGIN_X = 56;
const CONTENT_W = PAGE.width - 2 * MARGIN_X;
const TITLE_BAR_H = 92;
const BODY_TOP = TITLE_BAR_H + 30;
const BODY_BOTTOM = 476;
const FOOTER_RULE_Y = 494;
const COLUMN_GAP = 44;
const CALLOUT_PAD = 14;
const CALLOUT_GAP = 18;
const LINE_GAP = 3;

const TITLE_SIZES = [32, 31, 30, 29, 28];
const BODY_SIZES = [24, 23, 22, 21, 20, 19, 18];

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
const INK = { text: '#1f2937', soft: '#374151', muted: '#64748b', rule: '#e2e8f0', white: '#ffffff' };

export class DeckRenderError extends Error {
  constructor(deck: Deck, slide: Slide, message: string) {
    super(`${deck.key} slide ${slide.number} "${slide.title}" (source line ${slide.line}): ${message}`);
    this.name = 'DeckRenderError';
  }
}

// ---------------------------------------------------------------- colours

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** Mix colour `a` towards `b` by `t` (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

interface Theme {
  accent: string;
  dark: string;
  tint: string;
  wash: string;
}
function themeFor(accent: string): Theme {
  return {
    accent,
    dark: mix(accent, '#000000', 0.35),
    tint: mix(accent, '#ffffff', 0.88),
    wash: mix(accent, '#ffffff', 0.95),
  };
}

// ---------------------------------------------------------------- text flow

type Doc = PDFKit.PDFDocument;

interface Sizes {
  body: number;
  sub: number;
  heading: number;
}
const sizesFor = (body: number): Sizes => ({
  body,
  sub: Math.max(MIN_BODY_SIZE, body - 2),
  heading: body,
});

interface FlowStyle {
  sizes: Sizes;
  theme: Theme;
  /** Text colours; white-on-accent for the title slide. */
  text: string;
  soft: string;
  lead: string;
  heading: string;
  marker: string;
  /** Draw every list item with a numbered badge (summary slides). */
  badges: boolean;
}

/**
 * Height of a text run. Plain text is measured with heightOfString. Text with a
 * bold lead mixes two fonts, which heightOfString cannot measure, so it is laid
 * out on an off-screen page with pdfkit's own line wrapper and the y advance read back.
 */
function measureRich(doc: Doc, r: RichText, size: number, width: number): number {
  const opts = { width, lineGap: LINE_GAP };
  if (!r.lead || !r.text) {
    doc.font(r.lead ? FONT.bold : FONT.regular).fontSize(size);
    return doc.heightOfString(r.lead ?? r.text, opts);
  }
  const m = measurer();
  m.font(FONT.bold)
    .fontSize(size)
    .text(`${r.lead} `, 0, 0, { ...opts, continued: true });
  m.font(FONT.regular).text(r.text, opts);
  return m.y;
}

let offscreen: Doc | null = null;
/** A scratch document used only for measuring; never written anywhere. */
function measurer(): Doc {
  offscreen ??= new PDFDocument({ size: [PAGE.width, 100_000], margin: 0 });
  return offscreen;
}

function drawRich(doc: Doc, r: RichText, x: number, y: number, width: number, size: number, s: FlowStyle) {
  const opts = { width, lineGap: LINE_GAP };
  if (r.lead) {
    doc.font(FONT.bold).fontSize(size).fillColor(s.lead);
    if (!r.text) {
      doc.text(r.lead, x, y, opts);
      return;
    }
    doc.text(`${r.lead} `, x, y, { ...opts, continued: true });
    doc.font(FONT.regular).fillColor(s.text).text(r.text, opts);
  } else {
    doc.font(FONT.regular).fontSize(size).fillColor(s.text).text(r.text, x, y, opts);
  }
}

/**
 * Lays out blocks top-down in a column. With draw=false nothing is drawn and only
 * the height is computed, so measuring and drawing share one code path.
 */
function flow(doc: Doc, blocks: Block[], x: number, y0: number, width: number, s: FlowStyle, draw: boolean) {
  const { body, sub, heading } = s.sizes;
  let y = y0;
  let badge = 0;
  blocks.forEach((block, bi) => {
    if (bi > 0) y += body * 0.55;
    if (block.kind === 'heading') {
      doc.font(FONT.bold).fontSize(heading);
      const h = doc.heightOfString(block.text, { width, lineGap: LINE_GAP });
      if (draw) {
        doc.fillColor(s.heading).text(block.text, x, y, { width, lineGap: LINE_GAP });
        doc
          .moveTo(x, y + h + 2)
          .lineTo(x + Math.min(width, 64), y + h + 2)
          .lineWidth(2.5)
          .strokeColor(s.marker)
          .stroke();
      }
      y += h + 6;
    } else if (block.kind === 'paragraph') {
      const h = measureRich(doc, block.content, body, width);
      if (draw) drawRich(doc, block.content, x, y, width, body, s);
      y += h;
    } else {
      const numbered = block.ordered || s.badges;
      const indent = numbered ? body * 1.75 : body * 1.1;
      block.items.forEach((item, ii) => {
        if (ii > 0) y += body * (s.badges ? 0.9 : 0.45);
        const tw = width - indent;
        const h = measureRich(doc, item.content, body, tw);
        if (draw) {
          if (numbered) {
            badge += 1;
            const r = body * 0.62;
            const cx = x + r;
            const cy = y + body * 0.36;
            doc.circle(cx, cy, r).fillColor(s.marker).fill();
            const label = String(block.ordered ? ii + 1 : badge);
            const ls = body * 0.7;
            doc
              .font(FONT.bold)
              .fontSize(ls)
              .fillColor(s.marker === INK.white ? s.theme.accent : INK.white);
            doc.text(label, cx - r, cy - ls * 0.36, { width: 2 * r, align: 'center', lineBreak: false });
          } else {
            doc
              .circle(x + body * 0.25, y + body * 0.37, body * 0.16)
              .fillColor(s.marker)
              .fill();
          }
          drawRich(doc, item.content, x + indent, y, tw, body, s);
        }
        y += h;
        for (const child of item.children) {
          y += sub * 0.25;
          const cx = x + indent + sub * 1.05;
          const cw = width - indent - sub * 1.05;
          const ch = measureRich(doc, child, sub, cw);
          if (draw) {
            doc
              .rect(x + indent + sub * 0.1, y + sub * 0.33, sub * 0.45, sub * 0.09)
              .fillColor(s.marker)
              .fill();
            drawRich(doc, child, cx, y, cw, sub, { ...s, text: s.soft });
          }
          y += ch;
        }
      });
    }
  });
  return y - y0;
}

// ---------------------------------------------------------------- slide chrome

function drawFooter(doc: Doc, deck: Deck, slide: Slide, theme: Theme, total: number) {
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
  doc.font(FONT.bold).fontSize(12).fillColor(INK.muted);
  doc.text(deck.workshop, MARGIN_X + 16, y, { lineBreak: false });
  const label = `${slide.number} / ${total}`;
  doc.font(FONT.regular).fontSize(12);
  doc.text(label, PAGE.width - MARGIN_X - doc.widthOfString(label), y, { lineBreak: false });
}

/** Title bar with a single-line title; returns nothing, throws if the title cannot fit. */
function drawTitleBar(doc: Doc, deck: Deck, slide: Slide, theme: Theme, reserveRight = 0) {
  doc.rect(0, 0, PAGE.width, TITLE_BAR_H).fillColor(theme.accent).fill();
  doc
    .rect(0, TITLE_BAR_H - 5, PAGE.width, 5)
    .fillColor(theme.dark)
    .fill();
  const width = CONTENT_W - reserveRight;
  doc.font(FONT.bold);
  const size = TITLE_SIZES.find((sz) => doc.fontSize(sz).widthOfString(slide.title) <= width);
  if (!size) {
    throw new DeckRenderError(
      deck,
      slide,
      `title does not fit on one line at ${MIN_TITLE_SIZE} pt (${Math.round(
        doc.fontSize(MIN_TITLE_SIZE).widthOfString(slide.title),
      )} pt wide, ${width} pt available); shorten it`,
    );
  }
  doc.fontSize(size).fillColor(INK.white);
  doc.text(slide.title, MARGIN_X, (TITLE_BAR_H - 5) / 2 - size * 0.36, { width, lineBreak: false });
}

function drawCallout(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
  theme: Theme,
) {
  const h = measureCallout(doc, text, width, size);
  doc.rect(x, y, width, h).fillColor(theme.tint).fill();
  doc.rect(x, y, 6, h).fillColor(theme.accent).fill();
  doc.font(FONT.italic).fontSize(size).fillColor(theme.dark);
  doc.text(text, x + 6 + CALLOUT_PAD + 4, y + CALLOUT_PAD, {
    width: width - 2 * CALLOUT_PAD - 10,
    lineGap: LINE_GAP,
  });
}
function measureCallout(doc: Doc, text: string, width: number, size: number) {
  doc.font(FONT.italic).fontSize(size);
  const h = doc.heightOfString(text, { width: width - 2 * CALLOUT_PAD - 10, lineGap: LINE_GAP });
  // Leave out the empty leading under the last line so the padding looks even.
  return h - 0.231 * size - LINE_GAP + 2 * CALLOUT_PAD;
}

// ---------------------------------------------------------------- layouts

function flowStyle(theme: Theme, body: number, badges = false): FlowStyle {
  return {
    sizes: sizesFor(body),
    theme,
    text: INK.text,
    soft: INK.soft,
    lead: theme.dark,
    heading: theme.dark,
    marker: theme.accent,
    badges,
  };
}

/** Title slide: full-bleed accent background, large title, decorative rings. */
function renderTitleSlide(doc: Doc, deck: Deck, slide: Slide, theme: Theme) {
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
  doc.font(FONT.bold);
  const titleSize = [48, 46, 44, 42, 40, 38, 36].find(
    (sz) => doc.fontSize(sz).heightOfString(slide.title, { width }) <= sz * 1.2 * 2 + 1,
  );
  if (!titleSize)
    throw new DeckRenderError(deck, slide, 'title needs more than two lines at 36 pt; shorten it');
  const titleH = doc.fontSize(titleSize).heightOfString(slide.title, { width });
  const subSize = 24;
  const subH = slide.subtitle
    ? doc.font(FONT.regular).fontSize(subSize).heightOfString(slide.subtitle, { width, lineGap: LINE_GAP })
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
  const bodyH = blocks.length ? flow(doc, blocks, x, 0, width, style, false) : 0;
  const eyebrowH = 34;
  const total = eyebrowH + titleH + (subH ? 14 + subH : 0) + (bodyH ? 34 + bodyH : 0);
  if (total > 400)
    throw new DeckRenderError(deck, slide, `title slide content is too tall (${Math.round(total)} pt)`);
  let y = Math.max(70, (PAGE.height - total) / 2 - 10);

  doc.rect(x, y, 56, 4).fillColor(INK.white).fill();
  doc.font(FONT.bold).fontSize(13).fillColor(INK.white);
  doc.text('CORPORATE SKILLS COURSE', x + 70, y - 5, { characterSpacing: 2, lineBreak: false });
  y += eyebrowH;
  doc.font(FONT.bold).fontSize(titleSize).fillColor(INK.white).text(slide.title, x, y, { width });
  y += titleH;
  if (slide.subtitle) {
    y += 14;
    doc.save().fillOpacity(0.92);
    doc.font(FONT.regular).fontSize(subSize).fillColor(INK.white);
    doc.text(slide.subtitle, x, y, { width, lineGap: LINE_GAP });
    doc.restore();
    y += subH;
  }
  if (bodyH) {
    y += 34;
    flow(doc, blocks, x, y, width, style, true);
  }
}

/** Everything except the title slide: chrome, optional subtitle, body flow, callout. */
function renderContentSlide(doc: Doc, deck: Deck, slide: Slide, theme: Theme, total: number) {
  const section = slide.layout === 'section';
  const exercise = slide.layout === 'exercise';
  let top: number;
  let titleRight = 0;

  if (section) {
    doc.rect(0, 0, PAGE.width, PAGE.height).fillColor(theme.wash).fill();
    doc.rect(0, 0, 18, PAGE.height).fillColor(theme.accent).fill();
    doc.font(FONT.bold);
    const size = [40, 38, 36, 34, 32, 30, 28].find(
      (sz) => doc.fontSize(sz).heightOfString(slide.title, { width: CONTENT_W }) <= sz * 1.2 * 2 + 1,
    );
    if (!size) throw new DeckRenderError(deck, slide, 'section title needs more than two lines at 28 pt');
    top = slide.columns[0]!.length || slide.callout ? 92 : 170;
    doc
      .fontSize(size)
      .fillColor(theme.dark)
      .text(slide.title, MARGIN_X + 8, top, { width: CONTENT_W });
    top += doc.heightOfString(slide.title, { width: CONTENT_W }) + 8;
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
      const label = 'EXERCISE';
      doc.font(FONT.bold).fontSize(16);
      const lw = doc.widthOfString(label, { characterSpacing: 1.5 });
      const pw = lw + 32;
      const px = PAGE.width - MARGIN_X - pw;
      const py = (TITLE_BAR_H - 5) / 2 - 16;
      doc.roundedRect(px, py, pw, 32, 16).fillColor(INK.white).fill();
      doc.fillColor(theme.accent).text(label, px + 16, py + 9, { characterSpacing: 1.5, lineBreak: false });
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
    const subFont = section ? FONT.regular : FONT.italic;
    const subSize = section ? 24 : Math.max(MIN_BODY_SIZE, body - 2);
    let y = top;
    if (slide.subtitle) {
      doc.font(subFont).fontSize(subSize);
      y += doc.heightOfString(slide.subtitle, { width, lineGap: LINE_GAP }) + (section ? 22 : body * 0.7);
    }
    const calloutSize = Math.max(MIN_BODY_SIZE, body - 2);
    const calloutH = slide.callout ? measureCallout(doc, slide.callout, width, calloutSize) : 0;
    const bottom = slide.callout ? BODY_BOTTOM - calloutH - CALLOUT_GAP : BODY_BOTTOM;
    const heights = slide.columns.map((blocks) => flow(doc, blocks, 0, 0, colW, style, false));
    const bodyH = Math.max(0, ...heights);
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

    // It fits: draw.
    if (slide.subtitle) {
      doc
        .font(subFont)
        .fontSize(subSize)
        .fillColor(section ? INK.soft : theme.dark)
        .text(slide.subtitle, x, top, { width, lineGap: LINE_GAP });
    }
    slide.columns.forEach((blocks, ci) => {
      flow(doc, blocks, x + ci * (colW + COLUMN_GAP), y, colW, style, true);
    });
    if (two) {
      const dx = x + colW + COLUMN_GAP / 2;
      doc
        .moveTo(dx, y)
        .lineTo(dx, y + bodyH)
        .lineWidth(1)
        .strokeColor(INK.rule)
        .stroke();
    }
    if (slide.callout) drawCallout(doc, slide.callout, x, BODY_BOTTOM - calloutH, width, calloutSize, theme);
    break;
  }
  drawFooter(doc, deck, slide, theme, total);
}

// ---------------------------------------------------------------- entry point

/** Render a deck to PDF bytes. Throws DeckRenderError when a slide cannot be laid out. */
export async function renderDeck(deck: Deck, creationDate: Date = FIXED_CREATION_DATE): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    compress: true,
    displayTitle: true,
    info: {
      Title: deck.workshop,
      Author: 'Corporate Skills Course',
      Subject: `${deck.workshop} slides`,
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

  const theme = themeFor(deck.accent);
  try {
    for (const slide of deck.slides) {
      doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
      if (slide.layout === 'title') renderTitleSlide(doc, deck, slide, theme);
      else renderContentSlide(doc, deck, slide, theme, deck.slides.length);
    }
  } finally {
    doc.end();
  }
  const pdf = await done;
  return pdf;
}

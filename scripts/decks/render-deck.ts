/**
 * Renders a parsed deck (see parse-deck.ts) to PDF with pdfkit: 16:9 slides, or A4 portrait pages for a
 * handout (`kind: handout`).
 *
 * Text is wrapped here, word by word, rather than by pdfkit's line breaker: Korean must break only between
 * words (as `word-break: keep-all` does on the site), never between the syllables of one word, and one
 * wrapper for both languages means measuring and drawing can never disagree.
 * Body text starts at a comfortable size and shrinks step by step to a minimum; if a slide still does not
 * fit, rendering fails with a DeckRenderError naming the deck and slide. Space left over goes to the
 * slide's diagram, or is spread between its items, so slides do not end in an empty third.
 *
 * English decks use the PDF's built-in Helvetica; Korean decks embed Pretendard (npm `pretendard`, OFL),
 * subset by pdfkit/fontkit to the glyphs used, so the output does not depend on the machine's fonts.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Block, Deck, Diagram, RichText, Slide } from './deck';

export const PAGE = { width: 960, height: 540 } as const;
export const A4 = { width: 595.28, height: 841.89 } as const;
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

type FontRole = 'regular' | 'bold' | 'italic';
const HELVETICA: Record<FontRole, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
};
/** Korean has no italics: the italic role (subtitles, callouts) is drawn upright, in its own colour. */
const PRETENDARD: Record<FontRole, string> = { regular: 'ko-regular', bold: 'ko-bold', italic: 'ko-regular' };

/** The OTF files of the npm package `pretendard` (resolved from this project's node_modules). */
export function pretendardFiles(): { regular: string; bold: string } {
  const pkg = createRequire(import.meta.url).resolve('pretendard/package.json');
  const dir = join(dirname(pkg), 'dist', 'public', 'static');
  return { regular: join(dir, 'Pretendard-Regular.otf'), bold: join(dir, 'Pretendard-Bold.otf') };
}

const INK = { text: '#1f2937', soft: '#374151', muted: '#64748b', rule: '#e2e8f0', white: '#ffffff' };

/** Per-document text settings, set at the start of each render (rendering is synchronous). */
let FONT: Record<FontRole, string> = HELVETICA;
/** Line height as a multiple of the font size (without LINE_GAP); Korean needs more leading. */
let LEADING = 1.16;
let KO = false;
const UI = {
  en: { exercise: 'EXERCISE', eyebrow: 'CORPORATE SKILLS COURSE', handout: 'HANDOUT' },
  ko: { exercise: '실습', eyebrow: '직무 역량 과정', handout: '유인물' },
};

export class DeckRenderError extends Error {
  constructor(deck: Deck, slide: Slide, message: string) {
    super(
      `${deck.key}${deck.lang === 'ko' ? ' (ko)' : ''}${deck.kind === 'handout' ? ' handout' : ''} ` +
        `${deck.kind === 'handout' ? 'page' : 'slide'} ${slide.number} "${slide.title}" (source line ${slide.line}): ${message}`,
    );
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

// ---------------------------------------------------------------- text: wrap, measure, draw

type Doc = PDFKit.PDFDocument;

interface Run {
  text: string;
  role: FontRole;
  color: string;
}
interface Segment {
  text: string;
  role: FontRole;
  color: string;
  x: number;
}
interface Line {
  segments: Segment[];
  width: number;
}

const lineHeight = (size: number) => size * LEADING + LINE_GAP;

/** Ascender, descender (negative) and cap height of a font role, as fractions of the font size. */
function metrics(doc: Doc, role: FontRole): { asc: number; desc: number; cap: number } {
  const f = (
    doc.font(FONT[role]) as unknown as {
      _font: {
        ascender: number;
        descender: number;
        capHeight?: number;
        font?: { capHeight: number; unitsPerEm: number };
      };
    }
  )._font;
  const cap = f.capHeight ?? (f.font ? (f.font.capHeight * 1000) / f.font.unitsPerEm : f.ascender);
  return { asc: f.ascender / 1000, desc: f.descender / 1000, cap: cap / 1000 };
}

/** The y to pass to doc.text so that one line's capitals are centred on `center`. */
function capCentred(doc: Doc, role: FontRole, size: number, center: number): number {
  const m = metrics(doc, role);
  return center + (m.cap * size) / 2 - m.asc * size;
}

/** Offset from the top of a line box to doc.text's y, centring the font's ascender-descender box. */
function lineOffset(doc: Doc, role: FontRole, size: number): number {
  const m = metrics(doc, role);
  return ((LEADING - (m.asc - m.desc)) / 2) * size;
}

function widthOf(doc: Doc, text: string, role: FontRole, size: number): number {
  return doc.font(FONT[role]).fontSize(size).widthOfString(text);
}

/**
 * Greedy word wrap of runs of text (each in one font role and colour) into lines no wider than `width`.
 * Words are split at spaces only; a single word wider than the line is broken between characters.
 */
function wrap(doc: Doc, runs: Run[], size: number, width: number): Line[] {
  const words: { text: string; role: FontRole; color: string; w: number; space: boolean }[] = [];
  for (const run of runs) {
    const parts = run.text.split(/\s+/).filter(Boolean);
    parts.forEach((text) => {
      let rest = text;
      // break an over-long word into pieces that fit
      while (widthOf(doc, rest, run.role, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && widthOf(doc, rest.slice(0, cut), run.role, size) > width) cut--;
        words.push({ text: rest.slice(0, cut), role: run.role, color: run.color, w: 0, space: true });
        rest = rest.slice(cut);
      }
      words.push({ text: rest, role: run.role, color: run.color, w: 0, space: true });
    });
  }
  for (const w of words) w.w = widthOf(doc, w.text, w.role, size);
  const space = widthOf(doc, ' ', 'regular', size);
  const lines: Line[] = [];
  let line: Line = { segments: [], width: 0 };
  for (const w of words) {
    const gap = line.segments.length ? space : 0;
    if (line.segments.length && line.width + gap + w.w > width + 0.01) {
      lines.push(line);
      line = { segments: [], width: 0 };
    }
    const last = line.segments.at(-1);
    if (last && last.role === w.role && last.color === w.color) {
      last.text += ` ${w.text}`;
      line.width += space + w.w;
    } else {
      const x = line.segments.length ? line.width + space : 0;
      line.segments.push({ text: w.text, role: w.role, color: w.color, x });
      line.width = x + w.w;
    }
  }
  if (line.segments.length) lines.push(line);
  return lines;
}

type Align = 'left' | 'center';

function textHeight(lines: number, size: number): number {
  return lines === 0 ? 0 : lines * lineHeight(size) - LINE_GAP;
}

/** Measures (and with draw, draws) runs wrapped to `width`. Returns the height. */
function textBlock(
  doc: Doc,
  runs: Run[],
  x: number,
  y: number,
  width: number,
  size: number,
  draw: boolean,
  align: Align = 'left',
): number {
  const lines = wrap(doc, runs, size, width);
  if (draw) {
    lines.forEach((line, i) => {
      const dx = align === 'center' ? (width - line.width) / 2 : 0;
      for (const seg of line.segments) {
        const off = lineOffset(doc, seg.role, size);
        doc.font(FONT[seg.role]).fontSize(size).fillColor(seg.color);
        doc.text(seg.text, x + dx + seg.x, y + i * lineHeight(size) + off, { lineBreak: false });
      }
    });
  }
  return textHeight(lines.length, size);
}

const plain = (text: string, role: FontRole, color: string): Run[] => [{ text, role, color }];

function richRuns(r: RichText, text: string, lead: string): Run[] {
  const runs: Run[] = [];
  if (r.lead) runs.push({ text: r.lead, role: 'bold', color: lead });
  if (r.text) runs.push({ text: r.text, role: 'regular', color: text });
  return runs;
}

// ---------------------------------------------------------------- flow of blocks

interface Sizes {
  body: number;
  sub: number;
  heading: number;
}
const sizesFor = (body: number, min = MIN_BODY_SIZE): Sizes => ({
  body,
  sub: Math.max(min, body - 2),
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
  /** Diagram text size. */
  small: number;
}

interface FlowResult {
  height: number;
  /** Places where extra space may be spread (between blocks and list items). */
  gaps: number;
  diagrams: number;
}

/**
 * Lays out blocks top-down in a column. With draw=false nothing is drawn and only the height is computed,
 * so measuring and drawing share one code path. `spare` is extra height to use: all of it goes to the
 * column's diagrams if it has any, else it is spread over the gaps (at most `maxGap` each).
 */
function flow(
  doc: Doc,
  blocks: Block[],
  x: number,
  y0: number,
  width: number,
  s: FlowStyle,
  draw: boolean,
  spare = 0,
): FlowResult {
  const { body, sub, heading } = s.sizes;
  const diagrams = blocks.filter((b) => b.kind === 'diagram').length;
  const gapCount = countGaps(blocks);
  const perGap = diagrams || !gapCount ? 0 : Math.min(spare / gapCount, body * 1.2);
  const perDiagram = diagrams ? spare / diagrams : 0;
  let y = y0;
  let badge = 0;
  blocks.forEach((block, bi) => {
    if (bi > 0) y += body * 0.55 + perGap;
    if (block.kind === 'heading') {
      const h = textBlock(doc, plain(block.text, 'bold', s.heading), x, y, width, heading, draw);
      if (draw) {
        doc
          .moveTo(x, y + h + 3)
          .lineTo(x + Math.min(width, 64), y + h + 3)
          .lineWidth(2.5)
          .strokeColor(s.marker)
          .stroke();
      }
      y += h + 10;
    } else if (block.kind === 'paragraph') {
      y += textBlock(doc, richRuns(block.content, s.text, s.lead), x, y, width, body, draw);
    } else if (block.kind === 'diagram') {
      const min = diagramHeight(doc, block.diagram, width, s);
      if (draw) drawDiagram(doc, block.diagram, x, y, width, min + perDiagram, s);
      y += min + perDiagram;
    } else {
      const numbered = block.ordered || s.badges;
      const indent = numbered ? body * 1.75 : body * 1.1;
      block.items.forEach((item, ii) => {
        if (ii > 0) y += body * (s.badges ? 0.9 : 0.45) + perGap;
        const tw = width - indent;
        if (draw) {
          if (numbered) {
            badge += 1;
            const r = body * 0.62;
            const cx = x + r;
            const cy = y + (body * LEADING) / 2;
            doc.circle(cx, cy, r).fillColor(s.marker).fill();
            const label = String(block.ordered ? ii + 1 : badge);
            const ls = body * 0.7;
            doc
              .font(FONT.bold)
              .fontSize(ls)
              .fillColor(s.marker === INK.white ? s.theme.accent : INK.white);
            const lw = doc.widthOfString(label);
            doc.text(label, cx - lw / 2, capCentred(doc, 'bold', ls, cy), { lineBreak: false });
          } else {
            doc
              .circle(x + body * 0.25, y + (body * LEADING) / 2, body * 0.16)
              .fillColor(s.marker)
              .fill();
          }
        }
        y += textBlock(doc, richRuns(item.content, s.text, s.lead), x + indent, y, tw, body, draw);
        for (const child of item.children) {
          y += sub * 0.25;
          const cx = x + indent + sub * 1.05;
          const cw = width - indent - sub * 1.05;
          if (draw) {
            doc
              .rect(x + indent + sub * 0.1, y + (sub * LEADING) / 2 - sub * 0.045, sub * 0.45, sub * 0.09)
              .fillColor(s.marker)
              .fill();
          }
          y += textBlock(doc, richRuns(child, s.soft, s.lead), cx, y, cw, sub, draw);
        }
      });
    }
  });
  return { height: y - y0, gaps: gapCount, diagrams };
}

function countGaps(blocks: Block[]): number {
  let n = Math.max(0, blocks.length - 1);
  for (const b of blocks) if (b.kind === 'list') n += b.items.length - 1;
  return n;
}

// ---------------------------------------------------------------- diagrams

/** The smallest height a diagram needs at this width and text size. */
function diagramHeight(doc: Doc, d: Diagram, width: number, s: FlowStyle): number {
  const t = s.small;
  switch (d.type) {
    case 'zopa':
      return 130 + 4 * lineHeight(t);
    case 'matrix': {
      const cellW = (width - 44) / 2;
      const cellH = Math.max(
        ...d.cells.map((c) => matrixCellHeight(doc, c.title, c.text, cellW - 24, t) + 22),
      );
      return 2 * cellH + 8 + 34;
    }
    case 'table':
      return tableLayout(doc, d, width, t).height;
    case 'pyramid':
      return d.levels.length * (pyramidBoxHeight(doc, d, width, t) + 22) - 22;
    case 'flow': {
      const w = flowStepWidth(d, width);
      const texts = d.steps.map((st) =>
        textBlock(doc, plain(st.text, 'regular', ''), 0, 0, w - 12, t, false),
      );
      return 54 + 12 + Math.max(0, ...texts);
    }
    case 'bars':
      return d.bars.length * (lineHeight(t) + 14) + lineHeight(t);
  }
}

function drawDiagram(doc: Doc, d: Diagram, x: number, y: number, width: number, h: number, s: FlowStyle) {
  switch (d.type) {
    case 'zopa':
      return drawZopa(doc, d, x, y, width, h, s);
    case 'matrix':
      return drawMatrix(doc, d, x, y, width, h, s);
    case 'table':
      return drawTable(doc, d, x, y, width, h, s);
    case 'pyramid':
      return drawPyramid(doc, d, x, y, width, h, s);
    case 'flow':
      return drawFlow(doc, d, x, y, width, h, s);
    case 'bars':
      return drawBars(doc, d, x, y, width, h, s);
  }
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** A number line: each side's acceptable range as a bar, the overlap (ZOPA) shaded, targets marked. */
function drawZopa(
  doc: Doc,
  d: Extract<Diagram, { type: 'zopa' }>,
  x: number,
  y: number,
  width: number,
  h: number,
  s: FlowStyle,
) {
  const t = s.small;
  const lh = lineHeight(t);
  const left = x + 10;
  const right = x + width - 10;
  const px = (v: number) => left + ((v - d.min) / (d.max - d.min)) * (right - left);
  const axisY = y + h - lh - 18;
  const lo = Math.max(d.seller.reservation, d.min);
  const hi = Math.min(d.buyer.reservation, d.max);
  // seller's label above its bar, buyer's label below its bar, both between the zone label and the axis
  const buyerY = axisY - 8 - lh - 26;
  const sellerTop = y + 2 * lh + 18;
  const sellerY = Math.max(sellerTop, Math.min(buyerY - 40, (sellerTop + buyerY - 40) / 2));

  // ZOPA band from the top to the axis
  if (hi > lo) {
    doc
      .rect(px(lo), y, px(hi) - px(lo), axisY - y)
      .fillColor(s.theme.tint)
      .fill();
    textBlock(
      doc,
      plain(d.zone, 'bold', s.theme.dark),
      px(lo) - 60,
      y + 4,
      px(hi) - px(lo) + 120,
      t,
      true,
      'center',
    );
  }
  // seller accepts >= reservation, buyer accepts <= reservation
  const bar = (
    yy: number,
    from: number,
    to: number,
    color: string,
    label: string,
    target: number,
    end: number,
    above: boolean,
  ) => {
    doc
      .rect(px(from), yy, px(to) - px(from), 16)
      .fillColor(color)
      .fill();
    doc
      .circle(px(end), yy + 8, 7)
      .fillColor(INK.white)
      .fill();
    doc
      .circle(px(end), yy + 8, 7)
      .lineWidth(3)
      .strokeColor(color)
      .stroke();
    // target: a diamond
    const tx = px(target);
    const diamond: [number, number][] = [
      [tx, yy - 5],
      [tx + 8, yy + 8],
      [tx, yy + 21],
      [tx - 8, yy + 8],
    ];
    doc
      .polygon(...diamond)
      .fillColor(INK.white)
      .fill();
    doc
      .polygon(...diamond)
      .lineWidth(2)
      .strokeColor(color)
      .stroke();
    const lw = widthOf(doc, label, 'bold', t) + 12;
    const lx = Math.min(Math.max(px(end) - lw / 2, x), x + width - lw);
    textBlock(doc, plain(label, 'bold', color), lx, above ? yy - 8 - lh : yy + 26, lw, t, true);
  };
  bar(
    sellerY,
    d.seller.reservation,
    d.max,
    s.theme.accent,
    d.seller.name,
    d.seller.target,
    d.seller.reservation,
    true,
  );
  bar(
    buyerY,
    d.min,
    d.buyer.reservation,
    '#475569',
    d.buyer.name,
    d.buyer.target,
    d.buyer.reservation,
    false,
  );

  // axis and ticks
  doc.moveTo(left, axisY).lineTo(right, axisY).lineWidth(1.5).strokeColor(INK.soft).stroke();
  for (let v = d.min; v <= d.max + 1e-9; v += d.step) {
    doc
      .moveTo(px(v), axisY)
      .lineTo(px(v), axisY + 6)
      .lineWidth(1)
      .strokeColor(INK.soft)
      .stroke();
    const label = fmt(v);
    const lw = widthOf(doc, label, 'regular', t - 2);
    doc
      .font(FONT.regular)
      .fontSize(t - 2)
      .fillColor(INK.muted);
    doc.text(label, px(v) - lw / 2, axisY + 9, { lineBreak: false });
  }
  const uw = widthOf(doc, d.unit, 'regular', t - 2);
  doc
    .font(FONT.regular)
    .fontSize(t - 2)
    .fillColor(INK.muted);
  doc.text(d.unit, right - uw, axisY + 9 + lineHeight(t - 2), { lineBreak: false });
}

function matrixCellHeight(doc: Doc, title: string, text: string, width: number, t: number): number {
  return (
    textBlock(doc, plain(title, 'bold', ''), 0, 0, width, t + 2, false) +
    (text ? 6 + textBlock(doc, plain(text, 'regular', ''), 0, 0, width, t, false) : 0)
  );
}

/** A 2x2: y axis on the left (high at the top), x axis below (high on the right). */
function drawMatrix(
  doc: Doc,
  d: Extract<Diagram, { type: 'matrix' }>,
  x: number,
  y: number,
  width: number,
  h: number,
  s: FlowStyle,
) {
  const t = s.small;
  const gx = x + 44;
  const gw = width - 44;
  const gh = h - 34;
  const cw = (gw - 8) / 2;
  const ch = (gh - 8) / 2;
  d.cells.forEach((c, i) => {
    const cx = gx + (i % 2) * (cw + 8);
    const cy = y + Math.floor(i / 2) * (ch + 8);
    doc
      .roundedRect(cx, cy, cw, ch, 8)
      .fillColor(c.highlight ? s.theme.accent : s.theme.wash)
      .fill();
    if (!c.highlight) doc.roundedRect(cx, cy, cw, ch, 8).lineWidth(1).strokeColor(s.theme.tint).stroke();
    const fg = c.highlight ? INK.white : s.theme.dark;
    const inner = matrixCellHeight(doc, c.title, c.text, cw - 24, t);
    let ty = cy + (ch - inner) / 2;
    ty += textBlock(doc, plain(c.title, 'bold', fg), cx + 12, ty, cw - 24, t + 2, true, 'center') + 6;
    if (c.text)
      textBlock(
        doc,
        plain(c.text, 'regular', c.highlight ? INK.white : INK.soft),
        cx + 12,
        ty,
        cw - 24,
        t,
        true,
        'center',
      );
  });
  // axes
  const ax = gx - 10;
  doc
    .moveTo(ax, y + gh)
    .lineTo(ax, y)
    .lineWidth(2)
    .strokeColor(INK.soft)
    .stroke();
  doc
    .polygon([ax - 5, y + 8], [ax, y], [ax + 5, y + 8])
    .fillColor(INK.soft)
    .fill();
  doc
    .moveTo(ax, y + gh + 10)
    .lineTo(gx + gw, y + gh + 10)
    .lineWidth(2)
    .strokeColor(INK.soft)
    .stroke();
  doc
    .polygon([gx + gw - 8, y + gh + 5], [gx + gw, y + gh + 10], [gx + gw - 8, y + gh + 15])
    .fillColor(INK.soft)
    .fill();
  const small = t - 2;
  // x labels: low, axis name, high
  const ly = y + gh + 16;
  doc.font(FONT.regular).fontSize(small).fillColor(INK.muted);
  doc.text(d.x.low, gx, ly, { lineBreak: false });
  doc.text(d.x.high, gx + gw - 14 - widthOf(doc, d.x.high, 'regular', small), ly, { lineBreak: false });
  textBlock(doc, plain(d.x.label, 'bold', INK.soft), gx, ly, gw, small, true, 'center');
  // y labels, rotated
  doc.save();
  doc.rotate(-90, { origin: [x + 12, y + gh / 2] });
  const yl = widthOf(doc, d.y.label, 'bold', small);
  doc.font(FONT.bold).fontSize(small).fillColor(INK.soft);
  doc.text(d.y.label, x + 12 - yl / 2, y + gh / 2 - small * 0.9, { lineBreak: false });
  doc.font(FONT.regular).fontSize(small).fillColor(INK.muted);
  doc.text(d.y.low, x + 12 - gh / 2, y + gh / 2 - small * 0.9, { lineBreak: false });
  doc.text(
    d.y.high,
    x + 12 + gh / 2 - widthOf(doc, d.y.high, 'regular', small) - 10,
    y + gh / 2 - small * 0.9,
    {
      lineBreak: false,
    },
  );
  doc.restore();
}

/** RACI letters are drawn as coloured badges. */
const RACI: Record<string, string> = { R: '#0f766e', A: '#b45309', C: '#4338ca', I: '#64748b' };

function tableLayout(doc: Doc, d: Extract<Diagram, { type: 'table' }>, width: number, t: number) {
  // each column starts at its longest word, then shares the rest in proportion to what its text needs
  const all = [d.header, ...d.rows];
  const roleOf = (ri: number, ci: number): FontRole => (ri === 0 || ci === 0 ? 'bold' : 'regular');
  const minW = d.header.map((_, ci) =>
    Math.max(
      40,
      ...all.flatMap((r, ri) => r[ci]!.split(/\s+/).map((w) => widthOf(doc, w, roleOf(ri, ci), t) + 18)),
    ),
  );
  // a column left blank for writing in wants as much room as it can get
  const needW = d.header.map((_, ci) =>
    d.rows.every((r) => r[ci] === '')
      ? width
      : Math.max(...all.map((r, ri) => widthOf(doc, r[ci]!, roleOf(ri, ci), t) + 18)),
  );
  const rest = Math.max(0, width - minW.reduce((a, b) => a + b, 0));
  const extra = needW.map((nw, ci) => Math.max(0, nw - minW[ci]!));
  const extraSum = extra.reduce((a, b) => a + b, 0) || 1;
  const colW = minW.map((mw, ci) => mw + (rest * extra[ci]!) / extraSum);
  const rowH = (row: string[], role: FontRole) =>
    Math.max(
      ...row.map((c, i) =>
        c
          ? textBlock(doc, plain(c, role, ''), 0, 0, colW[i]! - 16, t, false)
          : lineHeight(t) * (t < 12 ? 1.8 : 1),
      ),
    ) + 16;
  const headH = rowH(d.header, 'bold');
  const rowsH = d.rows.map((r) => rowH(r, 'regular'));
  return { colW, headH, rowsH, height: headH + rowsH.reduce((a, b) => a + b, 0) };
}

function drawTable(
  doc: Doc,
  d: Extract<Diagram, { type: 'table' }>,
  x: number,
  y: number,
  width: number,
  h: number,
  s: FlowStyle,
) {
  const t = s.small;
  const { colW, headH, rowsH, height } = tableLayout(doc, d, width, t);
  const stretch = d.rows.length ? (h - height) / d.rows.length : 0;
  const raci = d.rows.every((r) => r.slice(1).every((c) => c === '' || /^[RACI](\/[RACI])?$/.test(c)));
  // header
  doc.rect(x, y, width, headH).fillColor(s.theme.accent).fill();
  let cx = x;
  d.header.forEach((c, i) => {
    const align: Align = i === 0 ? 'left' : 'center';
    const th = textBlock(doc, plain(c, 'bold', INK.white), 0, 0, colW[i]! - 16, t, false);
    textBlock(doc, plain(c, 'bold', INK.white), cx + 8, y + (headH - th) / 2, colW[i]! - 16, t, true, align);
    cx += colW[i]!;
  });
  let ry = y + headH;
  d.rows.forEach((row, ri) => {
    const rh = rowsH[ri]! + stretch;
    if (ri % 2 === 1) doc.rect(x, ry, width, rh).fillColor(s.theme.wash).fill();
    cx = x;
    row.forEach((c, i) => {
      const w = colW[i]!;
      if (raci && i > 0 && c) {
        const letters = c.split('/');
        const bw = 30;
        const total = letters.length * bw + (letters.length - 1) * 4;
        letters.forEach((l, li) => {
          const bx = cx + (w - total) / 2 + li * (bw + 4);
          const by = ry + (rh - 26) / 2;
          doc.roundedRect(bx, by, bw, 26, 6).fillColor(RACI[l]!).fill();
          const lw = widthOf(doc, l, 'bold', t);
          const ly = capCentred(doc, 'bold', t, by + 13);
          doc.font(FONT.bold).fontSize(t).fillColor(INK.white);
          doc.text(l, bx + (bw - lw) / 2, ly, { lineBreak: false });
        });
      } else if (c) {
        const role: FontRole = i === 0 ? 'bold' : 'regular';
        const color = i === 0 ? s.theme.dark : INK.text;
        const th = textBlock(doc, plain(c, role, color), 0, 0, w - 16, t, false);
        textBlock(
          doc,
          plain(c, role, color),
          cx + 8,
          ry + (rh - th) / 2,
          w - 16,
          t,
          true,
          i === 0 || !raci ? 'left' : 'center',
        );
      }
      cx += w;
    });
    doc
      .moveTo(x, ry + rh)
      .lineTo(x + width, ry + rh)
      .lineWidth(0.75)
      .strokeColor(INK.rule)
      .stroke();
    ry += rh;
  });
  // column rules
  cx = x;
  for (const w of colW.slice(0, -1)) {
    cx += w;
    doc
      .moveTo(cx, y + headH)
      .lineTo(cx, y + h)
      .lineWidth(0.75)
      .strokeColor(INK.rule)
      .stroke();
  }
  doc.rect(x, y, width, h).lineWidth(1).strokeColor(s.theme.tint).stroke();
}

function pyramidBoxHeight(
  doc: Doc,
  d: Extract<Diagram, { type: 'pyramid' }>,
  width: number,
  t: number,
): number {
  let h = 0;
  d.levels.forEach((level, li) => {
    const role: FontRole = li === 0 ? 'bold' : 'regular';
    const bw = pyramidBoxWidth(width, level.length, li, d.levels.length);
    for (const c of level) h = Math.max(h, textBlock(doc, plain(c, role, ''), 0, 0, bw - 20, t, false));
  });
  return h + 20;
}
function pyramidBoxWidth(width: number, count: number, level: number, levels: number): number {
  const span = width * (0.5 + (0.5 * level) / Math.max(1, levels - 1));
  return (span - (count - 1) * 12) / count;
}

/** A top-down tree shaped like a pyramid: the answer, its supports, their evidence. */
function drawPyramid(
  doc: Doc,
  d: Extract<Diagram, { type: 'pyramid' }>,
  x: number,
  y: number,
  width: number,
  h: number,
  s: FlowStyle,
) {
  const t = s.small;
  const n = d.levels.length;
  const gap = 22;
  const bh = (h - (n - 1) * gap) / n;
  const boxes: { cx: number; top: number; bottom: number }[][] = [];
  d.levels.forEach((level, li) => {
    const bw = pyramidBoxWidth(width, level.length, li, n);
    const span = bw * level.length + 12 * (level.length - 1);
    const by = y + li * (bh + gap);
    const row: { cx: number; top: number; bottom: number }[] = [];
    level.forEach((c, ci) => {
      const bx = x + (width - span) / 2 + ci * (bw + 12);
      const fill = li === 0 ? s.theme.accent : li === 1 ? s.theme.tint : s.theme.wash;
      const fg = li === 0 ? INK.white : li === 1 ? s.theme.dark : INK.soft;
      doc.roundedRect(bx, by, bw, bh, 6).fillColor(fill).fill();
      if (li > 0)
        doc
          .roundedRect(bx, by, bw, bh, 6)
          .lineWidth(1)
          .strokeColor(mix(s.theme.accent, '#ffffff', 0.6))
          .stroke();
      const role: FontRole = li === 0 ? 'bold' : 'regular';
      const th = textBlock(doc, plain(c, role, fg), 0, 0, bw - 20, t, false);
      textBlock(doc, plain(c, role, fg), bx + 10, by + (bh - th) / 2, bw - 20, t, true, 'center');
      row.push({ cx: bx + bw / 2, top: by, bottom: by + bh });
    });
    boxes.push(row);
  });
  // connectors: each box below hangs from the nearest box above
  for (let li = 1; li < boxes.length; li++) {
    for (const b of boxes[li]!) {
      const above = boxes[li - 1]!;
      const parent = above.reduce((p, q) => (Math.abs(q.cx - b.cx) < Math.abs(p.cx - b.cx) ? q : p));
      const mid = parent.bottom + gap / 2;
      doc
        .moveTo(parent.cx, parent.bottom)
        .lineTo(parent.cx, mid)
        .lineTo(b.cx, mid)
        .lineTo(b.cx, b.top)
        .lineWidth(1.5)
        .strokeColor(mix(s.theme.accent, '#ffffff', 0.4))
        .stroke();
    }
  }
}

function flowStepWidth(d: Extract<Diagram, { type: 'flow' }>, width: number): number {
  return width / d.steps.length;
}

/** Chevrons left to right, each with a short text under it. */
function drawFlow(
  doc: Doc,
  d: Extract<Diagram, { type: 'flow' }>,
  x: number,
  y: number,
  width: number,
  h: number,
  s: FlowStyle,
) {
  const t = s.small;
  const w = flowStepWidth(d, width);
  const ch = 54;
  const tip = 16;
  const body = h - ch - 12;
  d.steps.forEach((st, i) => {
    const sx = x + i * w;
    const color = mix(s.theme.accent, s.theme.dark, i / Math.max(1, d.steps.length - 1));
    const pts: [number, number][] = [
      [sx, y],
      [sx + w - tip, y],
      [sx + w, y + ch / 2],
      [sx + w - tip, y + ch],
      [sx, y + ch],
      ...(i > 0 ? ([[sx + tip, y + ch / 2]] as [number, number][]) : []),
    ];
    doc
      .polygon(...pts)
      .fillColor(color)
      .fill();
    doc
      .polygon(...pts)
      .lineWidth(2)
      .strokeColor(INK.white)
      .stroke();
    const lx = sx + (i > 0 ? tip : 8);
    const lw = w - tip - (i > 0 ? tip : 8);
    const th = textBlock(doc, plain(st.title, 'bold', INK.white), 0, 0, lw, t, false);
    textBlock(doc, plain(st.title, 'bold', INK.white), lx, y + (ch - th) / 2, lw, t, true, 'center');
    if (st.text) {
      doc
        .rect(sx + 4, y + ch + 12, w - 8, body)
        .fillColor(s.theme.wash)
        .fill();
      textBlock(doc, plain(st.text, 'regular', INK.soft), sx + 10, y + ch + 20, w - 20, t, true, 'center');
    }
  });
}

/** Horizontal bars with the value at the end. */
function drawBars(
  doc: Doc,
  d: Extract<Diagram, { type: 'bars' }>,
  x: number,
  y: number,
  width: number,
  h: number,
  s: FlowStyle,
) {
  const t = s.small;
  const labelW = Math.min(width * 0.4, Math.max(...d.bars.map((b) => widthOf(doc, b.label, 'bold', t))) + 14);
  const valueW = Math.max(...d.bars.map((b) => widthOf(doc, `${fmt(b.value)}${d.unit}`, 'bold', t))) + 10;
  const max = Math.max(...d.bars.map((b) => b.value));
  const step = (h - lineHeight(t)) / d.bars.length;
  const barH = Math.min(step - 10, 34);
  d.bars.forEach((b, i) => {
    const by = y + i * step + (step - barH) / 2;
    const ty = capCentred(doc, 'bold', t, by + barH / 2);
    doc.font(FONT.bold).fontSize(t).fillColor(INK.soft);
    doc.text(b.label, x + labelW - 10 - widthOf(doc, b.label, 'bold', t), ty, { lineBreak: false });
    const bw = ((width - labelW - valueW) * b.value) / max;
    doc
      .roundedRect(x + labelW, by, Math.max(4, bw), barH, 4)
      .fillColor(b.highlight ? s.theme.accent : s.theme.tint)
      .fill();
    const value = `${fmt(b.value)}${d.unit}`;
    doc
      .font(FONT.bold)
      .fontSize(t)
      .fillColor(b.highlight ? s.theme.dark : INK.muted);
    doc.text(value, x + labelW + Math.max(4, bw) + 8, ty, { lineBreak: false });
  });
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
  doc.text(deck.workshop, MARGIN_X + 16, y - (KO ? 2 : 0), { lineBreak: false });
  const label = `${slide.number} / ${total}`;
  doc.font(FONT.regular).fontSize(12);
  doc.text(label, PAGE.width - MARGIN_X - doc.widthOfString(label), y - (KO ? 2 : 0), { lineBreak: false });
}

/** Title bar with a single-line title; throws if the title cannot fit. */
function drawTitleBar(doc: Doc, deck: Deck, slide: Slide, theme: Theme, reserveRight = 0) {
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
  doc.font(FONT.bold).fontSize(size).fillColor(INK.white);
  doc.text(slide.title, MARGIN_X, ty, { lineBreak: false });
}

function calloutRuns(text: string, theme: Theme): Run[] {
  return plain(text, 'italic', theme.dark);
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
  const h = measureCallout(doc, text, width, size, theme);
  doc.rect(x, y, width, h).fillColor(theme.tint).fill();
  doc.rect(x, y, 6, h).fillColor(theme.accent).fill();
  textBlock(
    doc,
    calloutRuns(text, theme),
    x + 6 + CALLOUT_PAD + 4,
    y + CALLOUT_PAD,
    width - 2 * CALLOUT_PAD - 10,
    size,
    true,
  );
}
function measureCallout(doc: Doc, text: string, width: number, size: number, theme: Theme) {
  return (
    textBlock(doc, calloutRuns(text, theme), 0, 0, width - 2 * CALLOUT_PAD - 10, size, false) +
    2 * CALLOUT_PAD
  );
}

// ---------------------------------------------------------------- layouts

function flowStyle(theme: Theme, body: number, badges = false, minSize = MIN_BODY_SIZE): FlowStyle {
  return {
    sizes: sizesFor(body, minSize),
    theme,
    text: INK.text,
    soft: INK.soft,
    lead: theme.dark,
    heading: theme.dark,
    marker: theme.accent,
    badges,
    small: Math.max(minSize === MIN_BODY_SIZE ? 15 : 9, Math.round(body * 0.78)),
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
  doc.font(FONT.bold).fontSize(13).fillColor(INK.white);
  doc.text(UI[deck.lang].eyebrow, x + 70, ey, {
    characterSpacing: KO ? 1 : 2,
    lineBreak: false,
  });
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

export interface SlideLayout {
  number: number;
  layout: Slide['layout'];
  /** Height of the body area (below the title bar, above the footer). */
  area: number;
  /** Height of it left empty after laying out the slide. */
  empty: number;
}

/** Everything except the title slide: chrome, optional subtitle, body flow, callout. */
function renderContentSlide(doc: Doc, deck: Deck, slide: Slide, theme: Theme, total: number): SlideLayout {
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
      const label = UI[deck.lang].exercise;
      const lw = doc.font(FONT.bold).fontSize(16).widthOfString(label, { characterSpacing: 1.5 });
      const pw = lw + 32;
      const px = PAGE.width - MARGIN_X - pw;
      const py = (TITLE_BAR_H - 5) / 2 - 16;
      doc.roundedRect(px, py, pw, 32, 16).fillColor(INK.white).fill();
      const ly = capCentred(doc, 'bold', 16, py + 16);
      doc
        .font(FONT.bold)
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
    const subColor = section ? INK.soft : KO ? theme.accent : theme.dark;
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

// ---------------------------------------------------------------- handouts (A4 portrait)

const HO = {
  margin: 50,
  top: 112,
  bottom: A4.height - 60,
  body: [14, 13.5, 13, 12.5, 12, 11.5, 11, 10.5, 10, 9.5],
};

function renderHandoutPage(doc: Doc, deck: Deck, slide: Slide, theme: Theme, total: number): SlideLayout {
  const width = A4.width - 2 * HO.margin;
  doc.rect(0, 0, A4.width, 84).fillColor(theme.accent).fill();
  doc.rect(0, 80, A4.width, 4).fillColor(theme.dark).fill();
  doc.font(FONT.bold).fontSize(9).fillColor(INK.white);
  doc.text(`${UI[deck.lang].handout} · ${deck.workshop}`.toUpperCase(), HO.margin, 18, {
    characterSpacing: KO ? 0.5 : 1.2,
    lineBreak: false,
  });
  const titleSize = [22, 21, 20, 19, 18].find((sz) => widthOf(doc, slide.title, 'bold', sz) <= width);
  if (!titleSize) throw new DeckRenderError(deck, slide, 'handout page title does not fit on one line');
  const hy = capCentred(doc, 'bold', titleSize, 52);
  doc.font(FONT.bold).fontSize(titleSize).fillColor(INK.white);
  doc.text(slide.title, HO.margin, hy, { lineBreak: false });

  for (const body of HO.body) {
    const style = { ...flowStyle(theme, body, false, 9), small: Math.max(9, body - 1.5) };
    let y = HO.top;
    const subRuns = slide.subtitle ? plain(slide.subtitle, 'italic', KO ? theme.accent : theme.dark) : [];
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
    doc.font(FONT.regular).fontSize(8.5).fillColor(INK.muted);
    doc.text(deck.workshop, HO.margin, A4.height - 32, { lineBreak: false });
    const label = `${slide.number} / ${total}`;
    doc.text(label, A4.width - HO.margin - widthOf(doc, label, 'regular', 8.5), A4.height - 32, {
      lineBreak: false,
    });
    return { number: slide.number, layout: slide.layout, area: HO.bottom - HO.top, empty: 0 };
  }
  throw new DeckRenderError(deck, slide, 'no body size fits');
}

// ---------------------------------------------------------------- entry point

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

  KO = deck.lang === 'ko';
  if (KO) {
    const files = pretendardFiles();
    doc.registerFont(PRETENDARD.regular, files.regular);
    doc.registerFont(PRETENDARD.bold, files.bold);
    FONT = PRETENDARD;
    LEADING = 1.36;
  } else {
    FONT = HELVETICA;
    LEADING = 1.16;
  }

  const theme = themeFor(deck.accent);
  try {
    if (KO) checkGlyphs(doc, deck);
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

/** Every character of a Korean deck must exist in the embedded font, or it would print as a box. */
function checkGlyphs(doc: Doc, deck: Deck) {
  for (const role of ['regular', 'bold'] as const) {
    doc.font(FONT[role]);
    const font = (doc as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })._font
      .font;
    for (const slide of deck.slides) {
      const text = JSON.stringify(slide);
      for (const ch of text) {
        const c = ch.codePointAt(0)!;
        if (c >= 0x20 && !font.hasGlyphForCodePoint(c)) {
          throw new DeckRenderError(
            deck,
            slide,
            `the Korean font has no glyph for "${ch}" (U+${c.toString(16)})`,
          );
        }
      }
    }
  }
}

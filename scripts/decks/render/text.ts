/**
 * Text: measuring, wrapping and drawing runs of text (each run in one font role and colour).
 *
 * Text is wrapped here, word by word, rather than by pdfkit's line breaker: Korean must break only between
 * words (as `word-break: keep-all` does on the site), never between the syllables of one word, and one
 * wrapper for both languages means measuring and drawing can never disagree.
 */
import type { RichText } from '../deck';
import { typeface, type FontRole } from './fonts';
import type { Doc } from './page';

const LINE_GAP = 3;

export interface Run {
  text: string;
  role: FontRole;
  color: string;
  /** The run's first word is joined to the previous run's last word without a space (a Korean particle
   *  after a bold term: `**방식**과`). */
  glue?: boolean;
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
/** A piece of a word in one font role and colour; a word is one or more pieces drawn without spaces. */
interface Piece {
  text: string;
  role: FontRole;
  color: string;
  w: number;
}

/** Where lines may break: ASCII white space only, so a no-break space (U+00A0) keeps `4 > 2` together. */
const BREAK = /[ \t\r\n]+/;
/** Drawn and measured as a plain space (both fonts have one; not every font has a no-break space glyph). */
const NBSP = /\u00a0/g;

export const lineHeight = (size: number) => size * typeface.leading + LINE_GAP;

/** Ascender, descender (negative) and cap height of a font role, as fractions of the font size. */
function metrics(doc: Doc, role: FontRole): { asc: number; desc: number; cap: number } {
  const f = (
    doc.font(typeface.fonts[role]) as unknown as {
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
export function capCentred(doc: Doc, role: FontRole, size: number, center: number): number {
  const m = metrics(doc, role);
  return center + (m.cap * size) / 2 - m.asc * size;
}

/** Offset from the top of a line box to doc.text's y, centring the font's ascender-descender box. */
function lineOffset(doc: Doc, role: FontRole, size: number): number {
  const m = metrics(doc, role);
  return ((typeface.leading - (m.asc - m.desc)) / 2) * size;
}

export function widthOf(doc: Doc, text: string, role: FontRole, size: number): number {
  return doc.font(typeface.fonts[role]).fontSize(size).widthOfString(text);
}

/**
 * Greedy word wrap of runs of text (each in one font role and colour) into lines no wider than `width`.
 * Words are split at spaces only (not at no-break spaces); a single word wider than the line is broken
 * between characters.
 */
export function wrap(doc: Doc, runs: Run[], size: number, width: number): Line[] {
  const words: Piece[][] = [];
  for (const run of runs) {
    const parts = run.text.split(BREAK).filter(Boolean);
    parts.forEach((raw, i) => {
      const pieces: Piece[] = [];
      let rest = raw.replace(NBSP, ' ');
      // break an over-long word into pieces that fit
      while (widthOf(doc, rest, run.role, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && widthOf(doc, rest.slice(0, cut), run.role, size) > width) cut--;
        words.push([{ text: rest.slice(0, cut), role: run.role, color: run.color, w: 0 }]);
        rest = rest.slice(cut);
      }
      pieces.push({ text: rest, role: run.role, color: run.color, w: 0 });
      const glued = i === 0 && run.glue && !/^[ \t\r\n]/.test(run.text) && words.length > 0;
      if (glued) words.at(-1)!.push(...pieces);
      else words.push(pieces);
    });
  }
  for (const word of words) for (const p of word) p.w = widthOf(doc, p.text, p.role, size);
  const space = widthOf(doc, ' ', 'regular', size);
  const lines: Line[] = [];
  let line: Line = { segments: [], width: 0 };
  for (const word of words) {
    const ww = word.reduce((sum, p) => sum + p.w, 0);
    const gap = line.segments.length ? space : 0;
    if (line.segments.length && line.width + gap + ww > width + 0.01) {
      lines.push(line);
      line = { segments: [], width: 0 };
    }
    word.forEach((p, i) => {
      const sep = i === 0 && line.segments.length ? space : 0;
      const last = line.segments.at(-1);
      if (last && last.role === p.role && last.color === p.color) {
        last.text += `${sep ? ' ' : ''}${p.text}`;
        line.width += sep + p.w;
      } else {
        const x = line.segments.length ? line.width + sep : 0;
        line.segments.push({ text: p.text, role: p.role, color: p.color, x });
        line.width = x + p.w;
      }
    });
  }
  if (line.segments.length) lines.push(line);
  return lines;
}

export type Align = 'left' | 'center';

function textHeight(lines: number, size: number): number {
  return lines === 0 ? 0 : lines * lineHeight(size) - LINE_GAP;
}

/** Measures (and with draw, draws) runs wrapped to `width`. Returns the height. */
export function textBlock(
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
        drawLine(doc, seg.text, x + dx + seg.x, y + i * lineHeight(size) + off, seg.role, size, seg.color);
      }
    });
  }
  return textHeight(lines.length, size);
}

/** Draws runs wrapped to `width`, centred vertically in a box `height` tall starting at `top`. */
export function textInBox(
  doc: Doc,
  runs: Run[],
  x: number,
  top: number,
  width: number,
  height: number,
  size: number,
  align: Align = 'left',
) {
  const h = textBlock(doc, runs, 0, 0, width, size, false);
  textBlock(doc, runs, x, top + (height - h) / 2, width, size, true, align);
}

/** Draws one line of text, never wrapped, at doc.text's (x, y). */
export function drawLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  role: FontRole,
  size: number,
  color: string,
  options: PDFKit.Mixins.TextOptions = {},
) {
  doc.font(typeface.fonts[role]).fontSize(size).fillColor(color);
  doc.text(text, x, y, { ...options, lineBreak: false });
}

export const plain = (text: string, role: FontRole, color: string): Run[] => [{ text, role, color }];

export function richRuns(r: RichText, text: string, lead: string): Run[] {
  const runs: Run[] = [];
  if (r.lead) runs.push({ text: r.lead, role: 'bold', color: lead });
  if (r.text) runs.push({ text: r.text, role: 'regular', color: text, ...(r.glued ? { glue: true } : {}) });
  return runs;
}

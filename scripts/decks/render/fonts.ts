/**
 * English decks use the PDF's built-in Helvetica; Korean decks embed Pretendard (npm `pretendard`, OFL),
 * subset by pdfkit/fontkit to the glyphs used, so the output does not depend on the machine's fonts.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Deck, Lang } from '../deck';
import type { Doc } from './page';
import { DeckRenderError } from './render-error';

export type FontRole = 'regular' | 'bold' | 'italic';

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

/** The text settings of the document being rendered, set by setTypeface (rendering is synchronous). */
export const typeface = {
  fonts: HELVETICA,
  /** Line height as a multiple of the font size (without LINE_GAP); Korean needs more leading. */
  leading: 1.16,
  korean: false,
};

/** Sets the typeface for a new document in `lang`, registering the Korean fonts with it if needed. */
export function setTypeface(doc: Doc, lang: Lang) {
  typeface.korean = lang === 'ko';
  if (typeface.korean) {
    const files = pretendardFiles();
    doc.registerFont(PRETENDARD.regular, files.regular);
    doc.registerFont(PRETENDARD.bold, files.bold);
    typeface.fonts = PRETENDARD;
    typeface.leading = 1.36;
  } else {
    typeface.fonts = HELVETICA;
    typeface.leading = 1.16;
  }
}

/** Every character of a Korean deck must exist in the embedded font, or it would print as a box. */
export function checkGlyphs(doc: Doc, deck: Deck) {
  for (const role of ['regular', 'bold'] as const) {
    doc.font(typeface.fonts[role]);
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

/**
 * Characters the built-in PDF fonts (Helvetica, WinAnsiEncoding) can draw:
 * printable ASCII, Latin-1 and the Windows-1252 extras (curly quotes, dashes,
 * bullet, ellipsis, euro sign...). Anything else would render as garbage.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function isDrawable(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRAS.includes(ch);
}

/**
 * Korean decks are drawn with an embedded Korean font (Pretendard), which also has Latin: besides the
 * characters above, Hangul syllables and jamo, the middle dot and a few arrows and CJK brackets.
 * The renderer checks every character against the font's glyphs as well.
 */
export function isDrawableKo(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    isDrawable(ch) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0x3131 && c <= 0x318e) ||
    (c >= 0x2190 && c <= 0x2193) ||
    (c >= 0x3008 && c <= 0x300f) ||
    '·∙≥≤'.includes(ch)
  );
}

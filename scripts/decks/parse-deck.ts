/**
 * Pure parser for the workshop deck sources in content/decks/*.md.
 * The format is documented in content/decks/README.md. No I/O happens here,
 * so the parser can be unit-tested on plain strings.
 *
 * This file checks the characters, reads the front matter and cuts the slides apart; parse/slide.ts
 * parses one slide and parse/diagram.ts its diagrams, into the types of deck.ts.
 */
import { DECK_KINDS, LANGS, type Deck, type DeckKind, type Lang, type Slide } from './deck';
import { isDrawable, isDrawableKo } from './parse/drawable';
import { DeckParseError } from './parse/parse-error';
import { parseSlide, type SourceLine } from './parse/slide';

export { DeckParseError };

const FRONT_MATTER_KEYS = ['key', 'workshop', 'accent'] as const;
const OPTIONAL_KEYS = ['lang', 'kind'] as const;
const SEPARATOR = /^---\s*$/;

/** Parse one deck source. `source` is a name used in error messages (e.g. the file name). */
export function parseDeck(input: string, source = 'deck'): Deck {
  const lines: SourceLine[] = input
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((text, i) => ({ text: text.replace(/\s+$/, ''), line: i + 1 }));

  // The front matter's `lang: ko` (read ahead here) allows Hangul; everything else is checked below.
  const opening = lines.findIndex((l) => l.text !== '');
  const closing = lines.findIndex((l, n) => n > opening && SEPARATOR.test(l.text));
  const korean = lines.slice(opening + 1, closing).some((l) => /^lang:\s*ko$/.test(l.text));
  const drawable = korean ? isDrawableKo : isDrawable;
  for (const { text, line } of lines) {
    for (const ch of text) {
      if (!drawable(ch)) {
        const hex = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        throw new DeckParseError(
          source,
          line,
          korean
            ? `character "${ch}" (U+${hex}) is not allowed in a Korean deck`
            : `character "${ch}" (U+${hex}) cannot be drawn with the built-in Helvetica fonts`,
        );
      }
    }
  }

  // Front matter: the file must open with `---`, `key: value` lines, `---`.
  let i = 0;
  while (i < lines.length && lines[i]!.text === '') i++;
  if (i >= lines.length || !SEPARATOR.test(lines[i]!.text)) {
    throw new DeckParseError(source, lines[i]?.line ?? 1, 'expected front matter starting with "---"');
  }
  const frontStart = lines[i]!.line;
  i++;
  const meta: Record<string, string> = {};
  for (; i < lines.length && !SEPARATOR.test(lines[i]!.text); i++) {
    const { text, line } = lines[i]!;
    if (text.trim() === '') continue;
    const m = /^([a-z]+):\s*(.*)$/.exec(text);
    if (!m) throw new DeckParseError(source, line, `expected "name: value" in front matter, got "${text}"`);
    const name = m[1]!;
    if (![...FRONT_MATTER_KEYS, ...OPTIONAL_KEYS].includes(name as never)) {
      throw new DeckParseError(source, line, `unknown front matter field "${name}"`);
    }
    meta[name] = m[2]!.trim();
  }
  if (i >= lines.length)
    throw new DeckParseError(source, frontStart, 'front matter is not closed with "---"');
  i++; // closing ---
  for (const name of FRONT_MATTER_KEYS) {
    if (!meta[name]) throw new DeckParseError(source, frontStart, `front matter is missing "${name}"`);
  }
  if (!/^#[0-9a-fA-F]{6}$/.test(meta.accent!)) {
    throw new DeckParseError(source, frontStart, `accent must be a #rrggbb colour, got "${meta.accent}"`);
  }

  // Slides: chunks separated by `---` lines.
  const chunks: SourceLine[][] = [[]];
  const chunkStarts: number[] = [lines[i - 1]!.line];
  for (; i < lines.length; i++) {
    if (SEPARATOR.test(lines[i]!.text)) {
      chunks.push([]);
      chunkStarts.push(lines[i]!.line);
    } else chunks[chunks.length - 1]!.push(lines[i]!);
  }
  const slides: Slide[] = [];
  chunks.forEach((chunk, index) => {
    if (chunk.every((l) => l.text.trim() === '')) {
      // A trailing "---" at the very end of the file is tolerated.
      if (index === chunks.length - 1 && index > 0) return;
      throw new DeckParseError(source, chunkStarts[index]!, 'empty slide (two "---" separators in a row?)');
    }
    slides.push(parseSlide(chunk, slides.length + 1, source));
  });
  if (slides.length === 0) throw new DeckParseError(source, frontStart, 'deck has no slides');
  // a deck opens with its title slide; a handout's pages are all alike
  if (meta.kind !== 'handout' && slides[0]!.layout !== 'title') {
    throw new DeckParseError(source, slides[0]!.line, 'the first slide must use "layout: title"');
  }

  const lang = meta.lang ?? 'en';
  if (!(LANGS as readonly string[]).includes(lang)) {
    throw new DeckParseError(source, frontStart, `lang must be one of ${LANGS.join(', ')}, got "${lang}"`);
  }
  const kind = meta.kind ?? 'deck';
  if (!(DECK_KINDS as readonly string[]).includes(kind)) {
    throw new DeckParseError(
      source,
      frontStart,
      `kind must be one of ${DECK_KINDS.join(', ')}, got "${kind}"`,
    );
  }
  return {
    key: meta.key!,
    lang: lang as Lang,
    kind: kind as DeckKind,
    workshop: meta.workshop!,
    accent: meta.accent!.toLowerCase(),
    slides,
  };
}

/**
 * Pure parser for the workshop deck sources in content/decks/*.md.
 * The format is documented in content/decks/README.md. No I/O happens here,
 * so the parser can be unit-tested on plain strings.
 */

export const LAYOUTS = ['title', 'section', 'bullets', 'two-column', 'exercise', 'summary'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** A run of text with an optional bold lead term (`**Term** rest`). */
export interface RichText {
  lead?: string;
  text: string;
}

export interface ListItem {
  content: RichText;
  /** One level of sub-bullets (`  - `). */
  children: RichText[];
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; content: RichText }
  | { kind: 'list'; ordered: boolean; items: ListItem[] };

export type ListBlock = Extract<Block, { kind: 'list' }>;

export interface Slide {
  /** 1-based position in the deck. */
  number: number;
  /** 1-based line in the source file where the slide starts. */
  line: number;
  layout: Layout;
  title: string;
  subtitle?: string;
  /** One column, or exactly two for the two-column layout. */
  columns: Block[][];
  callout?: string;
  notes?: string;
}

export interface Deck {
  key: string;
  workshop: string;
  /** `#rrggbb` */
  accent: string;
  slides: Slide[];
}

export class DeckParseError extends Error {
  constructor(
    readonly source: string,
    readonly line: number,
    message: string,
  ) {
    super(`${source}:${line}: ${message}`);
    this.name = 'DeckParseError';
  }
}

const FRONT_MATTER_KEYS = ['key', 'workshop', 'accent'] as const;
const SEPARATOR = /^---\s*$/;
const COLUMN_BREAK = /^\|\|\|\s*$/;

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

/** Split `**Term** rest` into a bold lead and the rest. */
export function parseRichText(raw: string, fail: (msg: string) => never): RichText {
  const text = raw.trim();
  const m = /^\*\*(.+?)\*\*\s*(.*)$/.exec(text);
  const result: RichText = m ? { lead: m[1]!.trim(), text: m[2]!.trim() } : { text };
  if (result.text.includes('**'))
    fail('bold (**...**) is only supported at the start of a bullet or paragraph');
  return result;
}

interface SourceLine {
  text: string;
  line: number;
}

/** Parse one deck source. `source` is a name used in error messages (e.g. the file name). */
export function parseDeck(input: string, source = 'deck'): Deck {
  const lines: SourceLine[] = input
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((text, i) => ({ text: text.replace(/\s+$/, ''), line: i + 1 }));

  for (const { text, line } of lines) {
    for (const ch of text) {
      if (!isDrawable(ch)) {
        const hex = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        throw new DeckParseError(
          source,
          line,
          `character "${ch}" (U+${hex}) cannot be drawn with the built-in Helvetica fonts`,
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
    if (!(FRONT_MATTER_KEYS as readonly string[]).includes(name)) {
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
  if (slides[0]!.layout !== 'title') {
    throw new DeckParseError(source, slides[0]!.line, 'the first slide must use "layout: title"');
  }

  return { key: meta.key!, workshop: meta.workshop!, accent: meta.accent!.toLowerCase(), slides };
}

function parseSlide(chunk: SourceLine[], number: number, source: string): Slide {
  const start = chunk.find((l) => l.text.trim() !== '')!.line;
  let current = start;
  let title: string | undefined;
  let subtitle: string | undefined;
  let layout: Layout | undefined;
  const calloutLines: string[] = [];
  let calloutEnded = false;
  const notes: string[] = [];
  let inNotes = false;
  const columns: Block[][] = [[]];
  let paragraph: string[] | null = null;
  const state: { list: ListBlock | null } = { list: null };

  const fail = (msg: string): never => {
    throw new DeckParseError(source, current, `slide ${number}${title ? ` "${title}"` : ''}: ${msg}`);
  };
  const column = () => columns[columns.length - 1]!;
  const flushParagraph = () => {
    if (paragraph) column().push({ kind: 'paragraph', content: parseRichText(paragraph.join(' '), fail) });
    paragraph = null;
  };
  const endBlocks = () => {
    flushParagraph();
    state.list = null;
  };

  for (const { text, line } of chunk) {
    current = line;
    if (inNotes) {
      notes.push(text);
      continue;
    }
    const trimmed = text.trim();
    if (calloutLines.length > 0 && !trimmed.startsWith('>')) calloutEnded = true;

    if (trimmed === '') {
      endBlocks();
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = /^Notes:\s*(.*)$/.exec(text))) {
      endBlocks();
      inNotes = true;
      if (m[1]) notes.push(m[1]);
    } else if ((m = /^layout:\s*(.*)$/.exec(text))) {
      if (layout) fail('more than one "layout:" line');
      const value = m[1]!.trim();
      if (!(LAYOUTS as readonly string[]).includes(value)) {
        fail(`unknown layout "${value}" (expected one of ${LAYOUTS.join(', ')})`);
      }
      layout = value as Layout;
    } else if ((m = /^# (.+)$/.exec(text))) {
      if (title) fail('more than one "# " title');
      title = m[1]!.trim();
    } else if ((m = /^## (.+)$/.exec(text))) {
      if (subtitle) fail('more than one "## " subtitle');
      subtitle = m[1]!.trim();
    } else if ((m = /^### (.+)$/.exec(text))) {
      endBlocks();
      column().push({ kind: 'heading', text: m[1]!.trim() });
    } else if (COLUMN_BREAK.test(text)) {
      endBlocks();
      if (columns.length > 1) fail('more than one "|||" column break');
      columns.push([]);
    } else if ((m = /^>\s?(.*)$/.exec(text))) {
      endBlocks();
      if (calloutEnded) fail('only one "> " callout is allowed per slide');
      calloutLines.push(m[1]!.trim());
    } else if ((m = /^ {2,}[-*] (.+)$/.exec(text))) {
      flushParagraph();
      const parent = state.list?.items.at(-1);
      if (!parent) return fail('sub-bullet without a parent bullet');
      parent.children.push(parseRichText(m[1]!, fail));
    } else if ((m = /^([-*]|\d+\.) (.+)$/.exec(text))) {
      flushParagraph();
      const ordered = m[1] !== '-' && m[1] !== '*';
      if (!state.list || state.list.ordered !== ordered) {
        state.list = { kind: 'list', ordered, items: [] };
        column().push(state.list);
      }
      state.list.items.push({ content: parseRichText(m[2]!, fail), children: [] });
    } else if (/^\s/.test(text)) {
      fail(`unexpected indentation: "${text}" (sub-bullets are "  - text")`);
    } else if (/^#/.test(text)) {
      fail(`headings need a space after the hashes: "${text}"`);
    } else {
      state.list = null;
      (paragraph ??= []).push(trimmed);
    }
  }
  endBlocks();

  current = start;
  if (!title) fail('missing "# Title" line');
  const finalLayout: Layout = layout ?? 'bullets';
  if (finalLayout === 'two-column' && columns.length !== 2) {
    fail('the two-column layout needs exactly one "|||" line between the columns');
  }
  if (finalLayout !== 'two-column' && columns.length !== 1) {
    fail('"|||" column breaks are only allowed with "layout: two-column"');
  }
  const noteText = notes.join('\n').trim();
  return {
    number,
    line: start,
    layout: finalLayout,
    title: title!,
    ...(subtitle ? { subtitle } : {}),
    columns,
    ...(calloutLines.length ? { callout: calloutLines.join(' ').trim() } : {}),
    ...(noteText ? { notes: noteText } : {}),
  };
}

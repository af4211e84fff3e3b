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

/** A labelled point on a ZOPA number line: a side's name, its walk-away point and its target. */
export interface ZopaSide {
  name: string;
  reservation: number;
  target: number;
}

export interface MatrixCell {
  title: string;
  text: string;
  /** `cell*:` draws the cell in the accent colour. */
  highlight: boolean;
}

/** A vector diagram drawn by the renderer (`::: type` ... `:::` in the source). */
export type Diagram =
  | {
      type: 'zopa';
      min: number;
      max: number;
      step: number;
      unit: string;
      /** Accepts anything at or above its reservation point. */
      seller: ZopaSide;
      /** Accepts anything at or below its reservation point. */
      buyer: ZopaSide;
      zone: string;
    }
  | {
      type: 'matrix';
      x: { label: string; low: string; high: string };
      y: { label: string; low: string; high: string };
      /** Top-left, top-right, bottom-left, bottom-right (top = high y, right = high x). */
      cells: MatrixCell[];
    }
  | { type: 'table'; header: string[]; rows: string[][] }
  | { type: 'pyramid'; levels: string[][] }
  | { type: 'flow'; steps: { title: string; text: string }[] }
  | { type: 'bars'; unit: string; bars: { label: string; value: number; highlight: boolean }[] };

export const DIAGRAM_TYPES = ['zopa', 'matrix', 'table', 'pyramid', 'flow', 'bars'] as const;

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; content: RichText }
  | { kind: 'list'; ordered: boolean; items: ListItem[] }
  | { kind: 'diagram'; diagram: Diagram };

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

export const LANGS = ['en', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

export interface Deck {
  key: string;
  /** `en` (default) or `ko`: decides the fonts and the characters allowed. */
  lang: Lang;
  /** A slide deck (16:9) or a handout (A4 portrait pages). */
  kind: 'deck' | 'handout';
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
const OPTIONAL_KEYS = ['lang', 'kind'] as const;
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

/** A number written with optional thousands separators: `1,450,000`, `75`, `3.5`. */
function parseNumber(raw: string, fail: (msg: string) => never): number {
  const n = Number(raw.trim().replace(/,/g, ''));
  if (!raw.trim() || !Number.isFinite(n)) fail(`expected a number, got "${raw.trim()}"`);
  return n;
}

const cells = (raw: string) => raw.split('|').map((c) => c.trim());

/** Parses the lines between `::: type` and `:::` into a diagram. */
export function parseDiagram(type: string, body: string[], fail: (msg: string) => never): Diagram {
  if (!(DIAGRAM_TYPES as readonly string[]).includes(type)) {
    fail(`unknown diagram "${type}" (expected one of ${DIAGRAM_TYPES.join(', ')})`);
  }
  const fields: { name: string; value: string }[] = [];
  const rows: string[][] = [];
  for (const raw of body) {
    const line = raw.trim();
    if (!line) continue;
    if (type === 'table') {
      if (!line.startsWith('|') || !line.endsWith('|')) fail(`a table row is "| a | b |", got "${line}"`);
      rows.push(cells(line.slice(1, -1)));
      continue;
    }
    const m = /^([a-z]+\*?):\s*(.*)$/.exec(line);
    if (!m) fail(`expected "name: value" in a ${type} diagram, got "${line}"`);
    fields.push({ name: m![1]!, value: m![2]! });
  }
  const one = (name: string) => {
    const found = fields.filter((f) => f.name === name);
    if (found.length !== 1) fail(`a ${type} diagram needs exactly one "${name}:" line`);
    return found[0]!.value;
  };
  const all = (...names: string[]) => fields.filter((f) => names.includes(f.name));
  const unknown = (known: string[]) => {
    const bad = fields.find((f) => !known.includes(f.name));
    if (bad) fail(`unknown line "${bad.name}:" in a ${type} diagram`);
  };

  switch (type) {
    case 'zopa': {
      unknown(['axis', 'seller', 'buyer', 'zone']);
      const [min, max, step, unit] = cells(one('axis'));
      const side = (raw: string): ZopaSide => {
        const [name, reservation, target] = cells(raw);
        if (!name || reservation === undefined || target === undefined)
          fail('a side is "name | reservation | target"');
        return {
          name: name!,
          reservation: parseNumber(reservation!, fail),
          target: parseNumber(target!, fail),
        };
      };
      const d = {
        type: 'zopa' as const,
        min: parseNumber(min ?? '', fail),
        max: parseNumber(max ?? '', fail),
        step: parseNumber(step ?? '', fail),
        unit: unit ?? '',
        seller: side(one('seller')),
        buyer: side(one('buyer')),
        zone: one('zone'),
      };
      if (d.min >= d.max || d.step <= 0) fail('axis is "min | max | step | unit" with min < max');
      for (const v of [d.seller.reservation, d.seller.target, d.buyer.reservation, d.buyer.target]) {
        if (v < d.min || v > d.max) fail(`${v} is outside the axis ${d.min}-${d.max}`);
      }
      return d;
    }
    case 'matrix': {
      unknown(['x', 'y', 'cell', 'cell*']);
      const axis = (raw: string) => {
        const [label, low, high] = cells(raw);
        if (!label || !low || !high) fail('an axis is "label | low | high"');
        return { label: label!, low: low!, high: high! };
      };
      const list = all('cell', 'cell*').map((f) => {
        const [title, ...rest] = cells(f.value);
        return { title: title ?? '', text: rest.join(' | '), highlight: f.name === 'cell*' };
      });
      if (list.length !== 4)
        fail('a matrix needs four "cell:" lines (top-left, top-right, bottom-left, bottom-right)');
      return { type: 'matrix', x: axis(one('x')), y: axis(one('y')), cells: list };
    }
    case 'table': {
      if (rows.length < 2) fail('a table needs a header row and at least one row');
      const width = rows[0]!.length;
      if (rows.some((r) => r.length !== width)) fail('every table row needs the same number of cells');
      return { type: 'table', header: rows[0]!, rows: rows.slice(1) };
    }
    case 'pyramid': {
      unknown(['level']);
      const levels = all('level').map((f) => cells(f.value));
      if (levels.length < 2 || levels.length > 3) fail('a pyramid needs two or three "level:" lines');
      return { type: 'pyramid', levels };
    }
    case 'flow': {
      unknown(['step']);
      const steps = all('step').map((f) => {
        const [title, ...rest] = cells(f.value);
        return { title: title ?? '', text: rest.join(' | ') };
      });
      if (steps.length < 2 || steps.length > 6) fail('a flow needs two to six "step:" lines');
      return { type: 'flow', steps };
    }
    default: {
      unknown(['unit', 'bar', 'bar*']);
      const unitField = all('unit')[0];
      const bars = all('bar', 'bar*').map((f) => {
        const [label, value] = cells(f.value);
        return { label: label ?? '', value: parseNumber(value ?? '', fail), highlight: f.name === 'bar*' };
      });
      if (bars.length < 2 || bars.length > 8) fail('a bar chart needs two to eight "bar:" lines');
      return { type: 'bars', unit: unitField?.value ?? '', bars };
    }
  }
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
  if (kind !== 'deck' && kind !== 'handout') {
    throw new DeckParseError(source, frontStart, `kind must be deck or handout, got "${kind}"`);
  }
  return {
    key: meta.key!,
    lang: lang as Lang,
    kind,
    workshop: meta.workshop!,
    accent: meta.accent!.toLowerCase(),
    slides,
  };
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

  let diagram: { type: string; body: string[]; line: number } | null = null;
  for (const { text, line } of chunk) {
    current = line;
    if (inNotes) {
      notes.push(text);
      continue;
    }
    const trimmed = text.trim();
    if (diagram) {
      if (trimmed === ':::') {
        const open = diagram;
        diagram = null;
        current = open.line;
        column().push({ kind: 'diagram', diagram: parseDiagram(open.type, open.body, fail) });
      } else diagram.body.push(text);
      continue;
    }
    if (/^:::\s*\S/.test(trimmed)) {
      endBlocks();
      diagram = { type: trimmed.slice(3).trim(), body: [], line };
      continue;
    }
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
  if (diagram) {
    current = diagram.line;
    fail('diagram is not closed with a ":::" line');
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

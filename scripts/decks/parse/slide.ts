/** One slide's source: title, layout, blocks, columns, callout and notes (content/decks/README.md). */
import { LAYOUTS, type Block, type Layout, type ListBlock, type RichText, type Slide } from '../deck';
import { parseDiagram } from './diagram';
import { DeckParseError } from './parse-error';

const COLUMN_BREAK = /^\|\|\|\s*$/;

/** A line of the source with its 1-based line number, for error messages. */
export interface SourceLine {
  text: string;
  line: number;
}

/** Split `**Term** rest` into a bold lead and the rest. */
export function parseRichText(raw: string, fail: (msg: string) => never): RichText {
  const text = raw.trim();
  const m = /^\*\*(.+?)\*\*(\s*)(.*)$/.exec(text);
  const result: RichText = m ? { lead: m[1]!.trim(), text: m[3]!.trim() } : { text };
  if (m && m[2] === '' && m[3]) result.glued = true;
  if (result.text.includes('**'))
    fail('bold (**...**) is only supported at the start of a bullet or paragraph');
  return result;
}

export function parseSlide(chunk: SourceLine[], number: number, source: string): Slide {
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

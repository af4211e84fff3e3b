import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DECK_KEYS } from '../../shared/keys';
import { renderWithCaseFile } from '../../shared/testing/case-documents';
import { DeckParseError, parseDeck } from './parse-deck';
import { renderDeck, type SlideLayout } from './render-deck';
import { listDebriefSources, listSources } from './sources';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIR = join(ROOT, 'content', 'decks');
const CASES_DIR = join(ROOT, 'content', 'cases');
/** Every case package's debrief deck sources, by their path from the root (content/cases/{slug}/debrief-deck.*.md). */
const debriefFiles = () =>
  readdirSync(CASES_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) =>
      listDebriefSources(join(CASES_DIR, e.name)).map((s) => `content/cases/${e.name}/${s.source}`),
    );
/** A deck source as the build reads it: a debrief deck's figures written out from its package's case file. */
const deckText = (file: string) => {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const debrief = /^content\/cases\/([^/]+)\/debrief-deck\.(en|ko)\.md$/.exec(file);
  if (!debrief) return text;
  const caseYaml = readFileSync(join(CASES_DIR, debrief[1]!, 'case.yaml'), 'utf8');
  return renderWithCaseFile(caseYaml, text, debrief[2] as 'en' | 'ko');
};
const sourcePath = (key: string) => join(DIR, `${key}.md`);
const pdfPath = (key: string) => join(DIR, 'pdf', `${key}.pdf`);
const load = (key: string) => parseDeck(readFileSync(sourcePath(key), 'utf8'), `${key}.md`);
const loadFile = (name: string) => parseDeck(readFileSync(join(DIR, name), 'utf8'), name);

/** The text of every page of a PDF, as pdf.js extracts it. */
async function pageTexts(file: string): Promise<string[]> {
  // verbosity 0: no warnings about the standard fonts' glyph data, which text extraction does not need
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      texts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
    }
    return texts;
  } finally {
    await pdf.destroy();
  }
}
const HANGUL = /[\uac00-\ud7a3]/g;

const header = '---\nkey: t\nworkshop: Test Workshop\naccent: #1d4ed8\n---\n';

describe('parseDeck', () => {
  it('parses front matter, layouts, bullets, sub-bullets, columns, callouts and notes', () => {
    const deck = parseDeck(
      header +
        [
          'layout: title',
          '# Hello',
          '## Sub',
          'Intro line',
          '---',
          '# Bullets',
          '- **Lead:** rest of it',
          '  - child',
          '- second',
          '1. step',
          '> callout one',
          '> continues',
          'Notes:',
          'say this',
          '- not a bullet, a note',
          '---',
          'layout: two-column',
          '# Columns',
          '### Left',
          'Paragraph text',
          'joined',
          '|||',
          '### Right',
          '- r',
          '---',
        ].join('\n'),
    );
    expect(deck).toMatchObject({ key: 't', workshop: 'Test Workshop', accent: '#1d4ed8' });
    expect(deck.slides).toHaveLength(3);
    const [title, bullets, cols] = deck.slides;
    expect(title).toMatchObject({ number: 1, layout: 'title', title: 'Hello', subtitle: 'Sub' });
    expect(title!.columns[0]).toEqual([{ kind: 'paragraph', content: { text: 'Intro line' } }]);
    expect(bullets!.layout).toBe('bullets');
    expect(bullets!.columns[0]).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [
          { content: { lead: 'Lead:', text: 'rest of it' }, children: [{ text: 'child' }] },
          { content: { text: 'second' }, children: [] },
        ],
      },
      { kind: 'list', ordered: true, items: [{ content: { text: 'step' }, children: [] }] },
    ]);
    expect(bullets!.callout).toBe('callout one continues');
    expect(bullets!.notes).toBe('say this\n- not a bullet, a note');
    expect(cols!.columns).toEqual([
      [
        { kind: 'heading', text: 'Left' },
        { kind: 'paragraph', content: { text: 'Paragraph text joined' } },
      ],
      [
        { kind: 'heading', text: 'Right' },
        { kind: 'list', ordered: false, items: [{ content: { text: 'r' }, children: [] }] },
      ],
    ]);
  });

  it.each([
    ['a missing title', 'layout: title\n# T\n---\n- just a bullet', /missing "# Title"/],
    ['an unknown layout', 'layout: title\n# T\n---\nlayout: fancy\n# X', /unknown layout "fancy"/],
    ['an orphan sub-bullet', 'layout: title\n# T\n---\n# X\n  - orphan', /sub-bullet without a parent/],
    ['a first slide that is not a title slide', '# X\n- a', /first slide must use "layout: title"/],
    [
      'two-column without a break',
      'layout: title\n# T\n---\nlayout: two-column\n# X\n- a',
      /exactly one "\|\|\|"/,
    ],
    ['an undrawable character', 'layout: title\n# T\n---\n# X\n- a \u2192 b', /U\+2192/],
    ['an empty slide', 'layout: title\n# T\n---\n---\n# X', /empty slide/],
    ['two callouts', 'layout: title\n# T\n---\n# X\n> one\n\n> two', /only one "> " callout/],
  ])('rejects %s with a located error', (_name, body, message) => {
    expect(() => parseDeck(header + body, 'bad.md')).toThrow(DeckParseError);
    expect(() => parseDeck(header + body, 'bad.md')).toThrow(message);
    expect(() => parseDeck(header + body, 'bad.md')).toThrow(/^bad\.md:\d+: /);
  });
});

describe.each(DECK_KEYS)('deck "%s"', (key) => {
  it('has a source that parses to 10-16 titled slides with a title slide first and a summary', () => {
    const deck = load(key);
    expect(deck.key).toBe(key);
    expect(deck.slides.length).toBeGreaterThanOrEqual(10);
    expect(deck.slides.length).toBeLessThanOrEqual(16);
    for (const slide of deck.slides) expect(slide.title.trim()).not.toBe('');
    expect(deck.slides[0]!.layout).toBe('title');
    expect(deck.slides.some((s) => s.layout === 'summary')).toBe(true);
    expect(deck.slides.some((s) => s.layout === 'exercise')).toBe(true);
  });

  it('has a committed PDF with one page per slide', async () => {
    const file = pdfPath(key);
    expect(existsSync(file), `${file} is missing; run npm run decks:build`).toBe(true);
    const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)) }).promise;
    try {
      expect(pdf.numPages).toBe(load(key).slides.length);
    } finally {
      await pdf.destroy();
    }
  });

  it('renders deterministically, without overflow, to the committed bytes', async () => {
    const deck = load(key);
    const first = await renderDeck(deck);
    const second = await renderDeck(deck);
    expect(first.equals(second)).toBe(true);
    expect(first.equals(readFileSync(pdfPath(key))), 'stale PDF; run npm run decks:build').toBe(true);
  });
});

describe('diagrams, Korean and handouts in the format', () => {
  it('parses each diagram type', () => {
    const deck = parseDeck(
      header +
        [
          'layout: title',
          '# T',
          '---',
          '# Z',
          '::: zopa',
          'axis: 60 | 85 | 5 | million won',
          'seller: Candidate | 68 | 78',
          'buyer: Company | 75 | 66',
          'zone: ZOPA',
          ':::',
          '::: matrix',
          'x: Standards | Low | High',
          'y: Safety | Low | High',
          'cell: A | a',
          'cell*: B | b',
          'cell: C | c',
          'cell: D | d',
          ':::',
          '::: table',
          '| Task | Lead |',
          '| Plan | A |',
          ':::',
        ].join('\n'),
    );
    const blocks = deck.slides[1]!.columns[0]!;
    expect(blocks.map((b) => (b.kind === 'diagram' ? b.diagram.type : b.kind))).toEqual([
      'zopa',
      'matrix',
      'table',
    ]);
    expect(blocks[0]).toMatchObject({
      diagram: {
        min: 60,
        max: 85,
        seller: { reservation: 68, target: 78 },
        buyer: { reservation: 75 },
        marks: [],
      },
    });
    expect(blocks[1]).toMatchObject({
      diagram: { cells: [{ highlight: false }, { highlight: true }, {}, {}] },
    });
    expect(blocks[2]).toMatchObject({ diagram: { header: ['Task', 'Lead'], rows: [['Plan', 'A']] } });
  });

  it.each([
    ['an unknown diagram', '::: venn\n:::', /unknown diagram "venn"/],
    ['an unclosed diagram', '::: table\n| a | b |', /not closed/],
    [
      'a ZOPA point off its axis',
      '::: zopa\naxis: 0 | 10 | 1 | x\nseller: s | 12 | 5\nbuyer: b | 8 | 2\nzone: z\n:::',
      /outside the axis/,
    ],
    [
      'a ZOPA mark off its axis',
      '::: zopa\naxis: 0 | 10 | 1 | x\nseller: s | 2 | 5\nbuyer: b | 8 | 2\nzone: z\nmark: m | 11\n:::',
      /outside the axis/,
    ],
    [
      'a matrix with three cells',
      '::: matrix\nx: a | b | c\ny: a | b | c\ncell: 1\ncell: 2\ncell: 3\n:::',
      /four "cell:"/,
    ],
  ])('rejects %s with a located error', (_name, body, message) => {
    expect(() => parseDeck(`${header}layout: title\n# T\n---\n# X\n${body}`, 'bad.md')).toThrow(message);
  });

  it('allows Hangul only in a deck whose front matter says lang: ko', () => {
    const ko = '---\nkey: t\nlang: ko\nworkshop: 테스트\naccent: #1d4ed8\n---\nlayout: title\n# 협상\n';
    expect(parseDeck(ko).lang).toBe('ko');
    expect(() => parseDeck(ko.replace('lang: ko\n', ''), 'en.md')).toThrow(
      /cannot be drawn with the built-in Helvetica/,
    );
  });
});

describe('every deck and handout source', () => {
  const sources = listSources(DIR);

  it('exists for each deck in English and Korean, with handouts for negotiation and communication', () => {
    const names = sources.map((s) => s.source);
    for (const key of DECK_KEYS) expect(names).toEqual(expect.arrayContaining([`${key}.md`, `${key}.ko.md`]));
    for (const key of ['negotiation', 'communication']) {
      expect(names).toEqual(expect.arrayContaining([`${key}-handout.md`, `${key}-handout.ko.md`]));
    }
  });

  it.each(sources.map((s) => [s.source, s] as const))(
    '%s renders to the committed PDF, one page per slide, none with a third of its body empty',
    async (_name, src) => {
      const deck = loadFile(src.source);
      expect(deck).toMatchObject({ key: src.key, lang: src.lang, kind: src.kind });
      const layouts: SlideLayout[] = [];
      const pdf = await renderDeck(deck, { onSlide: (l) => layouts.push(l) });
      const file = join(DIR, 'pdf', src.pdf);
      expect(existsSync(file), `${file} is missing; run npm run decks:build`).toBe(true);
      expect(pdf.equals(readFileSync(file)), `${src.pdf} is stale; run npm run decks:build`).toBe(true);
      if (src.kind === 'deck') {
        for (const l of layouts) {
          expect(
            l.empty / l.area,
            `${src.source} slide ${l.number} leaves ${Math.round(l.empty)} pt empty`,
          ).toBeLessThan(1 / 3);
        }
      }
      const texts = await pageTexts(file);
      expect(texts).toHaveLength(deck.slides.length);
      if (src.lang === 'ko') {
        // every page carries Korean text, drawn with the embedded font (so pdf.js can extract it)
        for (const [i, text] of texts.entries()) {
          expect((text.match(HANGUL) ?? []).length, `${src.pdf} page ${i + 1}`).toBeGreaterThan(5);
        }
      }
    },
  );

  it.each(DECK_KEYS)('the Korean %s deck has 12-18 slides that follow the English deck', (key) => {
    const ko = loadFile(`${key}.ko.md`);
    const en = load(key);
    expect(ko.slides.length).toBeGreaterThanOrEqual(12);
    expect(ko.slides.length).toBeLessThanOrEqual(18);
    expect(ko.slides.map((s) => s.layout)).toEqual(en.slides.map((s) => s.layout));
    expect(ko.accent).toBe(en.accent);
  });

  it.each([
    ...sources.filter((s) => s.kind === 'deck').map((s) => `content/decks/${s.source}`),
    ...debriefFiles(),
  ])('%s draws at least one slide in three as a diagram, chart or table, not bullets', (file) => {
    const { slides } = parseDeck(deckText(file), file);
    const drawn = slides.filter((s) => s.columns.flat().some((b) => b.kind === 'diagram'));
    expect(drawn.length * 3, drawn.map((s) => s.title).join(', ')).toBeGreaterThanOrEqual(slides.length);
  });

  it('keeps every node of an English pyramid to five words, so it is read at a glance', () => {
    const nodes = sources
      .filter((s) => s.lang === 'en')
      .flatMap((s) => loadFile(s.source).slides)
      .flatMap((slide) => slide.columns.flat())
      .flatMap((b) => (b.kind === 'diagram' && b.diagram.type === 'pyramid' ? b.diagram.levels.flat() : []));
    expect(nodes.length).toBeGreaterThan(3);
    // a dash or another mark standing alone is not a word
    const words = (node: string) => node.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    expect(nodes.filter((n) => words(n) > 5)).toEqual([]);
  });

  it('uses won, not euros, real dashes and quotes, and never calls Tariff Wars a prisoner’s dilemma', () => {
    for (const src of sources) {
      const text = readFileSync(join(DIR, src.source), 'utf8').split('---').slice(2).join('---');
      expect(text, src.source).not.toMatch(/€|EUR\b/);
      expect(text, src.source).not.toMatch(/\S - /);
      expect(text.replace(/`[^`]*`/g, ''), src.source).not.toMatch(/"/);
      expect(text, src.source).not.toMatch(/prisoner|죄수/i);
    }
  });
});

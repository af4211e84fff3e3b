import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DECK_KEYS } from '../../shared/keys';
import { DeckParseError, parseDeck } from './parse-deck';
import { renderDeck } from './render-deck';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sourcePath = (key: string) => join(ROOT, 'content', 'decks', `${key}.md`);
const pdfPath = (key: string) => join(ROOT, 'content', 'decks', 'pdf', `${key}.pdf`);
const load = (key: string) => parseDeck(readFileSync(sourcePath(key), 'utf8'), `${key}.md`);

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

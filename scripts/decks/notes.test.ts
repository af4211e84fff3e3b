import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DECK_KEYS } from '../../shared/keys';
import { deckNotes, NO_NOTES, notesFileOf, notesJson } from './notes';
import { parseDeck } from './parse-deck';
import { listSources, sourceOf } from './sources';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIR = join(ROOT, 'content', 'decks');
const load = (name: string) => parseDeck(readFileSync(join(DIR, name), 'utf8'), name);
const header = '---\nkey: t\nworkshop: Test Workshop\naccent: #1d4ed8\n---\n';

describe('speaker notes in the format', () => {
  it('exposes one entry per slide, the marker and a missing block as empty notes', () => {
    const deck = parseDeck(
      header +
        [
          'layout: title',
          '# T',
          'Notes:',
          'Welcome them.',
          'Ask: who negotiated this week?',
          '---',
          '# Nothing to say',
          `Notes: ${NO_NOTES}`,
          '---',
          '# No block',
        ].join('\n'),
    );
    expect(deckNotes(deck)).toEqual([
      { slide: 1, notes: 'Welcome them.\nAsk: who negotiated this week?' },
      { slide: 2, notes: '' },
      { slide: 3, notes: '' },
    ]);
    expect(JSON.parse(notesJson(deck))).toEqual(deckNotes(deck));
  });

  it('names the notes file beside each slide PDF, and none for a handout', () => {
    expect(notesFileOf('ai.ko.pdf')).toBe('ai.ko.notes.json');
    expect(sourceOf('ai.md')).toMatchObject({ pdf: 'ai.pdf', notes: 'ai.notes.json' });
    expect(sourceOf('ai.ko.md')).toMatchObject({ pdf: 'ai.ko.pdf', notes: 'ai.ko.notes.json' });
    expect(sourceOf('negotiation-handout.md')!.notes).toBeUndefined();
  });
});

describe.each(DECK_KEYS)('the %s deck’s speaker notes', (key) => {
  const en = load(`${key}.md`);
  const ko = load(`${key}.ko.md`);

  it('has the same number of slides in English and Korean', () => {
    expect(ko.slides.length).toBe(en.slides.length);
  });

  it.each([
    ['English', en],
    ['Korean', ko],
  ] as const)('has notes on every %s slide (or the explicit "Notes: -")', (_lang, deck) => {
    for (const slide of deck.slides) {
      expect(slide.notes, `${deck.key} (${deck.lang}) slide ${slide.number} "${slide.title}"`).toBeTruthy();
    }
  });

  it('has Korean notes written in Korean and English notes without Hangul', () => {
    for (const [i, slide] of ko.slides.entries()) {
      if (slide.notes === NO_NOTES) continue;
      expect(slide.notes, `${key}.ko.md slide ${i + 1}`).toMatch(/[\uac00-\ud7a3]/);
    }
    for (const slide of en.slides) expect(slide.notes).not.toMatch(/[\uac00-\ud7a3]/);
  });
});

describe('the notes files beside the PDFs', () => {
  const decks = listSources(DIR).filter((s) => s.kind === 'deck');

  it('exist for every deck in both languages', () => {
    expect(decks.map((s) => s.notes).sort()).toEqual(
      DECK_KEYS.flatMap((k) => [`${k}.ko.notes.json`, `${k}.notes.json`]).sort(),
    );
  });

  it.each(decks.map((s) => [s.notes!, s] as const))(
    '%s is rebuilt with its PDF: one entry per PDF page, the committed bytes',
    async (_name, src) => {
      const deck = load(src.source);
      const file = join(DIR, 'pdf', src.notes!);
      expect(existsSync(file), `${file} is missing; run npm run decks:build`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${src.notes} is stale; run npm run decks:build`).toBe(
        notesJson(deck),
      );
      const pdf = await getDocument({
        data: new Uint8Array(readFileSync(join(DIR, 'pdf', src.pdf))),
        verbosity: 0,
      }).promise;
      try {
        const entries = JSON.parse(readFileSync(file, 'utf8')) as { slide: number; notes: string }[];
        expect(entries.map((e) => e.slide)).toEqual(Array.from({ length: pdf.numPages }, (_, i) => i + 1));
      } finally {
        await pdf.destroy();
      }
    },
  );
});

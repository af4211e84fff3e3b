import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { SIMULATIONS as REGISTERED, type Lang } from '../../shared/simulations';
import { casePdf, renderWithCaseFile } from '../../shared/testing/case-documents';
import { parseDeck } from './parse-deck';
import { renderDeck, type SlideLayout } from './render-deck';
import { debriefSourceOf, listDebriefSources } from './sources';

/** The cases with a debrief deck of their own: a variant's figures differ from its base's deck. */
const SIMULATIONS = REGISTERED.filter((s) => !s.variantOf);

/**
 * The cases' debrief decks (content/cases/{slug}/debrief-deck.{en,ko}.md, instructor only) are built and
 * checked like the workshop decks, and the student's negotiation deck no longer holds what they debrief.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CASES = join(ROOT, 'content', 'cases');
const DECKS = join(ROOT, 'content', 'decks');
const load = (dir: string, name: string) => parseDeck(readFileSync(join(dir, name), 'utf8'), name);
/** A case package's folder. */
const packageDir = (slug: string) => join(CASES, slug);
/** A debrief deck's source with its package's figures written out, as the deck build reads it. */
const debriefText = (slug: string, lang: Lang) =>
  renderWithCaseFile(
    readFileSync(join(packageDir(slug), 'case.yaml'), 'utf8'),
    readFileSync(join(packageDir(slug), `debrief-deck.${lang}.md`), 'utf8'),
    lang,
  );
const loadDebrief = (slug: string, lang: Lang) =>
  parseDeck(debriefText(slug, lang), `content/cases/${slug}/debrief-deck.${lang}.md`);
const HANGUL = /[\uac00-\ud7a3]/g;

async function pageTexts(file: string): Promise<string[]> {
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

describe('the debrief deck sources', () => {
  const sources = SIMULATIONS.flatMap((sim) => listDebriefSources(packageDir(sim.slug)));

  it('exist for every simulation, in English and Korean, and the registry names their PDFs', () => {
    expect(sources.map((s) => `${s.key}/${s.source}`)).toEqual(
      SIMULATIONS.flatMap((sim) => [`${sim.slug}/debrief-deck.en.md`, `${sim.slug}/debrief-deck.ko.md`]),
    );
    for (const sim of SIMULATIONS) {
      expect(sim.debriefDeck, sim.key).toEqual({
        en: `cases/${sim.key}/debrief-deck.en.pdf`,
        ko: `cases/${sim.key}/debrief-deck.ko.pdf`,
      });
      // the registry serves the package's PDF, the one the build writes
      for (const lang of ['en', 'ko'] as const) {
        const file = readFileSync(join(packageDir(sim.slug), `debrief-deck.${lang}.pdf`));
        expect(file.equals(casePdf(sim.debriefDeck![lang])), `${sim.key} ${lang}`).toBe(true);
      }
    }
    const slug = SIMULATIONS[0]!.slug;
    for (const name of ['README.md', 'chess.md', `${slug}.md`, 'debrief-deck.fr.md', 'teaching-notes.en.md'])
      expect(debriefSourceOf(name, slug), name).toBeNull();
  });

  it.each(sources.map((s) => [`${s.key}/${s.source}`, s] as const))(
    '%s renders to the committed PDF, one page per slide, none with a third of its body empty',
    async (_name, src) => {
      const deck = loadDebrief(src.key, src.lang);
      expect(deck).toMatchObject({ key: src.key, lang: src.lang, kind: 'debrief' });
      const layouts: SlideLayout[] = [];
      const pdf = await renderDeck(deck, { onSlide: (l) => layouts.push(l) });
      const file = join(packageDir(src.key), src.pdf);
      expect(existsSync(file), `${file} is missing; run npm run decks:build`).toBe(true);
      expect(pdf.equals(readFileSync(file)), `${src.pdf} is stale; run npm run decks:build`).toBe(true);
      for (const l of layouts) {
        expect(
          l.empty / l.area,
          `${src.key}/${src.source} slide ${l.number} leaves ${Math.round(l.empty)} pt empty`,
        ).toBeLessThan(1 / 3);
      }
      const texts = await pageTexts(file);
      expect(texts).toHaveLength(deck.slides.length);
      if (src.lang === 'ko') {
        for (const [i, text] of texts.entries()) {
          expect((text.match(HANGUL) ?? []).length, `${src.pdf} page ${i + 1}`).toBeGreaterThan(5);
        }
      }
    },
  );

  it.each(SIMULATIONS.map((sim) => sim.slug))(
    'the %s deck has its parts in both languages, the same layouts, and notes on every slide',
    (slug) => {
      const en = loadDebrief(slug, 'en');
      const ko = loadDebrief(slug, 'ko');
      expect(ko.slides.map((s) => s.layout)).toEqual(en.slides.map((s) => s.layout));
      expect(en.slides.length).toBeGreaterThanOrEqual(8);
      expect(en.slides.length).toBeLessThanOrEqual(12);
      for (const deck of [en, ko]) {
        for (const slide of deck.slides) {
          expect(slide.notes, `${slug} (${deck.lang}) slide ${slide.number}`).toBeTruthy();
          expect(slide.notes).not.toBe('-');
          // what to say, then a question for the room and the minutes (Ask/Time, 질문/시간)
          expect(slide.notes, `${slug} (${deck.lang}) slide ${slide.number}`).toMatch(
            deck.lang === 'ko' ? /\n시간: / : /\nTime: /,
          );
        }
      }
      for (const slide of en.slides) expect(slide.notes).not.toMatch(HANGUL);
      for (const slide of ko.slides) expect(slide.notes).toMatch(HANGUL);
      // the slot for the class's results, the learning points, the epilogue
      expect(en.slides.some((s) => /^Show the (Projector debrief|scoreboard)/.test(s.title))).toBe(true);
      expect(ko.slides.some((s) => /^지금 (프로젝터 디브리핑|점수판)/.test(s.title))).toBe(true);
      expect(en.slides.at(-1)!.layout).toBe('summary');
      expect(en.slides.some((s) => s.title.startsWith('Epilogue'))).toBe(true);
      expect(ko.slides.some((s) => s.title.startsWith('에필로그'))).toBe(true);
    },
  );

  it('draw each negotiation’s bargaining range with both limits as the registry states them', () => {
    const zopa = (slug: string, lang: Lang) =>
      loadDebrief(slug, lang)
        .slides.flatMap((s) => s.columns.flat())
        .flatMap((b) => (b.kind === 'diagram' && b.diagram.type === 'zopa' ? [b.diagram] : []));
    // million won (both languages: 백만 원 in Korean), billion won (English), 억 원 (Korean)
    expect(zopa('queen-of-sorrows', 'en')[0]).toMatchObject({
      seller: { reservation: 50 },
      buyer: { reservation: 200 },
    });
    expect(zopa('queen-of-sorrows', 'ko')[0]).toMatchObject({
      seller: { reservation: 50 },
      buyer: { reservation: 200 },
    });
    expect(zopa('shinhwa-vs-daesung', 'en')[0]).toMatchObject({
      seller: { reservation: 1.4 },
      buyer: { reservation: 3.6 },
    });
    expect(zopa('shinhwa-vs-daesung', 'ko')[0]).toMatchObject({
      seller: { reservation: 14 },
      buyer: { reservation: 36 },
    });
  });

  it('use real dashes and quotes, and name a prisoner’s dilemma only to say Tariff Wars is not one', () => {
    for (const src of sources) {
      const text = debriefText(src.key, src.lang).split('---').slice(2).join('---');
      const name = `${src.key}/${src.source}`;
      expect(text, name).not.toMatch(/€|EUR\b/);
      expect(text, name).not.toMatch(/\S - /);
      expect(text.replace(/`[^`]*`/g, ''), name).not.toMatch(/"/);
      // it may contrast the two games (students bring the prisoner's dilemma with them), never equate them
      expect(text, name).not.toMatch(/\b(is|was) a prisoner’s dilemma|죄수의 딜레마(입니다|이다|였)/i);
      if (src.key === 'solara-lunara')
        expect(text, name).toMatch(/not a prisoner’s dilemma|죄수의 딜레마가 아닌/);
    }
  });
});

describe('the students’ negotiation deck', () => {
  it.each(['negotiation.md', 'negotiation.ko.md'])(
    '%s keeps the concepts but no longer debriefs the cases (no Tariff Wars answer, no case debrief slide)',
    (name) => {
      const deck = load(DECKS, name);
      const titles = deck.slides.map((s) => s.title);
      expect(titles.filter((t) => /debrief|디브리핑/i.test(t))).toEqual([]);
      // what the student can read in the PDF: titles, bodies, callouts (the notes are the instructor's)
      const shown = JSON.stringify(deck.slides.map(({ notes: _notes, ...slide }) => slide));
      expect(shown).not.toMatch(/Chicken|치킨|6 \/ 6|6\u00a0\/\u00a06/);
      expect(
        deck.slides.some((s) =>
          s.columns.flat().some((b) => b.kind === 'diagram' && b.diagram.type === 'matrix'),
        ),
      ).toBe(false);
      for (const concept of [/BATNA/, /ZOPA/, /기준점\(앵커\) 효과|Anchoring/, /(Key takeaways|핵심 정리)/]) {
        expect(titles.join('\n'), `${name}: ${concept}`).toMatch(concept);
      }
    },
  );
});

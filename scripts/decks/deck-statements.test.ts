import { koreanWon } from '@shared/format';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { caseFiguresOf } from '../../shared/case-figures';
import { SIMULATIONS as REGISTERED, simulationOf } from '../../shared/simulations';
import { caseDocument, renderWithCaseFile } from '../../shared/testing/case-documents';
import type { Block, Deck, Diagram, Lang, Slide } from './deck';
import { parseDeck } from './parse-deck';
import { tariffPayoffCells, payoffCell } from '../../shared/testing/tariff-wars';

/** The cases with a debrief deck of their own: a variant's figures differ from its base's deck. */
const SIMULATIONS = REGISTERED.filter((s) => !s.variantOf);

/**
 * What the decks and handouts state, checked against the data and against the documents beside them: each
 * debrief's minutes add up to the time it announces, the Tariff Wars matrix reads as the teams' sheets do,
 * the worked success fee comes from each side's belief, so does the casting bonus, the laptop seller's
 * alternative is its points table's zero, and the communication deck's example does not solve the handout's
 * exercise.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const load = (file: string) => parseDeck(read(file), file.split('/').at(-1)!);
const suffix = (lang: Lang) => (lang === 'ko' ? '.ko' : '');
/** A case's debrief deck from its package, its figures written out from the case file as the build does. */
const debriefDeck = (slug: string, lang: Lang) => {
  const file = `content/cases/${slug}/debrief-deck.${lang}.md`;
  const text = renderWithCaseFile(read(`content/cases/${slug}/case.yaml`), read(file), lang);
  return parseDeck(text, file);
};
const LANGS: Lang[] = ['en', 'ko'];

const blocks = (slide: Slide): Block[] => slide.columns.flat();
const diagramsOf = <T extends Diagram['type']>(deck: Deck, type: T) =>
  deck.slides.flatMap((s) =>
    blocks(s).flatMap((b) =>
      b.kind === 'diagram' && b.diagram.type === type ? [b.diagram as Extract<Diagram, { type: T }>] : [],
    ),
  );
/** Everything a slide shows: title, subtitle, body text, diagrams and callout (not its notes). */
const shown = (slide: Slide) => JSON.stringify({ ...slide, notes: undefined });

describe('each debrief deck’s minutes', () => {
  /** A slide's minutes: the first number of its Time (시간) line. */
  const minutesOf = (slide: Slide) => {
    const line = /^(?:Time|시간): .*$/m.exec(slide.notes ?? '')?.[0];
    expect(line, `slide ${slide.number}`).toBeDefined();
    return Number(/\d+/.exec(line!)![0]);
  };
  /** "20–25" (English) or "20~25" (Korean) minutes: the whole debrief's time as a range. */
  const range = (text: string) => {
    const m = /(\d+)[–~](\d+)/.exec(text);
    expect(m, text).not.toBeNull();
    return [Number(m![1]), Number(m![2])] as const;
  };
  const cases = SIMULATIONS.flatMap((sim) => LANGS.map((lang) => ({ sim, lang })));

  it.each(cases.map((c) => [`${c.sim.slug} (${c.lang})`, c] as const))(
    '%s add up to the time its title slide announces, which the teaching note’s timing states too',
    (_name, { sim, lang }) => {
      const deck = debriefDeck(sim.slug, lang);
      const [title, ...rest] = deck.slides;
      const announced = range(/^(?:Time|시간): .*$/m.exec(title!.notes ?? '')![0]);
      const onSlide = blocks(title!).find((b) => b.kind === 'paragraph');
      expect(onSlide && onSlide.kind === 'paragraph' && range(onSlide.content.text)).toEqual(announced);
      const total = rest.map(minutesOf).reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(announced[0]);
      expect(total).toBeLessThanOrEqual(announced[1]);
      const row = caseDocument(sim.teachingNotes![lang])
        .split('\n')
        .find((l) => (lang === 'en' ? /^\| Debrief \|/ : /^\| 디브리핑 \|/).test(l));
      expect(row, `${sim.slug} note`).toBeDefined();
      const [low, high] = /(\d+) (?:to|~) ?(\d+)|(\d+)~(\d+)/
        .exec(row!)!
        .slice(1)
        .filter(Boolean)
        .map(Number);
      expect([low, high]).toEqual([...announced]);
    },
  );
});

describe('the Tariff Wars debrief’s payoff matrix', () => {
  const CHOICE: Record<Lang, Record<'Low' | 'High', string>> = {
    en: { Low: 'Low', High: 'High' },
    ko: { Low: '낮음', High: '높음' },
  };
  /** The order of the rows (own choice) in the Solara team's sheet, as its payoff table lists them. */
  const sheetRows = (lang: Lang) => {
    const solara = simulationOf('solaraLunara').roles.find((r) => r.slug === 'solara')!;
    const text = caseDocument(solara.content[lang]);
    const cell = (own: string, their: string) =>
      payoffCell(tariffPayoffCells().find((p) => p.own === own && p.their === their)!);
    return text
      .split('\n')
      .flatMap((line) =>
        (['Low', 'High'] as const).filter((own) =>
          line.endsWith(`| ${cell(own, 'Low')} | ${cell(own, 'High')} |`),
        ),
      );
  };

  it.each(LANGS)(
    'in %s reads as the teams’ sheets: Solara’s rows in their order, Lunara’s columns Low then High',
    (lang) => {
      const rows = sheetRows(lang);
      expect(rows).toEqual(['Low', 'High']);
      const [matrix] = diagramsOf(debriefDeck('solara-lunara', lang), 'matrix');
      expect(matrix).toBeDefined();
      // the renderer draws the y axis's high end as the top row and the x axis's low end as the left column
      expect([matrix!.y.high, matrix!.y.low]).toEqual(rows.map((r) => CHOICE[lang][r]));
      expect([matrix!.x.low, matrix!.x.high]).toEqual([CHOICE[lang].Low, CHOICE[lang].High]);
      const expected = rows.flatMap((own) =>
        (['Low', 'High'] as const).map((their) =>
          payoffCell(tariffPayoffCells().find((p) => p.own === own && p.their === their)!),
        ),
      );
      expect(matrix!.cells.map((c) => c.title)).toEqual(expected);
    },
  );
});

describe('the legal case’s worked success fee', () => {
  const successFee = caseFiguresOf('shinhwaDaesung')!.termPoints!.find((t) => t.key === 'successFee')!;
  const [guaranteed, fee, flat] = [2_000, 1_200, 2_700]; // million won
  const expects = (role: string) => guaranteed + fee * Math.abs(successFee.points[role]!);
  /** Billion won in the English deck, 억 원 in the Korean one. */
  const unit: Record<Lang, number> = { en: 1_000, ko: 100 };
  const n = (m: number, lang: Lang) => String(Math.round((m / unit[lang]) * 1_000) / 1_000);

  it.each(LANGS)(
    'in %s: the table is each side’s expectation, and the flat fee sits between them',
    (lang) => {
      const table = diagramsOf(debriefDeck('shinhwa-vs-daesung', lang), 'table').find((t) =>
        t.rows.some((r) => r.length === 4),
      );
      expect(table).toBeDefined();
      expect(table!.rows.map((r) => r.slice(1))).toEqual([
        [n(flat, lang), n(flat, lang), n(flat, lang)],
        [n(guaranteed + fee, lang), n(expects('daesung'), lang), n(expects('shinhwa'), lang)],
      ]);
      // both sides prefer the success fee to this flat fee: Daesung expects to pay less, the firm to receive more
      expect(expects('daesung')).toBeLessThan(flat);
      expect(expects('shinhwa')).toBeGreaterThan(flat);
    },
  );
});

describe('the casting debrief’s bonus table', () => {
  const bonus = caseFiguresOf('queenOfSorrows')!.termPoints!.find((t) => t.key === 'bonus')!;
  /** Million won as each deck writes it: "20 million won", "2천만 원". */
  const won: Record<Lang, (m: number) => string> = {
    en: (m) => `${m} million won`,
    ko: (m) => koreanWon(m * 1_000_000),
  };
  const CHANCE: Record<Lang, Record<string, string>> = {
    en: { '2/3': 'two in three', '1/3': 'one in three' },
    ko: { '2/3': '3분의 2', '1/3': '3분의 1' },
  };

  it.each(LANGS)(
    'in %s: the bonus’s worth to Yeji and its cost to the studio are each side’s belief times the bonus',
    (lang) => {
      const deck = debriefDeck('queen-of-sorrows', lang);
      const table = diagramsOf(deck, 'table').find((t) => /bonus|보너스/.test(t.header[0]!));
      expect(table).toBeDefined();
      const amount = won[lang](30);
      expect(table!.header[0]).toContain(amount);
      const rows = table!.rows.map((r) => r.join(' | '));
      // the agent believes it is paid two times in three; the studio one in three, and pays half of it
      expect(bonus.points.agent).toBeCloseTo(2 / 3);
      expect(bonus.points.studio).toBeCloseTo(-1 / 3 / 2);
      expect(rows[0]).toContain(`${CHANCE[lang]['2/3']} | ${CHANCE[lang]['1/3']}`);
      const worth = won[lang](Math.round(30 * bonus.points.agent!));
      const cost = won[lang](Math.round(30 * -bonus.points.studio!));
      const average = table!.rows.find((r) => r[1]!.includes(worth));
      expect(average, `a row with ${worth}`).toBeDefined();
      expect(average![2]).toContain(cost);
      // the ceiling counts the whole bonus, not its average
      expect(table!.rows.at(-1)![2]).toContain(amount);
    },
  );
});

describe('the laptop exercise’s seller page', () => {
  const amount: Record<Lang, (s: string) => number> = {
    en: (s) => Number(/([\d,]{7,}) won/.exec(s)![1]!.replace(/,/g, '')),
    ko: (s) => Number(/(\d+)만 원/.exec(s)![1]) * 10_000,
  };
  it.each(LANGS)(
    'in %s: its BATNA is the zero of its points table, so no scored deal is worse than no deal',
    (lang) => {
      const handout = load(`content/decks/negotiation-handout${suffix(lang)}.md`);
      const seller = handout.slides.find((s) => /seller|영업 담당/.test(`${s.title} ${s.subtitle ?? ''}`))!;
      expect(seller, 'seller page').toBeDefined();
      const batna = blocks(seller)
        .flatMap((b) => (b.kind === 'list' ? b.items : []))
        .find((i) => /BATNA/.test(i.content.lead ?? ''));
      const [points] = diagramsOf({ ...handout, slides: [seller] }, 'table');
      const zero = amount[lang](points!.rows[0]![0]!);
      expect(amount[lang](batna!.content.text)).toBe(zero);
    },
  );
});

describe('the communication deck’s pyramid example', () => {
  /** The facts of the email the handout asks the room to rewrite: the deck must not rewrite it first. */
  const EMAIL: Record<Lang, string[]> = {
    en: ['PayLink', 'API', '3 March', '180 million won', 'launch'],
    ko: ['페이링크', 'API', '3월 3일', '1억 8천만 원', '출시'],
  };
  it.each(LANGS)('in %s tells a different story from the handout’s email', (lang) => {
    const handout = read(`content/decks/communication-handout${suffix(lang)}.md`);
    for (const fact of EMAIL[lang]) expect(handout, fact).toContain(fact);
    const deck = load(`content/decks/communication${suffix(lang)}.md`);
    const example = deck.slides.find((s) =>
      blocks(s).some((b) => b.kind === 'diagram' && b.diagram.type === 'pyramid'),
    );
    expect(example).toBeDefined();
    const text = shown(example!) + (example!.notes ?? '');
    for (const fact of EMAIL[lang]) expect(text, fact).not.toContain(fact);
  });
});

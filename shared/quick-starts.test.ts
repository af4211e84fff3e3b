import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { caseFiguresOf } from './case-figures';
import { TIMER_PRESETS } from './contracts/class-timer-config';
import { ROLE_LANGS, type RoleLang } from './contracts/roles';
import { tariffBenchmarks, TEAM_SIZE_MAX, TEAM_SIZE_MIN, tariffPayoff } from './contracts/tariff-config';
import { DECK_KEYS } from './keys';
import { type Figure } from './scenarios';
import { SIMULATIONS as REGISTERED, simulationOf } from './simulations';
import { caseDocument } from './testing/case-documents';
import { castingFigures, legalFeeFigures } from './testing/seed-figures';
import { TARIFF_WARS, tariffRules } from './testing/tariff-wars';

/**
 * The instructor's one-page quick-starts (docs/quick-starts): one per case and per workshop deck, in English
 * and Korean. An instructor follows them in front of the room, so every button they name must be on the site,
 * the numbers they put on the board must be the case's, and both languages must agree. (The decks' run sheets
 * against the slides: scripts/decks/quick-starts.test.ts.)
 */

const root = fileURLToPath(new URL('../', import.meta.url));
const DIR = 'docs/quick-starts';
const read = (file: string) => fs.readFileSync(path.join(root, DIR, file), 'utf8');
const caseFile = (slug: string, lang: RoleLang) => `${slug}.${lang}.md`;
const deckFile = (key: string, lang: RoleLang) => `${key}-deck.${lang}.md`;
/** The cases with a quick-start of their own: a variant is run from its base's. */
const SIMULATIONS = REGISTERED.filter((s) => !s.variantOf);
const all = [
  ...SIMULATIONS.flatMap((s) => ROLE_LANGS.map((lang) => caseFile(s.slug, lang))),
  ...DECK_KEYS.flatMap((k) => ROLE_LANGS.map((lang) => deckFile(k, lang))),
];

/** A markdown table under a heading that starts with `heading`: its body rows as cells. */
function table(text: string, heading: RegExp): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  expect(start, String(heading)).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (line.startsWith('|'))
      rows.push(
        line
          .slice(1, -1)
          .split(' | ')
          .map((c) => c.trim()),
      );
  }
  // the header and the line under it
  return rows.slice(2);
}
const runSheet = (text: string) => table(text, /^## (Run sheet|진행표)/);
const board = (text: string) => table(text, /^## (Three numbers for the board|칠판에 적을 세 숫자)/);

/** The site's source a visitor or the instructor sees: every non-test .ts/.tsx file of client/src and shared/. */
function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? e.name === '__tests__' || e.name === 'testing'
          ? []
          : sources(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
          ? [fs.readFileSync(path.join(root, dir, e.name), 'utf8')]
          : [],
    );
}
const site = [...sources('client/src'), ...sources('shared')].join('\n');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name the site shows: where a string literal or a JSX text starts with it. */
const onSite = (name: string) => new RegExp(`(?:['"\`>]|^[ \\t]*)${escape(name)}`, 'mu').test(site);

describe('the quick-starts', () => {
  it('exist for every case and every deck, in English and Korean, and the folder has nothing else but its index', () => {
    const files = fs.readdirSync(path.join(root, DIR)).filter((f) => f !== 'README.md');
    expect(files.sort()).toEqual([...all].sort());
    const index = read('README.md');
    for (const file of all) expect(index, file).toContain(`](${file})`);
  });

  it.each(all)(
    '%s names only buttons, switches, tabs and links the site has (every name in bold)',
    (file) => {
      const names = [...read(file).matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!);
      expect(names.length).toBeGreaterThan(5);
      expect(names.filter((n) => !onSite(n))).toEqual([]);
    },
  );

  it('the checker finds a name where the site starts a text with it, and not a made-up one', () => {
    for (const name of [
      'Release debrief',
      'End class',
      'Pair latecomers',
      'Reveal round',
      'Teaching notes',
      '공통 정보',
    ])
      expect(onSite(name), name).toBe(true);
    for (const name of ['Reveal all rounds', 'End the class now', 'Debrief everyone'])
      expect(onSite(name), name).toBe(false);
  });

  it.each([...SIMULATIONS.map((s) => caseFile(s.slug, 'en')), ...DECK_KEYS.map((k) => deckFile(k, 'en'))])(
    '%s and its Korean twin have the same outline, the same minutes and the same numbers for the board',
    (en) => {
      const [textEn, textKo] = [read(en), read(en.replace('.en.md', '.ko.md'))];
      const outline = (t: string) => ({
        headings: t.split('\n').filter((l) => /^#{1,3} /.test(l)).length,
        items: t.split('\n').filter((l) => l.startsWith('- ')).length,
      });
      expect(outline(textKo)).toEqual(outline(textEn));
      expect(textKo).toMatch(/[\uac00-\ud7a3]/u);
      expect(runSheet(textKo).map((r) => r[0])).toEqual(runSheet(textEn).map((r) => r[0]));
      expect(board(textKo)).toHaveLength(3);
      expect(board(textEn)).toHaveLength(3);
    },
  );
});

describe('each case’s quick-start', () => {
  /** A run sheet's total, in its heading: "(about 90 minutes)", "(약 90분)". */
  const total = (text: string) =>
    Number(
      /^## (?:Run sheet \(about (\d+) minutes\)|진행표\(약 (\d+)분\))/m.exec(text)!.slice(1).find(Boolean),
    );

  it.each(SIMULATIONS.flatMap((s) => ROLE_LANGS.map((lang) => [s.slug, lang, s.key] as const)))(
    '%s (%s): its minutes add up, preparation is the one preparation time and the timer presets are as it says',
    (slug, lang, key) => {
      const text = read(caseFile(slug, lang));
      const rows = runSheet(text);
      const mins = rows.map((r) => Number(r[0]));
      expect(mins[0]).toBe(0);
      expect([...mins].sort((a, b) => a - b)).toEqual(mins);
      expect(mins.at(-1)).toBe(total(text));
      // preparation lasts the Preparation preset, from its row to the next
      const preparation = TIMER_PRESETS.find((p) => p.label === 'Preparation')!.minutes;
      const prep = rows.findIndex((r) => /^(Preparation|준비 20분)\b|^준비 \d+분/.test(r[1]!));
      expect(prep, 'a preparation row').toBeGreaterThan(-1);
      expect(mins[prep + 1]! - mins[prep]!).toBe(preparation);
      if (key !== TARIFF_WARS) {
        // the negotiation runs the teaching note's minutes, typed in because the preset is shorter
        const negotiation = TIMER_PRESETS.find((p) => p.label === 'Negotiation')!.minutes;
        expect(text).toContain(`**Negotiation** ${{ en: 'preset is', ko: '프리셋은' }[lang]} ${negotiation}`);
        const noteRow = caseDocument(simulationOf(key).teachingNotes![lang])
          .split('\n')
          .find((l) => ({ en: /^\| Negotiation \| (\d+)/, ko: /^\| 협상 \| (\d+)분/ })[lang].test(l))!;
        const noted = Number(/\| (\d+)/.exec(noteRow)![1]);
        expect(mins[prep + 2]! - mins[prep + 1]!).toBe(noted);
        expect(noted).not.toBe(negotiation);
      }
    },
  );

  /** The figures a case's quick-start puts on the board, in order, by case key. */
  const BOARD: Record<string, Figure[]> = {
    queenOfSorrows: [castingFigures.agentWalkAway, castingFigures.studioCeiling, castingFigures.pastEarning],
    shinhwaDaesung: [
      legalFeeFigures.associateMinimum,
      legalFeeFigures.clientCeiling,
      legalFeeFigures.currentFee,
    ],
  };

  it.each(Object.keys(BOARD).flatMap((key) => ROLE_LANGS.map((lang) => [key, lang] as const)))(
    '%s (%s): the board is the bargaining range and the one figure beside it, and the reveal is the projector’s order',
    (key, lang) => {
      const sim = simulationOf(key);
      const text = read(caseFile(sim.slug, lang));
      const figures = caseFiguresOf(key)!;
      expect(board(text).map((r) => r[0])).toEqual(BOARD[key]!.map((f) => f[lang]));
      // the first two are the range's ends: the two walk-away lines of the debrief chart, low then high
      const range = figures.chart!.filter((c) => c.walkAway).map((c) => c.figure);
      expect([...range].sort((a, b) => a.value - b.value)).toEqual(BOARD[key]!.slice(0, 2));
      // Yeji's old fee is the focal point inside the range, which the projector marks too; the legal case's
      // retainer is above the range
      const third = BOARD[key]![2]!;
      if (key === 'queenOfSorrows') {
        expect(figures.chart!.some((c) => c.figure.label === third.label)).toBe(true);
        expect(third.value).toBeLessThan(BOARD[key]![1]!.value);
      } else expect(third.value).toBeGreaterThan(BOARD[key]![1]!.value);
      // the reveal, lowest first, as the projector debrief steps through the chart's figures
      // (one step for two figures of one value: the agent's ideal is the studio's ceiling)
      const steps = figures
        .chart!.map((c) => c.figure)
        .filter((f, i, all) => all.findIndex((g) => g.value === f.value) === i)
        .sort((a, b) => a.value - b.value);
      if (lang === 'ko') {
        const said = steps.map((f) => f.ko.replace(/ 원$/, '')).join(', ');
        expect(text).toContain(`(${said} 원)`);
      } else {
        const unit = steps.at(-1)!.en.replace(/^[\d.]+ /, '');
        const n = steps.map((f) => f.en.replace(` ${unit}`, ''));
        expect(text).toContain(`(${n.slice(0, -1).join(', ')} and ${n.at(-1)} ${unit})`);
      }
    },
  );

  it.each(ROLE_LANGS)(
    'Tariff Wars (%s): the board is the benchmarks the scoreboard draws and the one it does not',
    (lang) => {
      const text = read(caseFile(simulationOf(TARIFF_WARS).slug, lang));
      // High with probability p leaves the other side indifferent: each side's 4.5 points a round, 45 a pair
      const [grab, steady, gaveWay, crash] = [
        tariffPayoff(tariffRules(), 'High', 'Low'),
        tariffPayoff(tariffRules(), 'Low', 'Low'),
        tariffPayoff(tariffRules(), 'Low', 'High'),
        tariffPayoff(tariffRules(), 'High', 'High'),
      ];
      const p = (grab - steady) / (grab - steady + (gaveWay - crash));
      const mixed = 2 * tariffRules().rounds * (steady - (steady - gaveWay) * p);
      expect(p).toBe(3 / 4);
      expect(board(text).map((r) => Number(r[0]))).toEqual([
        tariffBenchmarks(tariffRules()).alternating,
        tariffBenchmarks(tariffRules()).alwaysLow,
        mixed,
      ]);
      expect(Object.values(tariffBenchmarks(tariffRules()).plain)).not.toContain(mixed);
      expect(text).toContain(`${tariffBenchmarks(tariffRules()).alwaysHigh}`);
      // the team sizes the site forms
      expect(text).toContain(
        {
          en: `(${TEAM_SIZE_MIN} to ${TEAM_SIZE_MAX} per team)`,
          ko: `(팀당 ${TEAM_SIZE_MIN}~${TEAM_SIZE_MAX}명)`,
        }[lang],
      );
    },
  );
});

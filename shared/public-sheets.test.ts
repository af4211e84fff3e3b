import { describe, expect, it } from 'vitest';
import { readAmountText } from './amount-text';
import { caseFiguresOf, type CaseFigures } from './case-figures';
import { ROLE_LANGS, type RoleLang } from './contracts/roles';
import { tariffBenchmarks } from './contracts/tariff-config';
import { type Figure } from './scenarios';
import { SIMULATIONS, simulationOf, type SimulationDefinition } from './simulations';
import { caseDocument } from './testing/case-documents';
import { TARIFF_WARS, tariffRules, tariffPayoffCells, payoffCell } from './testing/tariff-wars';

/**
 * The documents every reader of a case may open while it is open, whatever their role: its general
 * information (the public facts both sides share) and its observer sheet. They state the figures every role
 * states and none that any role keeps to itself, in any spelling the site or the sheets use; they name none
 * of one side's private facts; Tariff Wars' pair has the teams' payoff table and not the game's answer.
 */

/** A document as its reader gets it: figures written out in its language. */
const read = caseDocument;
const roleSheet = (sim: SimulationDefinition, role: string, lang: RoleLang) =>
  read(sim.roles.find((r) => r.slug === role)!.content[lang]);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A figure as a whole number: "1 billion won" is not inside "21 billion won" or "1.1 billion won". */
const occurs = (text: string, form: string) =>
  new RegExp(`(?<![\\d.,])${escape(form)}(?![\\d])`, 'u').test(text);

/**
 * Every spelling of a figure: the documents' English and Korean wording, without the unit, the digits grouped
 * and bare (as the confidential-figures browser check searches the pages), and the registry's label.
 */
const formsOf = (f: Figure) => [
  f.en,
  f.en.replace(/ won$/, ''),
  f.ko,
  f.ko.replace(/ 원$/, ''),
  f.ko.replace(/ 원$/, '원'),
  f.value.toLocaleString('en-US'),
  String(f.value),
  f.label,
];

/**
 * The figures every role of a case states (public), and every other figure of the case (some side's own).
 * A figure is known by its label, which is the case's own (the registry gives each role its own copy).
 */
function figuresOf(figures: CaseFigures) {
  const roles = Object.values(figures.roles);
  const all = new Map(
    [...roles.flatMap((r) => [...r.states, ...r.never]), ...(figures.chart ?? []).map((c) => c.figure)].map(
      (f) => [f.label, f] as const,
    ),
  );
  const shared = [...all.values()].filter((f) =>
    roles.every((r) => r.states.some((g) => g.label === f.label)),
  );
  return { shared, private: [...all.values()].filter((f) => !shared.includes(f)) };
}

/** A case's confidential figures, where it has any (Tariff Wars registers none). */
const caseFigures = (key: string): CaseFigures | undefined => {
  const figures = caseFiguresOf(key);
  const any = figures && Object.values(figures.roles).some((r) => r.states.length + r.never.length > 0);
  return any ? figures : undefined;
};

/** Every amount of money a document states, in won: "9.4 billion won", "300 million won", "94억 원", "5천만 원". */
function amountsIn(text: string, lang: RoleLang): number[] {
  if (lang === 'en')
    return [...text.matchAll(/(\d+(?:\.\d+)?) (million|billion) won/g)].map(
      (m) => Number(m[1]) * (m[2] === 'million' ? 1e6 : 1e9),
    );
  return [...text.matchAll(/\d[\d.]*(?:억|천만|백만|만)(?: ?\d[\d.]*(?:천만|백만|만))? ?원/g)].map((m) => {
    const reading = readAmountText(m[0], 'ko');
    if (!reading.ok) throw new Error(`unreadable amount ${m[0]}`);
    return reading.value;
  });
}

/**
 * Facts one side knows and the other does not, in each language: a general sheet must not state them. Each is
 * checked to be in exactly one role's sheet, so the list cannot go stale.
 */
const PRIVATE_FACTS: Record<string, Record<RoleLang, string[]>> = {
  queenOfSorrows: {
    en: ['Seo Ha-rin', 'cable', 'loves it', 'star premium'],
    ko: ['서하린', '케이블', '스타 프리미엄'],
  },
  shinhwaDaesung: {
    en: ['Onyu', 'seven in ten', 'about even', 'arbitration', '6,100'],
    ko: ['온유', '10건 중 7건', '반반', '중재', '6,100'],
  },
  solaraLunara: {
    en: [
      'Solar Industry Association',
      'Green Jobs Coalition',
      'Miners',
      'Energy Security Council',
      'Prime Minister',
      'President',
    ],
    ko: ['태양광산업협회', '녹색일자리연대', '광산노조', '에너지안보위원회', '총리', '대통령'],
  },
};

const sheets = SIMULATIONS.flatMap((sim) =>
  ROLE_LANGS.flatMap((lang) => [
    { kind: 'general information', sim, lang, file: sim.generalInformation?.[lang] },
    { kind: 'observer sheet', sim, lang, file: sim.observerSheet?.[lang] },
  ]),
);

describe('the general information and the observer sheet of every case', () => {
  it('are named by the registry for every case, in both languages, and exist', () => {
    expect(SIMULATIONS.map((s) => s.key)).toEqual([
      'queenOfSorrows',
      'queenOfSorrowsNoDeal',
      'shinhwaDaesung',
      'solaraLunara',
      'tariffWarsB',
    ]);
    for (const s of sheets) {
      expect(s.file, `${s.sim.key} ${s.kind} ${s.lang}`).toBeDefined();
      expect(read(s.file!), s.file).not.toBe('');
    }
    // the two negotiations' observer sheets read the same, each in its own package; Tariff Wars has its own
    for (const lang of ROLE_LANGS) {
      const observer = (key: string) => read(simulationOf(key).observerSheet![lang]);
      expect(observer('queenOfSorrows'), lang).toBe(observer('shinhwaDaesung'));
      expect(observer('solaraLunara'), lang).not.toBe(observer('queenOfSorrows'));
    }
  });

  /** The outline a reader finds in both languages: headings by level, table rows and list items. */
  const outline = (text: string) => ({
    headings: text
      .split('\n')
      .filter((l) => /^#{1,3} /.test(l))
      .map((l) => l.split(' ')[0]),
    tableRows: text.split('\n').filter((l) => l.startsWith('|')).length,
    items: text.split('\n').filter((l) => /^(- |\d+\. |- \[ \] )/.test(l)).length,
  });

  it.each(sheets.filter((s) => s.lang === 'en').map((s) => [`${s.sim.key} ${s.kind}`, s] as const))(
    '%s reads the same in English and Korean: one outline, Korean only in the Korean one (names aside)',
    (_name, { sim, kind }) => {
      const files = kind === 'observer sheet' ? sim.observerSheet! : sim.generalInformation!;
      const [en, ko] = [read(files.en), read(files.ko)];
      // the English names a Korean name in parentheses after its romanisation, as the role sheets do
      expect(en.replace(/\([^)]*\)/g, '')).not.toMatch(/[\uac00-\ud7a3]/u);
      expect(ko).toMatch(/[\uac00-\ud7a3]/u);
      expect(outline(ko)).toEqual(outline(en));
    },
  );

  const withFigures = sheets.filter((s) => caseFigures(s.sim.key));
  it.each(withFigures.map((s) => [`${s.sim.key} ${s.kind} (${s.lang})`, s] as const))(
    '%s states no figure that any role keeps to itself, in any spelling',
    (_name, { sim, kind, lang, file }) => {
      const text = read(file!);
      // the negotiations' observer sheets read the same: each is held to each case's figures
      const { private: secret } = figuresOf(caseFigures(sim.key)!);
      const leaked = secret.flatMap((f) =>
        formsOf(f)
          .filter((form) => occurs(text, form))
          .map((form) => `${f.label}: "${form}"`),
      );
      expect(leaked).toEqual([]);
      // and every amount it names is a figure every role states
      const shared = figuresOf(caseFigures(sim.key)!).shared.map((f) => f.value);
      const foreign = SIMULATIONS.flatMap((s) =>
        caseFigures(s.key) ? figuresOf(caseFigures(s.key)!).shared : [],
      );
      const allowed = new Set([...shared, ...(kind === 'observer sheet' ? foreign.map((f) => f.value) : [])]);
      expect(amountsIn(text, lang).filter((v) => !allowed.has(v))).toEqual([]);
    },
  );

  const generals = sheets.filter((s) => s.kind === 'general information');
  it.each(generals.map((s) => [`${s.sim.key} (${s.lang})`, s] as const))(
    'the general information of %s states the figures every role states, and none of one side’s private facts',
    (_name, { sim, lang, file }) => {
      const text = read(file!);
      const figures = caseFigures(sim.key);
      if (figures) {
        const shared = figuresOf(figures).shared;
        expect(shared.length).toBeGreaterThan(0);
        expect(shared.filter((f) => !occurs(text, f[lang])).map((f) => f.label)).toEqual([]);
      }
      // a variant's sheets are its base's
      for (const fact of PRIVATE_FACTS[sim.variantOf ?? sim.key]![lang]) {
        // private: in exactly one role's sheet of the case
        const holders = sim.roles.filter((r) => roleSheet(sim, r.slug, lang).includes(fact));
        expect(holders.length, `${fact} is in one role's sheet`).toBe(1);
        expect(text, fact).not.toContain(fact);
      }
    },
  );

  it('the checker reads amounts in both languages and finds a figure in any spelling', () => {
    expect(amountsIn('a fee of 9.4 billion won and 300 million won', 'en')).toEqual([9.4e9, 3e8]);
    expect(amountsIn('연간 39억 원, 회당 5천만 원, 1억 5천만 원', 'ko')).toEqual([3.9e9, 5e7, 1.5e8]);
    const walkAway = figuresOf(caseFiguresOf('queenOfSorrows')!).private.find(
      (f) => f.label === 'Agent walk-away',
    )!;
    for (const text of ['limit 50,000,000', '5천만원', 'Agent walk-away', 'at 50 million'])
      expect(
        formsOf(walkAway).some((form) => occurs(text, form)),
        text,
      ).toBe(true);
    expect(formsOf(walkAway).some((form) => occurs('150 million won', form))).toBe(false);
  });
});

describe('Tariff Wars’ general information and observer sheet', () => {
  const tariff = simulationOf(TARIFF_WARS);
  const CHOICE = { en: { Low: 'Low', High: 'High' }, ko: { Low: '낮은 관세', High: '높은 관세' } };

  it.each(ROLE_LANGS)(
    'the general information in %s has the payoff table as the Solara team reads it, and the five rounds',
    (lang) => {
      const text = read(tariff.generalInformation![lang]);
      const solara = roleSheet(tariff, 'solara', lang);
      for (const own of ['Low', 'High'] as const) {
        const cells = (['Low', 'High'] as const).map((their) =>
          payoffCell(tariffPayoffCells().find((p) => p.own === own && p.their === their)!),
        );
        const row = (t: string) => t.split('\n').find((l) => l.endsWith(`| ${cells.join(' | ')} |`));
        expect(row(text), own).toBeDefined();
        expect(row(text)).toContain(CHOICE[lang][own]);
        // the same row, in the same place, as in the Solara team's own sheet
        expect(row(solara)).toBeDefined();
      }
      const round = { en: (n: number) => `Round ${n}`, ko: (n: number) => `${n}라운드` }[lang];
      for (let n = 1; n <= tariffRules().rounds; n++) expect(text).toContain(round(n));
      expect(text).not.toContain(round(tariffRules().rounds + 1));
    },
  );

  const both = ROLE_LANGS.flatMap((lang) => [
    ['general information', lang, tariff.generalInformation![lang]] as const,
    ['observer sheet', lang, tariff.observerSheet![lang]] as const,
  ]);
  it.each(both)(
    'the %s (%s) does not give the game away: no name for it, no benchmark score',
    (_kind, _lang, file) => {
      const text = read(file);
      expect(text).not.toMatch(/chicken|치킨|prisoner|죄수|dilemma|딜레마|equilibrium|균형/i);
      // a pair's joint scores the debrief compares with (60, 20, 80), and the 45 of failing to coordinate
      for (const score of [...Object.values(tariffBenchmarks(tariffRules()).plain), 45]) {
        const stated = [
          ...text.matchAll(new RegExp(`(?<![\\d.])${score}(?![\\d])(?!\\s?(?:minutes|분))`, 'g')),
        ];
        expect(
          stated.map((m) => m[0]),
          `${score}`,
        ).toEqual([]);
      }
    },
  );
});

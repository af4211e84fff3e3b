import { koreanWon } from './format';
import { describe, expect, it } from 'vitest';
import { tariffBenchmarks } from './contracts/tariff-config';
import { ROLE_LANGS, type RoleLang } from './contracts/roles';
import { caseFiguresOf } from './case-figures';
import { type Figure } from './scenarios';
import { SIMULATIONS, simulationOf } from './simulations';
import { caseDocument, roleSheet } from './testing/case-documents';
import { TARIFF_WARS, tariffRules, tariffPayoffCells, payoffCell } from './testing/tariff-wars';

/** A role's instructions as the role reads them: its figures written out in its language. */
const read = (sim: string, role: string, lang: RoleLang) => roleSheet(sim, role, lang);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A figure as a whole number: "1 billion won" must not match inside "21 billion won" or "1.1 billion won", nor
 * "2억" inside "2억 4천만 원".
 */
const occurs = (text: string, form: string) =>
  new RegExp(`(?<![\\d.,])${escape(form)}(?![\\d])(?! ?[\\d,]+천?만)`, 'u').test(text);

/** Every way a document could give a figure away: the two house forms, bare and in digits. */
function formsOf(f: Figure): string[] {
  const grouped = f.value.toLocaleString('en-US');
  return [
    f.en,
    f.en.replace(/ won$/, ''),
    f.ko,
    f.ko.replace(/ 원$/, ''),
    f.ko.replace(/ 원$/, '원'),
    grouped,
    String(f.value),
  ];
}

const documents = SIMULATIONS.filter((sim) => !sim.game).flatMap((sim) =>
  sim.roles.flatMap(({ slug: role }) => {
    const figures = caseFiguresOf(sim.key)?.roles[role];
    // a case without confidential figures (Tariff Wars) registers empty lists: nothing to check there
    return figures && figures.states.length + figures.never.length > 0
      ? ROLE_LANGS.map((lang) => ({ sim: sim.key, role, lang, figures }))
      : [];
  }),
);

/** A round as a case document names it. */
const ROUND: Record<RoleLang, (n: number) => string> = { en: (n) => `Round ${n}`, ko: (n) => `${n}라운드` };

describe('role documents state their own figures and never the other side’s', () => {
  it('covers every casting and legal-fee document, and the casting variant’s', () => {
    expect(documents).toHaveLength(12);
  });

  it.each(documents)('$sim: $role in $lang', ({ sim, role, lang, figures }) => {
    const text = read(sim, role, lang);
    const missing = figures.states.filter((f) => !occurs(text, f[lang])).map((f) => `${f.label}: ${f[lang]}`);
    expect(missing).toEqual([]);
    // A figure of the other side that has the same value as one of this role's own (the agent's ideal is the
    // studio's ceiling) is written in the same words: those words are the role's own, not a leak.
    const own = new Set(figures.states.flatMap(formsOf));
    const leaked = figures.never.flatMap((f) =>
      formsOf(f)
        .filter((form) => !own.has(form) && occurs(text, form))
        .map((form) => `${f.label}: "${form}"`),
    );
    expect(leaked).toEqual([]);
  });

  it('the checker itself finds a figure and ignores a longer number', () => {
    expect(occurs('a fee of 1 billion won', '1 billion won')).toBe(true);
    expect(occurs('a fee of 21 billion won', '1 billion won')).toBe(false);
    expect(occurs('a fee of 1.1 billion', '1 billion')).toBe(false);
    expect(occurs('보수 110억 원', '10억')).toBe(false);
    expect(occurs('보수 10억 원', '10억')).toBe(true);
    expect(occurs('16부 전체로는 2억 4천만 원', '2억')).toBe(false);
  });
});

describe('Tariff Wars documents', () => {
  const ownChoice = { en: { Low: 'Low', High: 'High' }, ko: { Low: '낮은 관세', High: '높은 관세' } };
  const tariff = SIMULATIONS.find((s) => s.title === 'Tariff Wars')!;
  const cases = tariff.roles.flatMap(({ slug: role }) => ROLE_LANGS.map((lang) => ({ role, lang })));

  it.each(cases)('$role in $lang has the payoff matrix and the five rounds', ({ role, lang }) => {
    const text = read(tariff.key, role, lang);
    // One matrix row per own choice, its two cells in the order "they choose Low", "they choose High".
    for (const own of ['Low', 'High'] as const) {
      const cells = ['Low', 'High'].map((their) =>
        payoffCell(tariffPayoffCells().find((p) => p.own === own && p.their === their)!),
      );
      const row = text.split('\n').find((line) => line.endsWith(`| ${cells.join(' | ')} |`));
      expect(row, `${own} row`).toBeDefined();
      expect(row).toContain(ownChoice[lang][own]);
    }
    for (const p of tariffPayoffCells()) expect(text).toContain(payoffCell(p));

    const round = ROUND[lang];
    for (let n = 1; n <= tariffRules().rounds; n++) expect(text, round(n)).toContain(round(n));
    expect(text).not.toContain(round(tariffRules().rounds + 1));
    expect(text).toContain({ en: 'five rounds', ko: `${tariffRules().rounds}라운드` }[lang]);
  });
});

describe('the Tariff Wars takeaway page', () => {
  it.each(ROLE_LANGS)('in %s states the payoff matrix and the benchmarks the debrief draws', (lang) => {
    const text = caseDocument(simulationOf(TARIFF_WARS).takeaway![lang]);
    const lines = text.split('\n');
    for (const own of ['Low', 'High'] as const) {
      const cells = ['Low', 'High'].map((their) =>
        payoffCell(tariffPayoffCells().find((p) => p.own === own && p.their === their)!),
      );
      expect(
        lines.find((line) => line.endsWith(`| ${cells.join(' | ')} |`)),
        `${own} row`,
      ).toBeDefined();
    }
    // a pair's joint score over five rounds: taking turns, always Low/Low, always High/High
    for (const score of Object.values(tariffBenchmarks(tariffRules()).plain))
      expect(lines.filter((line) => line.startsWith('|') && line.includes(`| ${score} |`))).toHaveLength(1);
    expect(text).toContain({ en: 'five rounds', ko: '다섯 라운드' }[lang]);
  });
});

describe('the casting case’s points per term', () => {
  const casting = simulationOf('queenOfSorrows');
  const terms = caseFiguresOf(casting.key)?.termPoints ?? [];
  const roles = casting.roles.map((r) => r.slug);
  const joint = (key: string) =>
    Object.values(terms.find((t) => t.key === key)!.points).reduce((a, b) => a + b, 0);

  it('are in the registry once each, with points for both sides', () => {
    expect(terms.map((t) => t.key)).toEqual(['fee', 'schedule', 'billing', 'promotion', 'styling', 'bonus']);
    for (const t of terms) expect(Object.keys(t.points).sort()).toEqual([...roles].sort());
  });

  it.each(ROLE_LANGS)('are stated in won per episode by each side’s own document in %s', (lang) => {
    for (const role of roles) {
      const text = read(casting.key, role, lang);
      const missing = terms
        .filter((t) => t.per === 'deal' && t.points[role] !== 0)
        .map((t) => Math.abs(t.points[role]!))
        .map((v) => ({ en: `${v} million won`, ko: koreanWon(v * 1_000_000) })[lang])
        .filter((form) => !occurs(text, form));
      expect(missing, `${role} in ${lang}`).toEqual([]);
    }
  });

  it('make the fee a pure transfer and let the other terms create or destroy value', () => {
    expect(joint('fee')).toBe(0);
    // Billing costs the studio nothing; the schedule and promotion are worth more to Yeji than they cost.
    for (const key of ['billing', 'schedule', 'promotion', 'bonus'])
      expect(joint(key), key).toBeGreaterThan(0);
    // The styling team costs the studio more than it is worth to her: granting it destroys value.
    expect(joint('styling')).toBeLessThan(0);
  });
});

describe('the legal-fee case’s points per term', () => {
  const legal = simulationOf('shinhwaDaesung');
  const terms = caseFiguresOf(legal.key)?.termPoints ?? [];
  const roles = legal.roles.map((r) => r.slug);
  const term = (key: string) => terms.find((t) => t.key === key)!;
  const joint = (key: string) => Object.values(term(key).points).reduce((a, b) => a + b, 0);
  /**
   * How each side's document words its belief that a success fee is paid (a full dismissal at first
   * instance): the chance that sets what each million won of it is worth to that side.
   */
  const BELIEF: Record<number, Record<RoleLang, string>> = {
    0.7: { en: 'seven in ten', ko: '10건 중 7건' },
    0.5: { en: 'about even', ko: '반반' },
  };

  it('are in the registry once each, per million won, with points for both sides', () => {
    expect(terms.map((t) => t.key)).toEqual(['fee', 'successFee']);
    for (const t of terms) {
      expect(t.per).toBe('million won');
      expect(Object.keys(t.points).sort()).toEqual([...roles].sort());
    }
  });

  it.each(ROLE_LANGS)(
    'weigh the success fee by the belief each side’s own document states, in %s',
    (lang) => {
      for (const role of roles) {
        const text = read(legal.key, role, lang);
        const own = Math.abs(term('successFee').points[role]!);
        expect(BELIEF[own], `${role}: no wording for ${own}`).toBeDefined();
        expect(text, `${role} in ${lang}`).toContain(BELIEF[own]![lang]);
        // the other side's belief is its own: a document never states it
        const other = roles.find((r) => r !== role)!;
        const theirs = Math.abs(term('successFee').points[other]!);
        expect(text, `${role} in ${lang} states ${other}'s belief`).not.toContain(BELIEF[theirs]![lang]);
      }
    },
  );

  it('make the fee a pure transfer and the success fee a bet that creates value', () => {
    expect(term('fee').points).toEqual({ shinhwa: 1, daesung: -1 });
    expect(joint('fee')).toBe(0);
    // a gain to the firm and a cost to the client, worth more to the firm than it costs Daesung
    expect(term('successFee').points.shinhwa).toBeGreaterThan(0);
    expect(term('successFee').points.daesung).toBeLessThan(0);
    expect(joint('successFee')).toBeCloseTo(0.2, 10);
  });
});

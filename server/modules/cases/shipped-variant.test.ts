import { describe, expect, it } from 'vitest';
import { caseFiguresOf } from '@shared/case-figures';
import { caseDocumentText } from '@shared/cases/documents';
import { findSimulation } from '@shared/simulations';
import { gameShape, tariffBenchmarks } from '@shared/team-game';
import { builtInPackageFiles, caseSummaries, registeredCase } from './registry';

/**
 * content/cases/queen-of-sorrows-no-deal holds only a variant.yaml: the loader makes it from Queen of
 * Sorrows' files as the admin's "Duplicate as a variant" does (server/test/built-in-cases.ts loads
 * content/cases for every test file, as the server does at start).
 */
describe('the shipped variant Queen of Sorrows: no deal possible', () => {
  const KEY = 'queenOfSorrowsNoDeal';

  it('registers as a built-in case of its own, made from its base', () => {
    expect(caseSummaries().find((c) => c.key === KEY)).toMatchObject({
      slug: 'queen-of-sorrows-b',
      source: 'built-in',
      status: 'ok',
    });
    const sim = findSimulation(KEY)!;
    expect(sim.title).toBe('Queen of Sorrows (B)');
    expect(sim.titleKo).toBe('슬픔의 여왕 (B)');
    expect(sim.results?.apiSlug).toBe('qosnd');
    expect(registeredCase(KEY)!.loaded.file.variantOf).toBe('queenOfSorrows');
    // the deck's PDF states the base's figures: the variant has none, and exports a whole package
    expect(sim.debriefDeck).toBeUndefined();
    expect(builtInPackageFiles(KEY)!.has('roles/studio.ko.md')).toBe(true);
  });

  it("puts the studio's ceiling under the agent's walk-away, the base unchanged", () => {
    const walkAways = (key: string) =>
      caseFiguresOf(key)!
        .chart!.filter((c) => c.walkAway)
        .map((c) => c.figure.value)
        .sort((a, b) => a - b);
    expect(walkAways(KEY)).toEqual([45_000_000, 50_000_000]);
    expect(walkAways('queenOfSorrows')).toEqual([50_000_000, 200_000_000]);
    const studio = Object.fromEntries(
      caseFiguresOf(KEY)!.roles.studio!.states.map((f) => [f.label, f.value]),
    );
    expect(studio).toMatchObject({
      'Studio ceiling': 45_000_000,
      'Studio target': 35_000_000,
      'Studio back-up actress': 25_000_000,
    });
  });

  it('renders the new figures in its sheets, in both languages, and only in the sheet that may state them', () => {
    const sim = findSimulation(KEY)!;
    const sheet = (role: string, lang: 'en' | 'ko') =>
      caseDocumentText(sim.roles.find((r) => r.slug === role)!.content[lang], lang)!;
    for (const amount of ['45 million won', '35 million won', '25 million won'])
      expect(sheet('studio', 'en')).toContain(amount);
    for (const amount of ['4,500만 원', '3,500만 원', '2,500만 원'])
      expect(sheet('studio', 'ko')).toContain(amount);
    expect(sheet('studio', 'en')).not.toContain('200 million won');
    expect(sheet('agent', 'en')).not.toMatch(/45 million won|35 million won|25 million won/);
    expect(sheet('agent', 'en')).toContain('50 million won');
    expect(caseDocumentText(sim.teachingNotes!.en, 'en')).toContain('45 million won');
  });
});

/**
 * content/cases/tariff-wars-pd: Tariff Wars with High dominant in every round, a prisoner's dilemma where the
 * base is a game of Chicken; its folder holds its own takeaway and teaching notes, in place of the base's.
 */
describe('the shipped variant Tariff Wars (B): a prisoner’s dilemma', () => {
  const KEY = 'tariffWarsB';

  it('registers from Tariff Wars under a title that gives nothing away, without a deck', () => {
    expect(caseSummaries().find((c) => c.key === KEY)).toMatchObject({
      slug: 'tariff-wars-b',
      source: 'built-in',
      status: 'ok',
    });
    const sim = findSimulation(KEY)!;
    expect([sim.title, sim.titleKo]).toEqual(['Tariff Wars (B)', '관세 전쟁 (B)']);
    expect(registeredCase(KEY)!.loaded.file.variantOf).toBe('solaraLunara');
    expect(sim.debriefDeck).toBeUndefined();
  });

  it('plays a prisoner’s dilemma with the benchmarks its notes state, the base unchanged', () => {
    const rules = findSimulation(KEY)!.game!.rules;
    expect(gameShape(rules)).toBe('prisonersDilemma');
    expect(tariffBenchmarks(rules).plain).toEqual({ alwaysLow: 60, alwaysHigh: 20, alternating: 55 });
    expect(gameShape(findSimulation('solaraLunara')!.game!.rules)).toBe('chicken');
  });

  it('shows its payoffs in the shared sheets, and its own takeaway and notes', () => {
    const sim = findSimulation(KEY)!;
    for (const lang of ['en', 'ko'] as const) {
      const sheet = caseDocumentText(sim.roles.find((r) => r.slug === 'solara')!.content[lang], lang)!;
      expect(sheet).toContain('| 1 / 10 |');
      expect(sheet).not.toMatch(/\b12\b/);
      expect(caseDocumentText(sim.takeaway![lang], lang)).toMatch(/\| 55 \| 32 \/ 23 \|/);
      expect(caseDocumentText(sim.teachingNotes![lang], lang)).toContain('T = 10 > R = 6 > P = 2 > S = 1');
    }
    const base = findSimulation('solaraLunara')!;
    expect(caseDocumentText(base.takeaway!.en, 'en')).toMatch(/\| 80 \| 44 \/ 36 \|/);
  });
});

import { simulationPaths } from '@shared/routes';
import {
  LANGS,
  SIMULATIONS,
  findRole,
  hasResults,
  type Lang,
  type SimulationDefinition,
} from '@shared/simulations';

/**
 * A simulation with its pages: the role choice, the general information and observer sheet where the registry
 * names them, the report form and results table where it has them, and
 * for the game played on the site (Tariff Wars) the team page and the instructor's control page.
 */
export interface SimulationInfo extends SimulationDefinition {
  links: {
    /** The English role-choice page. */
    instructions: string;
    /** The role-choice page in each language. */
    roleChoice: Record<Lang, string>;
    report?: string;
    /** The report form in each language: a Korean instruction page leads to the Korean one. */
    reportIn?: Record<Lang, string>;
    results?: string;
    /** The observer sheet in each language (for a student who watches a pair or a game). */
    observer?: Record<Lang, string>;
    /** The case's general information in each language: the public facts every role reads first. */
    general?: Record<Lang, string>;
    /** Tariff Wars' team page in each language: a Korean page leads to the Korean one. */
    team?: Record<Lang, string>;
    game?: string;
  };
}

const inEachLang = (path: (lang: Lang) => string) =>
  Object.fromEntries(LANGS.map((lang) => [lang, path(lang)])) as Record<Lang, string>;

const withLinks = (sim: SimulationDefinition): SimulationInfo => {
  const p = simulationPaths(sim);
  const roles = {
    instructions: p.roles,
    roleChoice: { en: p.rolesIn('en'), ko: p.rolesIn('ko') },
    ...(sim.observerSheet ? { observer: inEachLang(p.observer) } : {}),
    ...(sim.generalInformation ? { general: inEachLang(p.general) } : {}),
  };
  const links = hasResults(sim)
    ? { ...roles, report: p.report, reportIn: { en: p.report, ko: p.reportKo }, results: p.results }
    : sim.game
      ? { ...roles, team: inEachLang(p.team), game: p.game }
      : roles;
  return { ...sim, links };
};

/** The simulations of the course, from the registry, in the order the Simulations page shows them. */
export const simulationCatalog = (): SimulationInfo[] => SIMULATIONS.map(withLinks);

export const simulationInfo = (key: string): SimulationInfo => {
  const sim = SIMULATIONS.find((s) => s.key === key);
  if (!sim) throw new Error(`unknown simulation ${key}`);
  return withLinks(sim);
};

/** A role with its instruction pages in both languages. */
export interface RoleInfo {
  slug: string;
  title: string;
  titleKo: string;
  summary: string;
  summaryKo: string;
  path: string;
  pathKo: string;
}

export function roleInfo(sim: SimulationDefinition, slug: string): RoleInfo | undefined {
  const role = findRole(sim, slug);
  if (!role) return undefined;
  const p = simulationPaths(sim);
  return {
    slug,
    title: role.title,
    titleKo: role.titleKo,
    summary: role.summary,
    summaryKo: role.summaryKo,
    path: p.instructions(slug, 'en'),
    pathKo: p.instructions(slug, 'ko'),
  };
}

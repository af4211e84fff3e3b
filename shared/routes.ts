import { LANGS, SIMULATIONS, hasResults, type Lang, type SimulationDefinition } from './simulations';

/** Every client route once (SPEC section 2): links and the router both use these. */
export const paths = {
  home: '/',
  demos: '/demos',
  decks: '/decks',
  simulations: '/simulations',
  about: '/about',
  neuralDemo: '/neural-network-demo',
  admin: '/admin',
  adminFeedback: '/admin/feedback',
  join: '/join',
  // Tariff Wars played on the site (issue 20): the instructor's control, the projector, a team's page
  tariffGame: '/simulations/solara-lunara-game',
  tariffScoreboard: '/simulations/solara-lunara-scoreboard',
  tariffTeam: '/simulations/solara-lunara-team',
  tariffTeamKo: '/simulations/solara-lunara-team-korean',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** A simulation's pages, derived from its registry entry (SPEC section 2's URL patterns). */
export const simulationPaths = (sim: Pick<SimulationDefinition, 'slug'>) => ({
  /** The role-choice page. */
  roles: `/simulations/${sim.slug}-instructions`,
  instructions: (role: string, lang: Lang) =>
    `/simulations/${sim.slug}-${role}-instructions${lang === 'ko' ? '-korean' : ''}`,
  report: `/simulations/${sim.slug}-results`,
  /** The report form in Korean, reached from the Korean instruction pages (issue 29). */
  reportKo: `/simulations/${sim.slug}-results-korean`,
  results: `/simulations/${sim.slug}-view-results`,
  /** The instructor's projector debrief (issue 19). */
  debrief: `/simulations/${sim.slug}-debrief`,
});

/** One page of a simulation, as the router renders it. */
export type SimulationPage =
  | { kind: 'roles'; path: string }
  | { kind: 'instructions'; path: string; role: string; lang: Lang }
  | { kind: 'report'; path: string; lang: Lang }
  | { kind: 'results' | 'debrief'; path: string };

/**
 * Every page of a simulation: the role choice, each role in each language, and for one that collects
 * results the report (in each language), results and debrief pages.
 */
export function simulationPages(sim: SimulationDefinition): SimulationPage[] {
  const p = simulationPaths(sim);
  return [
    { kind: 'roles', path: p.roles },
    ...sim.roles.flatMap((r) =>
      LANGS.map((lang) => ({
        kind: 'instructions' as const,
        path: p.instructions(r.slug, lang),
        role: r.slug,
        lang,
      })),
    ),
    ...(hasResults(sim)
      ? [
          { kind: 'report' as const, path: p.report, lang: 'en' as const },
          { kind: 'report' as const, path: p.reportKo, lang: 'ko' as const },
          { kind: 'results' as const, path: p.results },
          { kind: 'debrief' as const, path: p.debrief },
        ]
      : []),
  ];
}

/**
 * The document language of a page: Korean on the Korean instruction and report pages, English elsewhere
 * (issues 21 and 29).
 */
export function pageLang(path: string): Lang {
  if (path === paths.tariffTeamKo) return 'ko';
  const korean = SIMULATIONS.some((sim) =>
    simulationPages(sim).some((p) => 'lang' in p && p.lang === 'ko' && p.path === path),
  );
  return korean ? 'ko' : 'en';
}

/** Every route the SPA renders; the server answers anything else with the not-found page and a 404 status. */
export const allPaths = (): string[] => [
  ...Object.values(paths),
  ...SIMULATIONS.flatMap((sim) => simulationPages(sim).map((page) => page.path)),
];

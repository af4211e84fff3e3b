import { koreanPart } from './address-lang';
import { LANGS, SIMULATIONS, hasResults, type Lang, type SimulationDefinition } from './simulations';

/** Every client route once: links and the router both use these. */
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
  /** The student's page: the join form without a seat, the student home with one. */
  me: '/me',
  /** The instructor's phone as a remote for the presentation running on the laptop. */
  remote: '/remote',
  /** The projector's own browser: the presenter view's code shows the slides here, without signing in. */
  projector: '/projector',
  /** The join screen on the projector's own browser, joined by the same code as the slides (no sign-in). */
  projectorJoin: '/projector/join',
  /** How students' personal data is handled (English; `?lang=ko` in Korean). */
  privacy: '/privacy',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * Pages whose address carries a parameter (wouter's `:name`, a positive id): patterns, not pages, so they
 * are kept apart from `paths` and from `allPaths`; the server knows them by isPatternPath.
 */
export const patternPaths = {
  /** A class's course report for the client (instructor only). */
  adminClassReport: '/admin/classes/:id/report',
} as const;

/** Whether an address is a page of this pattern (`:name` stands for a positive id). */
export const matchesPattern = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[1-9][0-9]{0,9}')}$`).test(path);

/** Whether an address is a page of one of patternPaths. */
export const isPatternPath = (path: string) =>
  Object.values(patternPaths).some((pattern) => matchesPattern(pattern, path));

/** A class's course report page: `/admin/classes/{id}/report`. */
export const courseReportPath = (classId: number) =>
  patternPaths.adminClassReport.replace(':id', String(classId));

/** A page's Korean address: its English one with `-korean` (`…-instructions-korean`). */
const inLang = (path: string, lang: Lang) => path + koreanPart(lang, '-korean');

/** Whether two addresses are one page, in either language (`…-korean` is the Korean one). */
export const samePage = (a: string, b: string) => a.replace(/-korean$/, '') === b.replace(/-korean$/, '');

/** A simulation's pages, derived from its registry entry. */
export const simulationPaths = (sim: Pick<SimulationDefinition, 'slug'>) => ({
  /** The role-choice page (English). */
  roles: `/simulations/${sim.slug}-instructions`,
  /** The role-choice page in a language: Korean at `/simulations/{slug}-instructions-korean`. */
  rolesIn: (lang: Lang) => inLang(`/simulations/${sim.slug}-instructions`, lang),
  instructions: (role: string, lang: Lang) => inLang(`/simulations/${sim.slug}-${role}-instructions`, lang),
  report: `/simulations/${sim.slug}-results`,
  /** The report form in Korean, reached from the Korean instruction pages. */
  reportKo: `/simulations/${sim.slug}-results-korean`,
  results: `/simulations/${sim.slug}-view-results`,
  /** The instructor's projector debrief. */
  debrief: `/simulations/${sim.slug}-debrief`,
  /** The observer sheet, for a student who watches a pair or a game (Korean with `-korean`). */
  observer: (lang: Lang) => inLang(`/simulations/${sim.slug}-observer-sheet`, lang),
  /** The case's general information, the public facts every role shares (Korean with `-korean`). */
  general: (lang: Lang) => inLang(`/simulations/${sim.slug}-general-information`, lang),
  /** The instructor's run page: assign roles and partners to the seated students (pairing). */
  run: `/simulations/${sim.slug}-run`,
  /** The projector's list of tables and names (instructor only). */
  pairs: `/simulations/${sim.slug}-pairs`,
  /** A seated student's own debrief on the phone, once the instructor releases it (in the seat's language). */
  myDebrief: `/simulations/${sim.slug}-my-debrief`,
  // a team game played on the site (Tariff Wars): the instructor's control, the projector, a team's page
  game: `/simulations/${sim.slug}-game`,
  scoreboard: `/simulations/${sim.slug}-scoreboard`,
  /** A team's page in a language: the Korean one at `-team-korean`, reached from a Korean page. */
  team: (lang: Lang) => inLang(`/simulations/${sim.slug}-team`, lang),
});

/** One page of a simulation, as the router renders it. */
export type SimulationPage =
  | { kind: 'roles'; path: string; lang: Lang }
  | { kind: 'instructions'; path: string; role: string; lang: Lang }
  | { kind: 'report' | 'observer' | 'general'; path: string; lang: Lang }
  | { kind: 'results' | 'debrief' | 'run' | 'pairs'; path: string }
  /** In the seat's language, which the page reads from the seat (no language of its own in the address). */
  | { kind: 'myDebrief'; path: string }
  | { kind: 'game' | 'scoreboard'; path: string }
  | { kind: 'team'; path: string; lang: Lang };

/**
 * Every page of a simulation: the role choice, each role in each language, the general information and the
 * observer sheet where the registry names them (in each language), and for one that collects results (a
 * negotiation in pairs) the report (in each language), results and debrief pages, the instructor's run page
 * and projector list of tables (pairing), and each student's own debrief.
 */
export function simulationPages(sim: SimulationDefinition): SimulationPage[] {
  const p = simulationPaths(sim);
  return [
    ...LANGS.map((lang) => ({ kind: 'roles' as const, path: p.rolesIn(lang), lang })),
    ...sim.roles.flatMap((r) =>
      LANGS.map((lang) => ({
        kind: 'instructions' as const,
        path: p.instructions(r.slug, lang),
        role: r.slug,
        lang,
      })),
    ),
    ...(sim.generalInformation
      ? LANGS.map((lang) => ({ kind: 'general' as const, path: p.general(lang), lang }))
      : []),
    ...(sim.observerSheet
      ? LANGS.map((lang) => ({ kind: 'observer' as const, path: p.observer(lang), lang }))
      : []),
    ...(hasResults(sim)
      ? [
          { kind: 'report' as const, path: p.report, lang: 'en' as const },
          { kind: 'report' as const, path: p.reportKo, lang: 'ko' as const },
          { kind: 'results' as const, path: p.results },
          { kind: 'debrief' as const, path: p.debrief },
          { kind: 'run' as const, path: p.run },
          { kind: 'pairs' as const, path: p.pairs },
          { kind: 'myDebrief' as const, path: p.myDebrief },
        ]
      : []),
    ...(sim.game
      ? [
          { kind: 'game' as const, path: p.game },
          { kind: 'scoreboard' as const, path: p.scoreboard },
          ...LANGS.map((lang) => ({ kind: 'team' as const, path: p.team(lang), lang })),
        ]
      : []),
  ];
}

/** Whether a path is some team game's page of this kind (its scoreboard, or a team's page in either language). */
const isTeamGamePage = (path: string, kind: 'scoreboard' | 'team') =>
  SIMULATIONS.some((sim) => simulationPages(sim).some((p) => p.kind === kind && p.path === path));

/**
 * The document language of a page: Korean on the Korean role-choice, instruction, report, observer and general
 * information pages, English elsewhere.
 */
export function pageLang(path: string, search?: { get(name: string): string | null }): Lang {
  // a page that reads `?lang=ko` (role choice, scoreboard, privacy, decks) is Korean with it
  if (search && canonicalPageUrl(path, search).endsWith('lang=ko')) return 'ko';
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

/** A role-choice page's query parameter: `?lang=ko` (from a Korean instruction page) confirms in Korean. */
export const ROLE_CHOICE_LANG_PARAM = 'lang';
/** A team game's projector language: `?lang=ko` shows the scoreboard and debrief in Korean. */
export const SCOREBOARD_LANG_PARAM = 'lang';
/** The privacy page's language: `?lang=ko` shows it in Korean. */
export const PRIVACY_LANG_PARAM = 'lang';
/** The privacy page in a language (a Korean page links to the Korean one). */
export const privacyIn = (lang: Lang) => paths.privacy + koreanPart(lang, `?${PRIVACY_LANG_PARAM}=ko`);
/**
 * The decks page's language: `?lang=ko` shows it in Korean (a Korean seat's page is Korean without it; the
 * browser learns the seat after the page is rendered, never the server).
 */
export const DECKS_LANG_PARAM = 'lang';
/** The decks page in a language (the Korean follow view links back to the Korean one). */
export const decksIn = (lang: Lang) => paths.decks + koreanPart(lang, `?${DECKS_LANG_PARAM}=ko`);
/** A team's page's query parameter: the join code a QR link carries (`?code=K7M2QX`). */
export const TEAM_CODE_PARAM = 'code';
/** /me's query parameters it renders from: the instructor's one-time re-seat link, and `?lang=ko`. */
export const RESEAT_PARAM = 'reseat';
export const ME_LANG_PARAM = 'lang';
/**
 * The re-seat link's token as /me's page is rendered and kept on the server: the page shows "Opening your
 * seat" for any token, and the token itself, a one-time secret, is never part of a kept page's address.
 */
export const ANY_RESEAT_TOKEN = 'link';
/**
 * A student's own debrief in its print layout (`?print=1`): the same page without its links and buttons,
 * laid out for A4, to print or save as a PDF. It renders differently from the first paint, so it is part of
 * the kept page's address (the page is of no seat on the server either way).
 */
export const PRINT_PARAM = 'print';
/** A page's print layout: its address with `?print=1`. */
export const printLayoutOf = (path: string) => `${path}?${PRINT_PARAM}=1`;

/**
 * A visitor's page as the page itself reads its address: the path, and of the query string only
 * the parameters that page reads, with only the values it tells apart. Anything else (`?x=1`, `?utm_source=`)
 * changes nothing on the page, so the server renders and keeps the page under this address instead: a
 * made-up query string is the same page, not a new one. (The instructor's `?class=` is on pages that are
 * never kept, and stays.)
 */
export function canonicalPageUrl(
  path: string,
  /** The query string's parameters (a URLSearchParams; shared/ has no DOM or Node types). */
  search: { get(name: string): string | null },
): string {
  const roleChoice = SIMULATIONS.some((sim) => simulationPaths(sim).roles === path);
  if (roleChoice && search.get(ROLE_CHOICE_LANG_PARAM) === 'ko')
    return `${path}?${ROLE_CHOICE_LANG_PARAM}=ko`;
  if (isTeamGamePage(path, 'scoreboard') && search.get(SCOREBOARD_LANG_PARAM) === 'ko')
    return `${path}?${SCOREBOARD_LANG_PARAM}=ko`;
  if (path === paths.privacy && search.get(PRIVACY_LANG_PARAM) === 'ko') return privacyIn('ko');
  if (path === paths.decks && search.get(DECKS_LANG_PARAM) === 'ko') return decksIn('ko');
  const myDebrief = SIMULATIONS.some((sim) => simulationPaths(sim).myDebrief === path);
  if (myDebrief && search.get(PRINT_PARAM) === '1') return printLayoutOf(path);
  if (path === paths.me) {
    // the page reads whether a re-seat link came (not its token) and its language before the seat is known
    const reads = [
      search.get(RESEAT_PARAM) ? `${RESEAT_PARAM}=${ANY_RESEAT_TOKEN}` : '',
      search.get(ME_LANG_PARAM) === 'ko' ? `${ME_LANG_PARAM}=ko` : '',
    ].filter(Boolean);
    return reads.length ? `${path}?${reads.join('&')}` : path;
  }
  const code = search.get(TEAM_CODE_PARAM);
  if (code !== null && isTeamGamePage(path, 'team'))
    return `${path}?${TEAM_CODE_PARAM}=${encodeURIComponent(code)}`;
  return path;
}

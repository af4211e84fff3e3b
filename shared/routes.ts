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
  casting: {
    roles: '/simulations/queen-of-sorrows-instructions',
    agent: '/simulations/queen-of-sorrows-agent-instructions',
    agentKo: '/simulations/queen-of-sorrows-agent-instructions-korean',
    studio: '/simulations/queen-of-sorrows-studio-instructions',
    studioKo: '/simulations/queen-of-sorrows-studio-instructions-korean',
    report: '/simulations/queen-of-sorrows-results',
    results: '/simulations/queen-of-sorrows-view-results',
  },
  legalFee: {
    roles: '/simulations/shinhwa-vs-daesung-instructions',
    shinhwa: '/simulations/shinhwa-vs-daesung-shinhwa-instructions',
    shinhwaKo: '/simulations/shinhwa-vs-daesung-shinhwa-instructions-korean',
    daesung: '/simulations/shinhwa-vs-daesung-daesung-instructions',
    daesungKo: '/simulations/shinhwa-vs-daesung-daesung-instructions-korean',
    report: '/simulations/shinhwa-vs-daesung-results',
    results: '/simulations/shinhwa-vs-daesung-view-results',
  },
  tariff: {
    roles: '/simulations/solara-lunara-instructions',
    solara: '/simulations/solara-lunara-solara-instructions',
    solaraKo: '/simulations/solara-lunara-solara-instructions-korean',
    lunara: '/simulations/solara-lunara-lunara-instructions',
    lunaraKo: '/simulations/solara-lunara-lunara-instructions-korean',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type AppPath = Leaves<typeof paths>;

const flatten = (o: object): string[] =>
  Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : flatten(v as object)));

/** Every route the SPA renders; the server answers anything else with the not-found page and a 404 status. */
export const ALL_PATHS: readonly string[] = flatten(paths);

import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { matchesPattern, paths, patternPaths, simulationPages, type SimulationPage } from '@shared/routes';
import { SIMULATIONS, type Lang } from '@shared/simulations';
import { Spinner } from '@/components/ui/spinner';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { AdminGate } from '@/features/auth/components/admin-gate';
import { useCaseRegistry } from '@/lib/case-registry';
import { Navbar } from '@/features/layout/components/navbar';
import type { AssignmentExtra } from '@/features/seats/components/my-assignments';
import type { SeatReview } from '@/features/seats/components/student-home';
import { HydrationMarker } from '@/hooks/use-hydrated';
import { useDeckVisibility, useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { lazyPage, type LazyPage } from './lazy-page';
import { SeatNotice } from './seat-notice';

// Every page is its own chunk: a phone opening "/" downloads only the home page's code.
const HomePage = lazyPage(() => import('@/features/home/components/home-page'));
const DemosPage = lazyPage(() => import('@/features/demos/components/demos-page'));
// The decks page in the reader's language: a seat's (seats) given to the page (decks) in app/.
const DecksRoute = lazyPage(() => import('./decks-route'));
const SimulationsPage = lazyPage(() => import('@/features/simulations/components/simulations-page'));
const RoleChoicePage = lazyPage(() => import('@/features/simulations/components/role-choice-page'));
const RoleInstructionsPage = lazyPage(
  () => import('@/features/simulations/components/role-instructions-page'),
);
const ObserverSheetPage = lazyPage(() => import('@/features/simulations/components/observer-sheet-page'));
const GeneralInformationPage = lazyPage(
  () => import('@/features/simulations/components/general-information-page'),
);
const ReportResultsPage = lazyPage(() => import('@/features/results/components/report-results-page'));
const ViewResultsPage = lazyPage(() => import('@/features/results/components/view-results-page'));
const DebriefPage = lazyPage(() => import('@/features/results/components/debrief-page'));
const RunPage = lazyPage(() => import('@/features/pairing/components/run-page'));
const NegotiationsPanel = lazyPage(() => import('@/features/deal-run/components/negotiations-panel'));
const PairsPage = lazyPage(() => import('@/features/pairing/components/pairs-page'));
// A student's own debrief: the seat (seats) and the debrief (my-debrief) put together in app/.
const MyDebriefRoute = lazyPage<{ sim: string }>(() => import('./my-debrief-route'));
const AboutPage = lazyPage(() => import('@/features/about/components/about-page'));
const NeuralDemoPage = lazyPage(() => import('@/features/neural-demo/components/neural-demo-page'));
const AdminPage = lazyPage(() => import('@/features/admin/components/admin-page'));
const AdminFeedbackPage = lazyPage(() => import('@/features/feedback/components/admin-feedback-page'));
const CourseReportPage = lazyPage(() => import('@/features/course-report/components/course-report-page'));
const JoinPage = lazyPage(() => import('@/features/join/components/join-page'));
const RemotePage = lazyPage(() => import('@/features/remote/components/remote-page'));
const ProjectorPage = lazyPage(() => import('@/features/projector/components/projector-page'));
// The join screen on the projector: the projector's code form and the join feature's screen (app/).
const ProjectorJoinRoute = lazyPage(() => import('./projector-join-route'));
// The student's page and Admin → Class: the join and seat code load only there.
const MePage = lazyPage<{ assignmentExtra?: AssignmentExtra; review?: SeatReview }>(
  () => import('@/features/seats/components/me-page'),
);
// The deal's steps under a negotiation's assignment on /me: their chunk loads with the first such card.
const DealCard = lazyPage(() => import('@/features/deal/components/deal-card'));
const ClassTab = lazyPage(() => import('@/features/seats/components/class-tab'));
const PrivacyPage = lazyPage(() => import('@/features/privacy/components/privacy-page'));
const tariff = () => import('@/features/tariff/load-pages');
const TariffTeamPage = lazyPage<{ lang: 'en' | 'ko'; sim: string }>(() => tariff().then((m) => m.teamPage()));
const TariffGamePage = lazyPage<{ sim: string }>(() => tariff().then((m) => m.gamePage()));
const TariffScoreboardPage = lazyPage<{ sim: string }>(() => tariff().then((m) => m.scoreboardPage()));
const ReviewCourse = lazyPage(() => import('@/features/feedback/components/review-course'));
const NotFoundPage = lazyPage(() => import('@/features/layout/components/not-found-page'));

/** A query a page shows (a react-query `queryOptions` object): what loading it ahead needs to know. */
export interface PageQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/** What the page at a path needs before it can be rendered in one pass (on the server, ADR 5). */
export interface RouteLoad {
  /** The lazy modules the page renders at once. */
  pages: LazyPage<never>[];
  /** The queries whose data it shows, for this visitor; lists too long to embed are left out. */
  queries: (visitor: { isAdmin: boolean }) => Promise<PageQuery[]>;
}

export interface AppRoute extends RouteLoad {
  path: string;
  render: () => ReactNode;
}

type Queries = () => Promise<PageQuery[]>;

// Only the server runs loaders: the API modules they name are imported when one runs, so the browser's
// first bundle does not carry them (each page's own chunk does).
const none: Queries = async () => [];
const simulationSettings: Queries = async () => [useSimulationVisibility.query()];
const feedbackFormSetting: Queries = async () => [
  (await import('@/features/feedback/api/get-feedback-form-setting')).getFeedbackFormSettingQueryOptions(),
];
/** Which roles the visitor may read: the role choice offers only those. */
const readableRoles =
  (sim: string): Queries =>
  async () => [(await import('@/features/simulations/api/get-readable-roles')).readableRolesQuery(sim)];
const assignmentOf =
  (sim: string): Queries =>
  async () => [(await import('@/features/pairing/api/get-assignment')).assignmentQueryOptions(sim)];
const privacySettings: Queries = async () => [
  (await import('@/features/privacy/api/get-privacy-settings')).privacySettingsQueryOptions(),
];
const classesList: Queries = async () => [
  (await import('@/features/classes/api/get-classes')).classesQueryOptions(),
];
const adminOnly =
  (queries: Queries) =>
  ({ isAdmin }: { isAdmin: boolean }) =>
    isAdmin ? queries() : none();
const all =
  (...lists: Queries[]): Queries =>
  async () =>
    (await Promise.all(lists.map((q) => q()))).flat();

const page = (C: LazyPage<object>, queries: Queries = none) => ({
  render: () => <C />,
  pages: [C],
  queries,
});
/**
 * On /me, under each of the seat's assignments: the deal's steps (the seats feature gives only the place).
 * The place names the round and the role too: a round with the roles switched keeps the table and the
 * partner, and is still a new pair to ask for.
 */
const dealCardUnder: AssignmentExtra = (assignment, seat) =>
  // a student waiting for a new partner (theirs is absent) has no pair to show
  assignment.table === null ? null : (
    <Suspense fallback={null}>
      <DealCard
        sim={assignment.simulation}
        role={assignment.role}
        seatId={seat.id}
        lang={seat.lang}
        place={`${assignment.round}:${assignment.role}:${assignment.table}:${assignment.partners
          .map((p) => `${p.name}${p.left ? '/left' : ''}${p.absent ? '/absent' : ''}`)
          .join('|')}`}
      />
    </Suspense>
  );

/** On /me: the course review in the seat's language, the form's name filled in with the seat's. */
const seatReview: SeatReview = (seat) => <ReviewCourse lang={seat.lang} defaultName={seat.name} />;

/** An admin page, behind the door: only the signed-in instructor gets past it (and only they load data). */
const admin = (C: LazyPage<object>, queries: Queries, element: ReactNode = <C />) => ({
  render: () => <AdminGate>{element}</AdminGate>,
  pages: [C],
  queries: adminOnly(queries),
});

/** The role choice in each language: the Korean one offers the course review in Korean; the English one does not. */
const roleChoiceRoutes: Record<Lang, (sim: string, path: string) => AppRoute> = {
  en: (sim, path) => ({
    path,
    render: () => <RoleChoicePage sim={sim} />,
    pages: [RoleChoicePage],
    queries: all(simulationSettings, readableRoles(sim)),
  }),
  ko: (sim, path) => ({
    path,
    render: () => <RoleChoicePage sim={sim} lang="ko" review={<ReviewCourse lang="ko" />} />,
    pages: [RoleChoicePage, ReviewCourse],
    queries: all(simulationSettings, feedbackFormSetting, readableRoles(sim)),
  }),
};

/** A simulation's page, as the registry derives it (shared/routes.ts), with what it loads. */
function simulationRoute(sim: string, page: SimulationPage): AppRoute {
  const path = page.path;
  switch (page.kind) {
    case 'roles':
      return roleChoiceRoutes[page.lang](sim, path);
    case 'instructions':
      return {
        path,
        render: () => <RoleInstructionsPage sim={sim} role={page.role} lang={page.lang} />,
        pages: [RoleInstructionsPage],
        queries: all(simulationSettings, async () => {
          const { roleInstructionsQuery } = await import('@/features/simulations/api/get-role-instructions');
          return [roleInstructionsQuery(sim, page.role, page.lang)];
        }),
      };
    case 'observer':
      return {
        path,
        render: () => <ObserverSheetPage sim={sim} lang={page.lang} />,
        pages: [ObserverSheetPage],
        queries: async () => {
          const { observerSheetQuery } = await import('@/features/simulations/api/get-observer-sheet');
          return [observerSheetQuery(sim, page.lang)];
        },
      };
    case 'general':
      return {
        path,
        render: () => <GeneralInformationPage sim={sim} lang={page.lang} />,
        pages: [GeneralInformationPage],
        queries: async () => {
          const { generalInformationQuery } =
            await import('@/features/simulations/api/get-general-information');
          return [generalInformationQuery(sim, page.lang)];
        },
      };
    case 'report':
      return {
        path,
        render: () => <ReportResultsPage sim={sim} lang={page.lang} />,
        pages: [ReportResultsPage],
        queries: simulationSettings,
      };
    case 'results':
      // The list itself is fetched by the browser; the page around it is rendered.
      return {
        path,
        render: () => <ViewResultsPage sim={sim} />,
        pages: [ViewResultsPage],
        queries: adminOnly(classesList),
      };
    case 'debrief':
      return {
        path,
        render: () => <DebriefPage sim={sim} />,
        pages: [DebriefPage],
        queries: adminOnly(classesList),
      };
    case 'run':
      // The roster (who is online) and the pairs' negotiations are fetched by the browser; the assignment
      // is rendered.
      return {
        path,
        render: () => <RunPage sim={sim} negotiations={<NegotiationsPanel sim={sim} />} />,
        pages: [RunPage, NegotiationsPanel],
        queries: adminOnly(assignmentOf(sim)),
      };
    case 'pairs':
      return {
        path,
        render: () => <PairsPage sim={sim} />,
        pages: [PairsPage],
        queries: adminOnly(assignmentOf(sim)),
      };
    case 'myDebrief':
      // as on /me, no seat is read on the server: the browser asks for the seat and the debrief
      return { path, render: () => <MyDebriefRoute sim={sim} />, pages: [MyDebriefRoute], queries: none };
    // a team game played on the site: the instructor's control and projector, and a team's page
    case 'game':
      return {
        path,
        render: () => (
          <AdminGate>
            <TariffGamePage sim={sim} />
          </AdminGate>
        ),
        pages: [TariffGamePage],
        queries: adminOnly(async () => (await tariff()).gameQueries()),
      };
    case 'scoreboard':
      return {
        path,
        render: () => (
          <AdminGate>
            <TariffScoreboardPage sim={sim} />
          </AdminGate>
        ),
        pages: [TariffScoreboardPage],
        queries: adminOnly(async () => (await tariff()).scoreboardQueries()),
      };
    case 'team':
      return {
        path,
        render: () => <TariffTeamPage lang={page.lang} sim={sim} />,
        pages: [TariffTeamPage],
        queries: async () => (await tariff()).teamQueries(),
      };
  }
}

/** The route table: every path once; the simulations' pages come from the registry. */
export const appRoutes = (): AppRoute[] => [
  { path: paths.home, ...page(HomePage) },
  { path: paths.demos, ...page(DemosPage) },
  { path: paths.decks, ...page(DecksRoute, async () => [useDeckVisibility.query()]) },
  { path: paths.simulations, ...page(SimulationsPage, simulationSettings) },
  {
    path: paths.about,
    render: () => <AboutPage review={<ReviewCourse />} />,
    pages: [AboutPage, ReviewCourse],
    queries: feedbackFormSetting,
  },
  { path: paths.neuralDemo, ...page(NeuralDemoPage) },
  {
    path: paths.admin,
    // the Class tab (seats) loads when it is first shown
    ...admin(
      AdminPage,
      all(classesList, async () => [
        (await import('@/features/admin/api/get-dashboard')).dashboardQueryOptions(),
      ]),
      <AdminPage classTab={<ClassTab />} />,
    ),
  },
  {
    path: paths.adminFeedback,
    ...admin(
      AdminFeedbackPage,
      all(classesList, async () => [
        (await import('@/features/feedback/api/get-feedback')).getFeedbackQueryOptions(),
      ]),
    ),
  },
  // read in the browser: its query names the class of the address, which the loaders are not given
  { path: patternPaths.adminClassReport, ...admin(CourseReportPage, none) },
  {
    path: paths.join,
    ...admin(
      JoinPage,
      all(simulationSettings, async () => [
        (await import('@/features/join/api/get-join-info')).joinInfoQueryOptions(),
        (await import('@/features/join/api/get-class-join')).classJoinQueryOptions(),
      ]),
    ),
  },
  {
    path: paths.remote,
    ...admin(RemotePage, async () => [
      (await import('@/features/remote/api/get-presenter-state')).presenterStateQuery(),
    ]),
  },
  // the projector's browser, joined by code: it asks whether it is joined once it runs (never rendered)
  { path: paths.projector, ...page(ProjectorPage) },
  // the join screen on the projector's browser, joined by the same code (the browser asks; never rendered)
  { path: paths.projectorJoin, ...page(ProjectorJoinRoute, simulationSettings) },
  // The student's page: no seat is ever read on the server (the browser asks for it), so nothing of a
  // seat is in a rendered or kept page.
  {
    path: paths.me,
    render: () => <MePage assignmentExtra={dealCardUnder} review={seatReview} />,
    pages: [MePage, ReviewCourse],
    queries: none,
  },
  // how students' data is handled, in English or (?lang=ko) Korean
  { path: paths.privacy, ...page(PrivacyPage, privacySettings) },
  ...SIMULATIONS.flatMap((sim) => simulationPages(sim).map((p) => simulationRoute(sim.key, p))),
];

/** What to load for a path: its route's, or the not-found page's. */
export function routeLoad(path: string): RouteLoad {
  const routes = appRoutes();
  return (
    routes.find((r) => r.path === path) ??
    routes.find((r) => r.path.includes(':') && matchesPattern(r.path, path)) ?? {
      pages: [NotFoundPage],
      queries: none,
    }
  );
}

export function AppRouter() {
  // a case added or removed while the page is open (the live channel's `cases`): the route table and every
  // page under it, which read the registry as they render, render again with the new one
  useCaseRegistry();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Navbar account={<AccountMenu />} />
      <main id="main" className="min-h-screen pt-16">
        <SeatNotice place="above" />
        <Suspense fallback={<Spinner />}>
          <Switch>
            {appRoutes().map((r) => (
              <Route key={r.path} path={r.path}>
                {r.render}
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
          {/* in the page's Suspense boundary: its effect runs once the page itself has hydrated */}
          <HydrationMarker />
        </Suspense>
        <SeatNotice place="below" />
      </main>
    </>
  );
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@shared/routes';
import { Spinner } from '@/components/ui/spinner';
import { Navbar } from '@/features/layout/components/navbar';
import { HydrationMarker } from '@/hooks/use-hydrated';

// Every page is its own chunk: a phone opening "/" downloads only the home page's code.
const HomePage = lazy(() => import('@/features/home/components/home-page'));
const DemosPage = lazy(() => import('@/features/demos/components/demos-page'));
const DecksPage = lazy(() => import('@/features/decks/components/decks-page'));
const SimulationsPage = lazy(() => import('@/features/simulations/components/simulations-page'));
const RoleChoicePage = lazy(() => import('@/features/simulations/components/role-choice-page'));
const RoleInstructionsPage = lazy(() => import('@/features/simulations/components/role-instructions-page'));
const ReportResultsPage = lazy(() => import('@/features/results/components/report-results-page'));
const ViewResultsPage = lazy(() => import('@/features/results/components/view-results-page'));
const AboutPage = lazy(() => import('@/features/about/components/about-page'));
const NeuralDemoPage = lazy(() => import('@/features/neural-demo/components/neural-demo-page'));
const AdminPage = lazy(() => import('@/features/admin/components/admin-page'));
const AdminFeedbackPage = lazy(() => import('@/features/feedback/components/admin-feedback-page'));
const NotFoundPage = lazy(() => import('@/features/layout/components/not-found-page'));

const page = (C: ComponentType) => () => <C />;

/** The route table: every path of SPEC section 2, once. */
export const routes: { path: string; render: () => ReactNode }[] = [
  { path: paths.home, render: page(HomePage) },
  { path: paths.demos, render: page(DemosPage) },
  { path: paths.decks, render: page(DecksPage) },
  { path: paths.simulations, render: page(SimulationsPage) },
  { path: paths.about, render: page(AboutPage) },
  { path: paths.neuralDemo, render: page(NeuralDemoPage) },
  { path: paths.admin, render: page(AdminPage) },
  { path: paths.adminFeedback, render: page(AdminFeedbackPage) },

  { path: paths.casting.roles, render: () => <RoleChoicePage sim="queenOfSorrows" /> },
  {
    path: paths.casting.agent,
    render: () => <RoleInstructionsPage sim="queenOfSorrows" role="agent" lang="en" />,
  },
  {
    path: paths.casting.agentKo,
    render: () => <RoleInstructionsPage sim="queenOfSorrows" role="agent" lang="ko" />,
  },
  {
    path: paths.casting.studio,
    render: () => <RoleInstructionsPage sim="queenOfSorrows" role="studio" lang="en" />,
  },
  {
    path: paths.casting.studioKo,
    render: () => <RoleInstructionsPage sim="queenOfSorrows" role="studio" lang="ko" />,
  },
  { path: paths.casting.report, render: () => <ReportResultsPage sim="queenOfSorrows" /> },
  { path: paths.casting.results, render: () => <ViewResultsPage sim="queenOfSorrows" /> },

  { path: paths.legalFee.roles, render: () => <RoleChoicePage sim="shinhwaDaesung" /> },
  {
    path: paths.legalFee.shinhwa,
    render: () => <RoleInstructionsPage sim="shinhwaDaesung" role="shinhwa" lang="en" />,
  },
  {
    path: paths.legalFee.shinhwaKo,
    render: () => <RoleInstructionsPage sim="shinhwaDaesung" role="shinhwa" lang="ko" />,
  },
  {
    path: paths.legalFee.daesung,
    render: () => <RoleInstructionsPage sim="shinhwaDaesung" role="daesung" lang="en" />,
  },
  {
    path: paths.legalFee.daesungKo,
    render: () => <RoleInstructionsPage sim="shinhwaDaesung" role="daesung" lang="ko" />,
  },
  { path: paths.legalFee.report, render: () => <ReportResultsPage sim="shinhwaDaesung" /> },
  { path: paths.legalFee.results, render: () => <ViewResultsPage sim="shinhwaDaesung" /> },

  { path: paths.tariff.roles, render: () => <RoleChoicePage sim="solaraLunara" /> },
  {
    path: paths.tariff.solara,
    render: () => <RoleInstructionsPage sim="solaraLunara" role="solara" lang="en" />,
  },
  {
    path: paths.tariff.solaraKo,
    render: () => <RoleInstructionsPage sim="solaraLunara" role="solara" lang="ko" />,
  },
  {
    path: paths.tariff.lunara,
    render: () => <RoleInstructionsPage sim="solaraLunara" role="lunara" lang="en" />,
  },
  {
    path: paths.tariff.lunaraKo,
    render: () => <RoleInstructionsPage sim="solaraLunara" role="lunara" lang="ko" />,
  },
];

export function AppRouter() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="min-h-screen pt-16">
        <Suspense fallback={<Spinner />}>
          <Switch>
            {routes.map((r) => (
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
      </main>
    </>
  );
}

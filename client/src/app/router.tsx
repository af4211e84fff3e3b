import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { paths, simulationPages, type SimulationPage } from '@shared/routes';
import { SIMULATIONS } from '@shared/simulations';
import { Spinner } from '@/components/ui/spinner';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { AdminGate } from '@/features/auth/components/admin-gate';
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
const ReviewCourse = lazy(() => import('@/features/feedback/components/review-course'));
const NotFoundPage = lazy(() => import('@/features/layout/components/not-found-page'));

const page = (C: ComponentType) => () => <C />;
/** An admin page, behind the door: only the signed-in instructor gets past it. */
const admin = (C: ComponentType) => () => (
  <AdminGate>
    <C />
  </AdminGate>
);

interface AppRoute {
  path: string;
  render: () => ReactNode;
}

/** A simulation's page, as the registry derives it (shared/routes.ts). */
function renderSimulationPage(sim: string, page: SimulationPage): ReactNode {
  switch (page.kind) {
    case 'roles':
      return <RoleChoicePage sim={sim} />;
    case 'instructions':
      return <RoleInstructionsPage sim={sim} role={page.role} lang={page.lang} />;
    case 'report':
      return <ReportResultsPage sim={sim} />;
    case 'results':
      return <ViewResultsPage sim={sim} />;
  }
}

/** The route table: every path of SPEC section 2, once; the simulations' pages come from the registry. */
export const appRoutes = (): AppRoute[] => [
  { path: paths.home, render: page(HomePage) },
  { path: paths.demos, render: page(DemosPage) },
  { path: paths.decks, render: page(DecksPage) },
  { path: paths.simulations, render: page(SimulationsPage) },
  { path: paths.about, render: () => <AboutPage review={<ReviewCourse />} /> },
  { path: paths.neuralDemo, render: page(NeuralDemoPage) },
  { path: paths.admin, render: admin(AdminPage) },
  { path: paths.adminFeedback, render: admin(AdminFeedbackPage) },

  ...SIMULATIONS.flatMap((sim) =>
    simulationPages(sim).map((p) => ({ path: p.path, render: () => renderSimulationPage(sim.key, p) })),
  ),
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
      <Navbar account={<AccountMenu />} />
      <main id="main" className="min-h-screen pt-16">
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
      </main>
    </>
  );
}

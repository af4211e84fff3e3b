import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { paths, simulationPages } from '@shared/routes';
import { SIMULATIONS } from '@shared/simulations';
import { useSeatedStream } from '@/lib/live/use-seated-stream';
import { lazyPage } from './lazy-page';

// Its own chunk: a visitor without a seat never downloads the seat's code.
const AssignmentNotice = lazyPage(() => import('@/features/seats/components/assignment-notice'));

/**
 * Pages whose own control must be on a phone's first screen (a team's High and Low): the notice goes under
 * the page there, not above it.
 */
const leadsWithItsControl = (path: string) =>
  SIMULATIONS.some((sim) => simulationPages(sim).some((p) => p.kind === 'team' && p.path === path));

/**
 * A seat's role and partner above every page but /me (which shows them in full), once the live stream has
 * said this browser is a seat of the current class; under the page on one that leads with its control (the
 * router places it at both; the address decides which one shows). Client-only: the server renderer knows no
 * seat, so its HTML and the first render agree.
 */
export function SeatNotice({ place }: { place: 'above' | 'below' }) {
  const seated = useSeatedStream();
  const [location] = useLocation();
  if (!seated || location === paths.me) return null;
  if ((place === 'below') !== leadsWithItsControl(location)) return null;
  return (
    <div className={place === 'below' ? 'pb-8' : undefined}>
      <Suspense fallback={null}>
        <AssignmentNotice here={location} />
      </Suspense>
    </div>
  );
}

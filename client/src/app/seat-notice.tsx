import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@shared/routes';
import { useSeatedStream } from '@/lib/live/live-hello';
import { lazyPage } from './lazy-page';

// Its own chunk: a visitor without a seat never downloads the seat's code.
const AssignmentNotice = lazyPage(() => import('@/features/seats/components/assignment-notice'));

/**
 * A seat's role and partner above every page but /me (which shows them in full), once the live stream has
 * said this browser is a seat of the current class. Client-only: the server renderer knows no seat, so its
 * HTML and the first render agree.
 */
export function SeatNotice() {
  const seated = useSeatedStream();
  const [location] = useLocation();
  if (!seated || location === paths.me) return null;
  return (
    <Suspense fallback={null}>
      <AssignmentNotice />
    </Suspense>
  );
}

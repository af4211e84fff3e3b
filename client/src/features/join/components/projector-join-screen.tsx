import { Maximize } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { joinMessages, joinTarget } from '@shared/contracts/join';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBrowserLocation } from '@/lib/use-browser-location';
import { usePageTitle } from '@/lib/use-page-title';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { useProjectorJoin } from '../api/get-projector-join';
import { JoinScreenBody } from './join-page';
import '@/lib/korean-font';

/**
 * /projector/join, on the projector's own browser joined by the presenter view's code (no sign-in): the join
 * screen alone, over the whole window: the class's address, code, QR code, count and the simulations open
 * now. Nothing of the instructor's: no navigation, no closed simulations, and no warning about localhost
 * (that is for the instructor's own /join). Not joined (or the presentation ended): `connect` asks for the code.
 */
export default function ProjectorJoinScreen({ connect }: { connect: ReactNode }) {
  usePageTitle('Join the class');
  const screen = useProjectorJoin();
  const visibility = useSimulationVisibility();
  const location = useBrowserLocation();
  const wall = useRef<HTMLDivElement>(null);

  const data = screen.data;
  // the projector is usually another PC than the server's, so its own address is one the room reaches
  const address = data && location ? (joinTarget(data.join, location).address ?? location.origin) : null;
  return (
    <div
      ref={wall}
      data-testid="projector-join-screen"
      className="fixed inset-0 z-[100] overflow-y-auto bg-slate-50 px-4 py-6 sm:px-8"
    >
      <div className="mx-auto w-full max-w-7xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Join the class{' '}
            <span lang="ko" className="text-slate-600">
              · 수업 참여
            </span>
          </h1>
          {data && (
            <Button
              variant="secondary"
              size="sm"
              className="fullscreen-hidden"
              onClick={() => void wall.current?.requestFullscreen?.().catch(() => undefined)}
            >
              <Maximize className="h-4 w-4" aria-hidden />
              Full screen
            </Button>
          )}
        </div>
        {screen.isError ? (
          <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
            {joinMessages.loadFailed}
          </p>
        ) : screen.isPending || location === null || visibility.isLoading ? (
          <Spinner label="Loading" />
        ) : data === null || data === undefined || address === null ? (
          <div className="mt-6 max-w-xl">{connect}</div>
        ) : (
          <JoinScreenBody address={address} classJoin={data.class} onProjector />
        )}
      </div>
    </div>
  );
}

import { Maximize } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { ReleaseDebriefControl } from '@/features/debrief-release/components/release-debrief-control';

/** Above the projector debrief (hidden in full screen and in print): back, the release, full screen. */
export function DebriefTopBar({
  sim,
  resultsHref,
  onFullscreen,
}: {
  sim: string;
  resultsHref: string;
  onFullscreen: () => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-4 fullscreen-hidden print:hidden">
      <BackLink href={resultsHref}>Back to the results table</BackLink>
      <div className="flex flex-wrap items-center gap-4">
        <ReleaseDebriefControl sim={sim} />
        <Button variant="secondary" size="sm" onClick={onFullscreen}>
          <Maximize className="h-4 w-4" aria-hidden />
          Full screen (F)
        </Button>
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useId } from 'react';
import { DECK_TITLES, presentHref } from '@shared/decks';
import type { DeckKey } from '@shared/keys';
import { Button } from '@/components/ui/button';
import { followAlongQuery } from '../api/get-follow-along';

/**
 * For students while the instructor has following along on: the slide the instructor is on, kept live, and
 * the slides themselves in the follow view (the presenter page at that slide, free to browse and come back).
 * A deck whose download is off shows the slide number only: its PDF is not the students' to fetch.
 */
export function FollowAlongNotice({ isDownloadable }: { isDownloadable: (deck: DeckKey) => boolean }) {
  const headingId = useId();
  const { data: follow } = useQuery(followAlongQuery());
  if (!follow) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border border-blue-200 bg-blue-50 p-5"
    >
      <Radio className="h-6 w-6 shrink-0 text-blue-800" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Your instructor is presenting
        </h2>
        <p className="mt-1 text-slate-700" aria-live="polite" data-testid="followed-slide">
          <span lang={follow.lang}>{DECK_TITLES[follow.deck][follow.lang]}</span>: slide {follow.slide} of{' '}
          {follow.total}
        </p>
        {!isDownloadable(follow.deck) && (
          <p className="mt-1 text-sm text-slate-600">
            These slides are not shared for download, so only the slide number is shown here.
          </p>
        )}
      </div>
      {isDownloadable(follow.deck) && (
        <Button asChild>
          <a href={presentHref(follow.deck, follow.lang, 'follow')}>Follow the slides</a>
        </Button>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useId } from 'react';
import { DECK_TITLES, followHref } from '@shared/decks';
import type { DeckKey } from '@shared/keys';
import { Button } from '@/components/ui/button';
import { followAlongQuery } from '../api/get-follow-along';
import type { DeckLang } from '../lib/deck-catalog';
import { decksText } from '../lib/decks-text';

/**
 * For students while the instructor has following along on: the slide the instructor is on, kept live, and
 * the slides themselves in the follow view (the presenter page at that slide, free to browse and come back).
 * A deck whose download is off shows the slide number only: its PDF is not the students' to fetch. In the
 * reader's language (`lang`), and so is the follow view's bar; the deck's title is the slides' own.
 */
export function FollowAlongNotice({
  isDownloadable,
  lang,
}: {
  isDownloadable: (deck: DeckKey) => boolean;
  lang: DeckLang;
}) {
  const headingId = useId();
  const t = decksText[lang];
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
          {t.presenting}
        </h2>
        <p className="mt-1 text-slate-700" aria-live="polite" data-testid="followed-slide">
          <span lang={follow.lang}>{DECK_TITLES[follow.deck][follow.lang]}</span>:{' '}
          {t.slideOf(follow.slide, follow.total)}
        </p>
        {!isDownloadable(follow.deck) && <p className="mt-1 text-sm text-slate-600">{t.notForDownload}</p>}
      </div>
      {isDownloadable(follow.deck) && (
        <Button asChild>
          <a href={followHref(follow.deck, follow.lang, lang)}>{t.follow}</a>
        </Button>
      )}
    </section>
  );
}

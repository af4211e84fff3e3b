import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTakeaway } from '../api/get-takeaway';
import type { TeamText } from '../lib/team-text';

/** Where the game-over box links to. */
export const TAKEAWAY_ID = 'tariff-takeaway';

/**
 * The game's takeaway page under a team's finished game, in the page's language: the structure the teams had
 * to find while they played, and what to keep from it. Shown only once the game is over (the server refuses
 * it before).
 */
export function TeamTakeaway({ lang, t }: { lang: Lang; t: TeamText }) {
  const takeaway = useTakeaway(lang);
  return (
    <section
      aria-labelledby={`${TAKEAWAY_ID}-title`}
      id={TAKEAWAY_ID}
      className="mt-8 scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${TAKEAWAY_ID}-title`} className="text-xl font-bold text-slate-900">
        {takeaway.data?.title ?? t.takeaway.heading}
      </h2>
      {takeaway.isSuccess ? (
        // our own Markdown, rendered by the server (no raw HTML in it), as the role pages are
        <div
          lang={lang}
          className="role-document mt-3"
          dangerouslySetInnerHTML={{ __html: takeaway.data.html }}
        />
      ) : takeaway.isError ? (
        <div role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t.takeaway.loadFailed}</p>
          <Button className="mt-3" variant="secondary" size="sm" onClick={() => void takeaway.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : (
        <Spinner label={t.loading} />
      )}
    </section>
  );
}

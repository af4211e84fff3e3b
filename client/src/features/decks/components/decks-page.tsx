import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useDeckVisibility } from '@/features/visibility/api/use-visibility';
import { DECKS } from '../lib/deck-catalog';
import { DeckCard } from './deck-card';
import { FollowAlongNotice } from './follow-along-notice';

/** Presentation Decks (SPEC section 2): one card per deck; students see only the visible ones. */
export default function DecksPage() {
  const { isAdmin } = useAuth();
  const { isLoading, settingOf, update } = useDeckVisibility();
  const shown = isAdmin ? DECKS : DECKS.filter((d) => settingOf(d.key).isVisible);

  return (
    <Page
      title="Presentation Decks"
      intro={
        isAdmin
          ? 'Every workshop deck, including the ones hidden from students. Choose what students see and download, and present the slides full screen.'
          : 'The slides from each workshop of the course, to follow along in class and review afterwards.'
      }
    >
      {!isAdmin && !isLoading && (
        <FollowAlongNotice isDownloadable={(deck) => settingOf(deck).isDownloadable} />
      )}
      {isLoading ? (
        <Spinner label="Loading decks" />
      ) : shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No decks to show yet</h2>
          <p className="mt-2 text-slate-600">
            Your instructor will share the workshop slides here when the class is ready. Check back later.
          </p>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {shown.map((deck) => (
            <DeckCard
              key={deck.key}
              deck={deck}
              setting={settingOf(deck.key)}
              isAdmin={isAdmin}
              onChange={(patch) => update(deck.key, patch)}
            />
          ))}
        </div>
      )}
    </Page>
  );
}

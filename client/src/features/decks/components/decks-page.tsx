import { useSearch } from 'wouter';
import { DECKS_LANG_PARAM } from '@shared/decks';
import type { Lang } from '@shared/simulations';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useDocumentLang } from '@/lib/use-document-lang';
import { useDeckVisibility } from '@/features/visibility/api/use-visibility';
import { DECKS } from '../lib/deck-catalog';
import { decksText } from '../lib/decks-text';
import { DeckCard } from './deck-card';
import { FollowAlongNotice } from './follow-along-notice';

/**
 * Presentation Decks (SPEC section 2): one card per deck; students see only the visible ones. A student's
 * page is in `?lang=`'s language when the link says, else in their seat's (`seatLang`, read in app/); the
 * instructor's is English.
 */
export default function DecksPage({ seatLang = null }: { seatLang?: Lang | null }) {
  const { isAdmin } = useAuth();
  const { isLoading, settingOf, update } = useDeckVisibility();
  const linkLang = new URLSearchParams(useSearch()).get(DECKS_LANG_PARAM);
  const lang: Lang = isAdmin ? 'en' : linkLang === 'ko' || linkLang === 'en' ? linkLang : (seatLang ?? 'en');
  const t = decksText[lang];
  useDocumentLang(lang);
  const shown = isAdmin ? DECKS : DECKS.filter((d) => settingOf(d.key).isVisible);

  return (
    <div lang={lang}>
      <Page
        title={t.title}
        intro={
          isAdmin
            ? 'Every workshop deck, including the ones hidden from students. Choose what students see and download, and present the slides full screen.'
            : t.intro
        }
      >
        {!isAdmin && !isLoading && (
          <FollowAlongNotice lang={lang} isDownloadable={(deck) => settingOf(deck).isDownloadable} />
        )}
        {isLoading ? (
          <Spinner label={t.loading} />
        ) : shown.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{t.noneTitle}</h2>
            <p className="mt-2 text-slate-600">{t.noneBody}</p>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {shown.map((deck) => (
              <DeckCard
                key={`${deck.key}-${lang}`}
                deck={deck}
                lang={lang}
                setting={settingOf(deck.key)}
                isAdmin={isAdmin}
                onChange={(patch) => update(deck.key, patch)}
              />
            ))}
          </div>
        )}
      </Page>
    </div>
  );
}

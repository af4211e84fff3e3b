import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useDocumentLang } from '@/lib/use-document-lang';
import { useDeckVisibility } from '@/features/visibility/api/use-visibility';
import { DECKS, type DeckLang } from '../lib/deck-catalog';
import { decksText } from '../lib/decks-text';
import { DeckCard } from './deck-card';
import { FollowAlongNotice } from './follow-along-notice';
import '@/lib/korean-font';

/**
 * Presentation Decks: one card per deck; students see only the visible ones, in `lang` (the
 * route decides: a Korean seat's, or `?lang=ko`). The instructor's page, with its controls, is in English.
 */
export default function DecksPage({ lang: readerLang = 'en' }: { lang?: DeckLang }) {
  const { isAdmin } = useAuth();
  const lang = isAdmin ? 'en' : readerLang;
  const t = decksText[lang];
  useDocumentLang(lang);
  const { isLoading, settingOf, update } = useDeckVisibility();
  const shown = isAdmin ? DECKS : DECKS.filter((d) => settingOf(d.key).isVisible);

  return (
    <Page
      title={t.title}
      intro={
        isAdmin
          ? 'Every workshop deck, including the ones hidden from students. Choose what students see and download, and present the slides full screen.'
          : t.intro
      }
    >
      {!isAdmin && !isLoading && (
        <FollowAlongNotice isDownloadable={(deck) => settingOf(deck).isDownloadable} lang={lang} />
      )}
      {isLoading ? (
        <Spinner label={t.loading} />
      ) : shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t.emptyTitle}</h2>
          <p className="mt-2 text-slate-600">{t.emptyText}</p>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {shown.map((deck) => (
            <DeckCard
              key={deck.key}
              deck={deck}
              setting={settingOf(deck.key)}
              isAdmin={isAdmin}
              pageLang={lang}
              onChange={(patch) => update(deck.key, patch)}
            />
          ))}
        </div>
      )}
    </Page>
  );
}

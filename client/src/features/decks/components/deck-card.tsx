import { Download, FileText, Presentation } from 'lucide-react';
import { useId, useState } from 'react';
import type { DeckSetting } from '@shared/contracts/visibility-config';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AccessSwitches } from '@/features/visibility/components/access-switches';
import { Card } from '@/components/ui/card';
import { deckFileName, deckPdfPath, handoutFileName, handoutPdfPath, presentHref } from '@shared/decks';
import { DECK_IMAGE_SIZE, deckImagePath, type DeckInfo, type DeckLang } from '../lib/deck-catalog';
import { decksText } from '../lib/decks-text';

const LANG_CHOICES: { lang: DeckLang; label: string }[] = [
  { lang: 'en', label: 'English' },
  { lang: 'ko', label: '한국어' },
];

/**
 * One workshop deck. Students see it only while visible (the page filters) and the download links only
 * while downloadable; the instructor also gets Present Slides and the two switches. A language choice
 * (English or Korean, the reader's own until they choose) decides which PDF the links open; the switches
 * cover both languages and the handout. `pageLang`: the reader's language, which the card speaks.
 */
export function DeckCard({
  deck,
  setting,
  isAdmin,
  onChange,
  pageLang,
}: {
  deck: DeckInfo;
  setting: DeckSetting;
  isAdmin: boolean;
  onChange: (patch: Partial<DeckSetting>) => void;
  pageLang: DeckLang;
}) {
  const titleId = useId();
  const t = decksText[pageLang];
  const title = deck.title[pageLang];
  // null until the reader picks: a Korean seat, known only once the page runs, gets the Korean slides
  const [chosen, setLang] = useState<DeckLang | null>(null);
  const lang = chosen ?? pageLang;
  return (
    <Card className="flex flex-col overflow-hidden" aria-labelledby={titleId} role="article">
      <img
        src={deckImagePath(deck.key)}
        width={DECK_IMAGE_SIZE.width}
        height={DECK_IMAGE_SIZE.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-video h-auto w-full border-b border-slate-200 bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          {isAdmin && !setting.isVisible && <Badge tone="gray">Hidden from students</Badge>}
          {isAdmin && setting.isVisible && !setting.isDownloadable && <Badge tone="gray">Download off</Badge>}
        </div>
        <p className="mt-2 flex-1 text-slate-600">{deck.description[pageLang]}</p>

        {(setting.isDownloadable || isAdmin) && (
          <fieldset className="mt-5 flex flex-wrap items-center gap-2">
            <legend className="sr-only">{t.slidesLanguageFor(title)}</legend>
            <span aria-hidden className="mr-1 text-sm text-slate-600">
              {t.slidesIn}
            </span>
            {LANG_CHOICES.map((choice) => (
              <label
                key={choice.lang}
                lang={choice.lang}
                className="cursor-pointer rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:checked]:font-semibold has-[:checked]:text-blue-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600"
              >
                <input
                  type="radio"
                  name={`${titleId}-lang`}
                  value={choice.lang}
                  checked={lang === choice.lang}
                  onChange={() => setLang(choice.lang)}
                  className="sr-only"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
        )}

        {(setting.isDownloadable || isAdmin) && (
          <div className="mt-4 flex flex-wrap gap-3">
            {setting.isDownloadable && (
              <Button asChild variant={isAdmin ? 'secondary' : 'primary'}>
                <a href={deckPdfPath(deck.key, lang)} download={deckFileName(deck.key, lang)}>
                  <Download className="h-4 w-4" aria-hidden />
                  {t.downloadSlides}
                </a>
              </Button>
            )}
            {setting.isDownloadable && deck.handout && (
              <Button asChild variant="secondary">
                <a href={handoutPdfPath(deck.key, lang)} download={handoutFileName(deck.key, lang)}>
                  <FileText className="h-4 w-4" aria-hidden />
                  {t.downloadHandout}
                </a>
              </Button>
            )}
            {isAdmin && (
              <Button asChild>
                <a href={presentHref(deck.key, lang)} target="_blank" rel="noopener">
                  <Presentation className="h-4 w-4" aria-hidden />
                  Present Slides
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            )}
          </div>
        )}

        {isAdmin && (
          <AccessSwitches
            title={title}
            className="mt-5 flex flex-wrap gap-x-6 gap-y-3 pt-4"
            switches={[
              {
                label: 'Visible to students',
                checked: setting.isVisible,
                onCheckedChange: (isVisible) => onChange({ isVisible }),
              },
              {
                label: 'Allow download',
                checked: setting.isDownloadable,
                onCheckedChange: (isDownloadable) => onChange({ isDownloadable }),
              },
            ]}
          />
        )}
      </div>
    </Card>
  );
}

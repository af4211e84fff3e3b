import { LANGS, type Lang } from '@shared/simulations';
import { cn } from '@/lib/utils';
import { langNames, seatText } from '../lib/seat-text';
import { fieldIds } from './seat-field';

/** The language the student reads, which is also the page's: each named in itself. */
export function JoinLangChoice({
  id,
  lang,
  error,
  onChoose,
}: {
  id: string;
  lang: Lang;
  error: string | undefined;
  onChoose: (lang: Lang) => void;
}) {
  const t = seatText[lang];
  const ids = fieldIds(id);
  return (
    <fieldset aria-describedby={`${ids.help} ${ids.error}`}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{t.join.langLegend}</legend>
      <div className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
        {LANGS.map((l) => (
          <label
            key={l}
            lang={l}
            className={cn(
              'inline-flex min-h-10 cursor-pointer items-center rounded-md px-4 text-base font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
              l === lang ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name="lang"
              value={l}
              checked={l === lang}
              onChange={() => onChoose(l)}
              className="sr-only"
            />
            {langNames[l]}
          </label>
        ))}
      </div>
      <p id={ids.help} className="mt-1 text-sm text-slate-600">
        {t.join.langHelp}
      </p>
      <p id={ids.error} aria-live="polite" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}

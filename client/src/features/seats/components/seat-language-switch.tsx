import { LANGS, type Lang } from '@shared/simulations';
import { useDisabledUntilHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';
import { useEditMySeat } from '../api/edit-my-seat';
import { langNames, seatText } from '../lib/seat-text';

/**
 * The seat's language (English / 한국어), each in its own language: it is the page's, and the language the
 * role documents will open in. Changed on the server, so every device of the seat follows.
 */
export function SeatLanguageSwitch({ lang }: { lang: Lang }) {
  const edit = useEditMySeat();
  const untilHydrated = useDisabledUntilHydrated(edit.isPending);
  return (
    <div className="flex flex-col items-end gap-1">
      <div
        role="group"
        aria-label={seatText[lang].languageNav}
        className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200"
      >
        {LANGS.map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            aria-pressed={l === lang}
            {...untilHydrated}
            onClick={() => l !== lang && edit.mutate({ lang: l })}
            className={cn(
              'inline-flex min-h-9 items-center rounded-md px-4 text-sm font-medium transition-colors',
              l === lang ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {langNames[l]}
          </button>
        ))}
      </div>
      {edit.isError && (
        <p role="alert" className="text-sm text-red-800">
          {seatText[lang].failed}
        </p>
      )}
    </div>
  );
}

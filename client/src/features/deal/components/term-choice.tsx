import { useId } from 'react';
import type { AgreementTerm } from '@shared/class-flow';
import type { Lang } from '@shared/simulations';
import { localized } from '@shared/words';

/** One of the case's terms as a radio group of its options (long labels wrap on a phone). */
export function TermChoice({
  term,
  value,
  onChange,
  lang,
}: {
  term: AgreementTerm;
  value: string;
  onChange: (value: string) => void;
  lang: Lang;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-help`}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">
        {localized(term, 'label', lang)}
      </legend>
      <p id={`${id}-help`} className="mb-2 text-sm text-slate-600">
        {localized(term, 'help', lang)}
      </p>
      <div className="space-y-2">
        {term.options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-start gap-3 py-1 text-slate-900">
            <input
              type="radio"
              name={`${id}-${term.key}`}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 break-words">{localized(o, 'label', lang)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

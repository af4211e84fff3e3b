import { useId } from 'react';
import { RATINGS, RATING_MAX, RATING_MIN, type CourseReviewWords } from '@shared/contracts/feedback-config';
import { Fieldset } from '@/components/ui/field';

/**
 * The 1-10 recommendation rating: native radio buttons (arrow keys move between them, Space picks one,
 * screen readers announce "7, radio button, 7 of 10"), drawn as a row of number buttons - two rows of
 * five on a phone, so every target stays a comfortable size.
 */
export function RatingField({
  value,
  onChange,
  disabled,
  t,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
  /** The words, in the dialog's language. */
  t: CourseReviewWords;
}) {
  const name = useId();
  const hintId = useId();
  return (
    <Fieldset aria-describedby={hintId} disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">
        {t.ratingLegend} <span className="font-normal text-slate-600">{t.required}</span>
      </legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t.ratingHint}
      </p>
      <div className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-10 sm:gap-1.5">
        {RATINGS.map((n) => (
          <label key={n} className="relative">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span
              aria-hidden
              className="flex h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-base font-semibold text-slate-800 transition-colors select-none hover:border-brand-600 hover:bg-brand-50 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:hover:border-brand-800 peer-checked:hover:bg-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              {n}
            </span>
            <span className="sr-only">
              {n}
              {n === RATING_MIN ? ` (${t.least})` : n === RATING_MAX ? ` (${t.most})` : ''}
            </span>
          </label>
        ))}
      </div>
      <div aria-hidden className="mt-1.5 flex justify-between text-xs text-slate-600">
        <span>{t.leastLikely}</span>
        <span>{t.mostLikely}</span>
      </div>
    </Fieldset>
  );
}

import { forwardRef, useId } from 'react';
import type { Lang } from '@shared/simulations';
import { scalePoints, type SurveyItem } from '@shared/survey';
import { localized } from '@shared/words';
import { cn } from '@/lib/utils';

/**
 * One question on its 7-point scale: the seven points one under the other, each a full-width row at least
 * 44 px tall with its number, and 1, 4 and 7 with the question's own words ("1 Not at all" ... "7
 * Perfectly", "1 전혀 부합하지 않는다" ... "7 완전히 부합한다"), so a thumb on a 390 px phone hits the point it
 * reads. Each point is named by its number and words; the group by the question, focused when the survey
 * moves to it.
 */
export const ScaleQuestion = forwardRef<
  HTMLFieldSetElement,
  {
    item: SurveyItem;
    value: number | undefined;
    onChange: (value: number) => void;
    lang: Lang;
    disabled?: boolean;
    /** Said after the question (where the survey is: "Question 3 of 16"). */
    describedBy?: string;
  }
>(function ScaleQuestion({ item, value, onChange, lang, disabled, describedBy }, ref) {
  const id = useId();
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      disabled={disabled}
      aria-describedby={describedBy}
      className="min-w-0 focus:outline-none"
    >
      <legend className="mb-3 text-lg font-medium text-slate-900">{localized(item, 'text', lang)}</legend>
      <div className="grid gap-1.5">
        {scalePoints(item, lang).map((point) => (
          <label
            key={point.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
              value === point.value
                ? 'bg-brand-50 font-semibold text-brand-900 ring-brand-700'
                : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={`${id}-${item.id}`}
              value={point.value}
              checked={value === point.value}
              onChange={() => onChange(point.value)}
              aria-label={point.label ? `${point.value} ${point.label}` : String(point.value)}
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            <span aria-hidden className="w-4 shrink-0 text-center text-sm text-slate-700 tabular-nums">
              {point.value}
            </span>
            {point.label && <span aria-hidden>{point.label}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
});

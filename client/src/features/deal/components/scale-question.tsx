import { forwardRef, useId } from 'react';
import type { Lang } from '@shared/simulations';
import { SURVEY_SCALE, type SurveyItem } from '@shared/survey';
import { cn } from '@/lib/utils';

/**
 * One statement on the 7-point scale: the seven points one under the other, each a full-width row at least
 * 44 px tall with its words ("Strongly disagree" ... "Strongly agree", "전혀 그렇지 않습니다" ... "매우
 * 그렇습니다"), so a thumb on a 390 px phone hits the point it reads. The group is named by the statement and
 * focused when the survey moves to it.
 */
export const ScaleQuestion = forwardRef<
  HTMLFieldSetElement,
  {
    item: SurveyItem;
    value: number | undefined;
    onChange: (value: number) => void;
    lang: Lang;
    disabled?: boolean;
    /** Said after the statement (where the survey is: "Statement 3 of 12"). */
    describedBy?: string;
  }
>(function ScaleQuestion({ item, value, onChange, lang, disabled, describedBy }, ref) {
  const id = useId();
  const ko = lang === 'ko';
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      disabled={disabled}
      aria-describedby={describedBy}
      className="min-w-0 focus:outline-none"
    >
      <legend className="mb-3 text-lg font-medium text-slate-900">{ko ? item.textKo : item.text}</legend>
      <div className="grid gap-1.5">
        {SURVEY_SCALE.map((point) => (
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
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            <span aria-hidden className="w-4 shrink-0 text-center text-sm text-slate-500 tabular-nums">
              {point.value}
            </span>
            <span>{ko ? point.labelKo : point.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});

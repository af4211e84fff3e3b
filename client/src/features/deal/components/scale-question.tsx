import { useId } from 'react';
import type { Lang } from '@shared/simulations';
import { SURVEY_SCALE, type SurveyItem } from '@shared/survey';
import { cn } from '@/lib/utils';

/**
 * One statement on the 7-point scale: seven radio buttons in a row that fits a 390 px phone, each named by
 * its point ("Strongly disagree" ... "Strongly agree"), with the two ends written under the row.
 */
export function ScaleQuestion({
  item,
  value,
  onChange,
  lang,
  disabled,
}: {
  item: SurveyItem;
  value: number | undefined;
  onChange: (value: number) => void;
  lang: Lang;
  disabled?: boolean;
}) {
  const id = useId();
  const ko = lang === 'ko';
  const first = SURVEY_SCALE[0]!;
  const last = SURVEY_SCALE[SURVEY_SCALE.length - 1]!;
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 text-base text-slate-900">{ko ? item.textKo : item.text}</legend>
      <div className="grid grid-cols-7 gap-1">
        {SURVEY_SCALE.map((point) => (
          <label
            key={point.value}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center rounded-lg text-base font-semibold tabular-nums ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
              value === point.value
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={`${id}-${item.id}`}
              value={point.value}
              checked={value === point.value}
              onChange={() => onChange(point.value)}
              className="sr-only"
            />
            <span aria-hidden>{point.value}</span>
            <span className="sr-only">{ko ? point.labelKo : point.label}</span>
          </label>
        ))}
      </div>
      <div className="mt-1 flex justify-between gap-4 text-xs text-slate-600" aria-hidden>
        <span>{ko ? first.labelKo : first.label}</span>
        <span className="text-right">{ko ? last.labelKo : last.label}</span>
      </div>
    </fieldset>
  );
}

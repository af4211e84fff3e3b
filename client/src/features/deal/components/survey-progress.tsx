import type { Lang } from '@shared/simulations';
import { surveyDimensions, type SurveyDimension } from '@shared/survey';
import { localized } from '@shared/words';
import { dealText } from '../lib/deal-text';

/**
 * Where the survey is: the question's factor and "3 / 16" (said as "Question 3 of 16"), over a bar. The
 * question's group names both (`${id}-dimension`, `${id}-position`).
 */
export function SurveyProgress({
  id,
  at,
  total,
  dimension,
  lang,
}: {
  id: string;
  /** The question shown, from 0. */
  at: number;
  total: number;
  dimension: SurveyDimension;
  lang: Lang;
}) {
  const t = dealText[lang].survey;
  return (
    <div>
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span id={`${id}-dimension`} className="font-semibold text-brand-800">
          {localized(surveyDimensions[dimension], 'label', lang)}
        </span>
        <span id={`${id}-position`} className="font-medium text-slate-700 tabular-nums">
          <span aria-hidden>{t.progress(at + 1, total)}</span>
          <span className="sr-only">{t.position(at + 1, total)}</span>
        </span>
      </p>
      <div aria-hidden className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${((at + 1) / total) * 100}%` }} />
      </div>
    </div>
  );
}

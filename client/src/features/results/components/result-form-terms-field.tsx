import { RESULT_LIMITS, reportedSimulation } from '@shared/contracts/results';
import { localized } from '@shared/words';
import { Textarea } from '@/components/ui/field';
import { cn } from '@/lib/utils';
import { reportFormText } from '../lib/report-form-text';
import { errorIdOf, FieldBox, fieldProps, type ReportFieldProps } from './result-form-field-box';

/**
 * "No agreement was reached", and the additional terms below it, with the simulation's hint on how its
 * contingent part is written. With no agreement the terms are disabled and kept. `onEdit`: the box changed.
 */
export function ResultTermsFields({
  form,
  id,
  sim,
  lang,
  closed,
  values,
  shown,
  onEdit,
}: ReportFieldProps & { onEdit: () => void }) {
  const { results } = reportedSimulation(sim);
  const termsHint = localized(
    { termsHint: results.termsHint, termsHintKo: results.termsHintKo },
    'termsHint',
    lang,
  );
  const t = reportFormText[lang];
  return (
    <>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-none`}
          type="checkbox"
          // Whether there was an agreement decides whether the amount and the terms are checked at all.
          {...form.register('noAgreement', { onChange: onEdit, deps: ['amount', 'terms'] })}
          disabled={closed}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={`${id}-none`} className="text-base font-medium text-slate-800">
          {t.noAgreement}
        </label>
      </div>

      <FieldBox label={t.terms} htmlFor={`${id}-terms`} error={shown.terms} errorId={errorIdOf(id, 'terms')}>
        <Textarea
          {...fieldProps(id, 'terms', shown, cn(`${id}-terms-help`, termsHint && `${id}-terms-hint`))}
          {...form.register('terms')}
          disabled={values.noAgreement}
          readOnly={closed}
          maxLength={RESULT_LIMITS.additionalTerms}
          rows={4}
        />
        <p id={`${id}-terms-help`} className="mt-1 flex justify-between gap-4 text-sm text-slate-600">
          <span>{t.termsHelp}</span>
          <span className="shrink-0 tabular-nums" aria-hidden>
            {values.terms.length}/{RESULT_LIMITS.additionalTerms}
          </span>
        </p>
        {termsHint && (
          <p id={`${id}-terms-hint`} className="mt-1 text-sm text-slate-600">
            {termsHint}
          </p>
        )}
      </FieldBox>
    </>
  );
}

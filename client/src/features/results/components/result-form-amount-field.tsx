import { Controller } from 'react-hook-form';
import { reportedSimulation } from '@shared/contracts/results';
import { localized } from '@shared/words';
import { AmountInput } from '@/components/amount-input/amount-input';
import { cn } from '@/lib/utils';
import { amountReadBackOf } from '../lib/report-form-schema';
import { reportFormText } from '../lib/report-form-text';
import {
  errorIdOf,
  FieldBox,
  fieldProps,
  invalidStyle,
  type ReportFieldProps,
} from './result-form-field-box';

/**
 * The amount agreed, in won, typed as digits or Korean units, with what it reads as underneath and how to
 * write it. Not needed, and disabled, when no agreement was reached. `onEdit`: the amount changed.
 */
export function ResultAmountField({
  form,
  id,
  sim,
  lang,
  closed,
  values,
  shown,
  onEdit,
}: ReportFieldProps & { onEdit: () => void }) {
  const { amount } = reportedSimulation(sim).results;
  const t = reportFormText[lang];
  return (
    <FieldBox
      label={localized(amount, 'label', lang)}
      htmlFor={`${id}-amount`}
      error={shown.amount}
      errorId={errorIdOf(id, 'amount')}
    >
      <div className="relative">
        <span
          className={cn(
            'pointer-events-none absolute inset-y-0 left-3 flex items-center',
            values.noAgreement ? 'text-slate-400' : 'text-slate-600',
          )}
          aria-hidden
        >
          ₩
        </span>
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <AmountInput
              {...fieldProps(id, 'amount', shown, `${id}-amount-readback ${id}-amount-help`)}
              ref={field.ref}
              value={field.value}
              onValueChange={(text) => {
                onEdit();
                field.onChange(text);
              }}
              disabled={values.noAgreement}
              readOnly={closed}
              aria-required={!values.noAgreement}
              className={cn(invalidStyle, 'pl-8 tabular-nums')}
            />
          )}
        />
      </div>
      {/* What will be sent, read back while typing: "150,000,000 원 · 1억 5천만 원". */}
      <p
        id={`${id}-amount-readback`}
        aria-live="polite"
        className="mt-1 text-sm font-medium text-slate-800 tabular-nums empty:hidden"
        data-testid="amount-readback"
      >
        {amountReadBackOf(values, lang)}
      </p>
      <p id={`${id}-amount-help`} className="mt-1 text-sm text-slate-600">
        {values.noAgreement ? (
          t.notNeeded
        ) : (
          <>
            {localized(amount, 'help', lang)}{' '}
            <span>
              {t.amountHelp.text}
              <span lang="ko">{t.amountHelp.example}</span>
              {t.amountHelp.end}
            </span>
          </>
        )}
      </p>
    </FieldBox>
  );
}

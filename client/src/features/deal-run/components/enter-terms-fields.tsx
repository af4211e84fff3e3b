import { useId } from 'react';
import type { AgreementDefinition } from '@shared/class-flow';
import { Fieldset, Input, Label, Textarea } from '@/components/ui/field';
import type { EnterProblems, EnterResultForm } from '../lib/enter-form';
import { EnterAmountField } from './enter-amount-field';

/**
 * The case's agreement form beyond the amount, as the registry declares it: the contingent part (amount
 * and condition), each term as a choice, and free text. With No agreement only the free text is used; the
 * rest is disabled and kept.
 */
export function EnterTermsFields({
  def,
  form,
  noAgreement,
  problems,
}: {
  def: AgreementDefinition;
  form: EnterResultForm;
  noAgreement: boolean;
  problems: EnterProblems;
}) {
  const id = useId();
  const c = def.contingent;
  return (
    <>
      <Fieldset disabled={noAgreement} className="space-y-3 rounded-lg p-3 ring-1 ring-slate-200">
        <legend className="px-1 font-semibold text-slate-900">{c.label} (optional)</legend>
        <EnterAmountField
          form={form}
          name="contingentAmount"
          label={c.amount.label}
          help={c.amount.help}
          disabled={noAgreement}
          problem={problems.contingentAmount}
        />
        <div>
          <Label htmlFor={`${id}-condition`}>{c.condition.label}</Label>
          <Input
            id={`${id}-condition`}
            placeholder={c.condition.placeholder}
            aria-invalid={problems.condition ? true : undefined}
            aria-describedby={problems.condition ? `${id}-condition-problem` : undefined}
            // A condition without the contingent part's amount is that amount's problem.
            {...form.register('condition', { deps: ['contingentAmount'] })}
          />
          {problems.condition && (
            <p id={`${id}-condition-problem`} className="mt-1 text-sm text-red-700">
              {problems.condition}
            </p>
          )}
        </div>
      </Fieldset>

      <Fieldset disabled={noAgreement} className="space-y-3">
        <legend className="mb-1 font-semibold text-slate-900">Terms</legend>
        {def.terms.map((term) => (
          <div key={term.key}>
            <Label htmlFor={`${id}-${term.key}`}>{term.label}</Label>
            <select
              id={`${id}-${term.key}`}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm disabled:bg-slate-100"
              {...form.register(`terms.${term.key}`)}
            >
              {term.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </Fieldset>

      <div>
        <Label htmlFor={`${id}-text`}>{def.text.label}</Label>
        <Textarea
          id={`${id}-text`}
          aria-invalid={problems.text ? true : undefined}
          aria-describedby={problems.text ? `${id}-text-problem` : undefined}
          {...form.register('text')}
        />
        {problems.text && (
          <p id={`${id}-text-problem`} className="mt-1 text-sm text-red-700">
            {problems.text}
          </p>
        )}
      </div>
    </>
  );
}

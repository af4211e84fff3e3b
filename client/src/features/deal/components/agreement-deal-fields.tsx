import { Controller, type Control } from 'react-hook-form';
import type { AgreementDefinition } from '@shared/class-flow';
import { reportedSimulation } from '@shared/contracts/results-config';
import type { Lang } from '@shared/simulations';
import { localized } from '@shared/words';
import type { AgreementValues } from '../lib/agreement-form';
import { agreementText } from '../lib/agreement-text';
import { dealText } from '../lib/deal-text';
import { FormAmountField, FormTextField } from './form-fields';
import { TermChoice } from './term-choice';

/**
 * The agreement form's fields when there is a deal: the amount (the report's label and help), the contingent
 * part with its amount and condition, each of the case's terms, and the free text.
 */
export function AgreementDealFields<Out>({
  id,
  sim,
  def,
  lang,
  control,
  onAmountEdit,
}: {
  /** The form's id: each field's is made from it. */
  id: string;
  sim: string;
  def: AgreementDefinition;
  lang: Lang;
  control: Control<AgreementValues, unknown, Out>;
  /** A change of the amount (a question about it goes away). */
  onAmountEdit: () => void;
}) {
  const t = agreementText[lang].agreement;
  const common = dealText[lang];
  const amountWords = reportedSimulation(sim).results.amount;
  const { contingent } = def;
  return (
    <>
      <FormAmountField
        control={control}
        name="amount"
        onEdit={onAmountEdit}
        id={`${id}-amount`}
        label={localized(amountWords, 'label', lang)}
        help={localized(amountWords, 'help', lang)}
        lang={lang}
      />
      <fieldset className="space-y-3 rounded-lg p-3 ring-1 ring-slate-200">
        <legend className="px-1 text-base font-semibold text-slate-900">
          {localized(contingent, 'label', lang)}
        </legend>
        <p className="text-sm text-slate-600">{localized(contingent, 'help', lang)}</p>
        <FormAmountField
          control={control}
          name="contingentAmount"
          // a condition without its amount is the amount's problem, an amount without its condition the condition's
          deps={['condition']}
          id={`${id}-contingent`}
          label={localized(contingent.amount, 'label', lang)}
          help={`${localized(contingent.amount, 'help', lang)} ${t.contingentAmountOptional}`}
          optional={common.optional}
          lang={lang}
        />
        <FormTextField
          control={control}
          name="condition"
          deps={['contingentAmount']}
          id={`${id}-condition`}
          label={localized(contingent.condition, 'label', lang)}
          help={localized(contingent.condition, 'help', lang)}
          placeholder={localized(contingent.condition, 'placeholder', lang)}
          maxLength={contingent.condition.maxLength}
          rows={2}
        />
      </fieldset>
      {def.terms.map((term) => (
        <Controller
          key={term.key}
          control={control}
          name={`terms.${term.key}`}
          render={({ field }) => (
            <TermChoice
              term={term}
              value={field.value ?? term.default}
              onChange={field.onChange}
              lang={lang}
            />
          )}
        />
      ))}
      <FormTextField
        control={control}
        name="text"
        id={`${id}-text`}
        label={localized(def.text, 'label', lang)}
        help={localized(def.text, 'help', lang)}
        optional={common.optional}
        maxLength={def.text.maxLength}
        rows={4}
      />
    </>
  );
}

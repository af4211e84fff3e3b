import { RESULT_LIMITS, reportedSimulation } from '@shared/contracts/results';
import { localized } from '@shared/words';
import { Input } from '@/components/ui/field';
import { errorIdOf, FieldBox, fieldProps, type ReportFieldProps } from './result-form-field-box';

/** A name field shows how many characters are left once it comes this close to the limit. */
const NAME_COUNTER_FROM = RESULT_LIMITS.name - 20;

/** The name of one side of the deal: the reporter's own, or the counterpart's, as the simulation labels it. */
export function ResultNameField({
  party,
  autoComplete,
  form,
  id,
  sim,
  lang,
  closed,
  values,
  shown,
}: ReportFieldProps & { party: 'reporter' | 'counterpart'; autoComplete: string }) {
  const typed = values[party];
  return (
    <FieldBox
      label={localized(reportedSimulation(sim).results[party], 'label', lang)}
      htmlFor={`${id}-${party}`}
      error={shown[party]}
      errorId={errorIdOf(id, party)}
      count={typed.length >= NAME_COUNTER_FROM ? typed.length : undefined}
      limit={RESULT_LIMITS.name}
    >
      <Input
        {...fieldProps(id, party, shown)}
        {...form.register(party)}
        readOnly={closed}
        autoComplete={autoComplete}
        aria-required
      />
    </FieldBox>
  );
}

import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { DISPUTE_NOTE_MAX, type AgreementView } from '@shared/contracts/deal';
import { Button } from '@/components/ui/button';
import { useCourseForm } from '@/lib/form';
import { agreementText } from '../lib/agreement-text';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import { disputeFormSchema, emptyDispute } from '../lib/dispute-form';
import type { StepProps } from '../lib/step-props';
import { useAmountCheck } from '../lib/use-amount-check';
import { AskedAmountCheck } from './asked-amount-check';
import { useRefusalOnFields } from '../lib/use-refusal-on-fields';
import { FormAmountField, FormTextField } from './form-fields';
import { isPending, SendStatus } from './send-status';

/**
 * "Something's wrong": a note the other side sees, sent instead of a confirmation, and, when the version
 * has an amount, the amount the student says was agreed (optional: the instructor can settle at it).
 */
export function DisputeForm({
  sim,
  round,
  lang,
  outbox,
  agreement,
  onCancel,
}: Pick<StepProps, 'sim' | 'lang' | 'outbox'> & {
  agreement: AgreementView;
  /** The round of the case the agreement is in. */
  round: number;
  onCancel: () => void;
}) {
  const t = agreementText[lang].confirm;
  const common = dealText[lang];
  const id = useId();
  // a version that says no agreement was reached has no amount to correct
  const withAmount = !agreement.noAgreement;
  const schema = useMemo(() => disputeFormSchema(withAmount, lang), [withAmount, lang]);
  const form = useCourseForm(schema, { defaultValues: emptyDispute(), mode: 'onChange' });
  const check = useAmountCheck(sim);
  useEffect(() => form.setFocus('note'), [form]);
  const state = outbox.states.dispute;
  const pending = isPending(state);
  useRefusalOnFields(form, state);

  const send = form.handleSubmit((body) => {
    if (typeof body.amount === 'number' && check.ask([{ field: 'amount', amount: body.amount }])) return;
    outbox.send(dealWrite(sim, 'dispute', body, round), onCancel);
  });
  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!pending) void send();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormTextField
        control={form.control}
        name="note"
        id={`${id}-note`}
        label={t.noteLabel}
        help={t.noteHelp}
        maxLength={DISPUTE_NOTE_MAX}
        disabled={pending}
      />
      {withAmount && (
        <FormAmountField
          control={form.control}
          name="amount"
          onEdit={check.dismiss}
          id={`${id}-amount`}
          label={t.namedAmountLabel}
          help={t.namedAmountHelp}
          optional={common.optional}
          lang={lang}
          disabled={pending}
        />
      )}
      <AskedAmountCheck check={check} lang={lang} onSend={submit} onChange={() => form.setFocus('amount')} />
      <SendStatus state={state} lang={lang} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {state?.status === 'sending' ? common.sending : t.sendNote}
        </Button>
      </div>
    </form>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { readAmountText } from '@shared/amount-text';
import { DISPUTE_NOTE_MAX, type AgreementView, type DisputeBody } from '@shared/contracts/deal';
import { AmountCheck } from '@/components/amount-input/amount-check';
import { Button } from '@/components/ui/button';
import { agreementText } from '../lib/agreement-text';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import type { StepProps } from '../lib/step-props';
import { useAmountCheck } from '../lib/use-amount-check';
import { AmountField } from './amount-field';
import { isPending, SendStatus } from './send-status';
import { TextField } from './text-field';

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
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const check = useAmountCheck(sim);
  const field = useRef<HTMLTextAreaElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const state = outbox.states.dispute;
  const pending = isPending(state);
  // a version that says no agreement was reached has no amount to correct
  const withAmount = !agreement.noAgreement;
  const reading = withAmount && amount.trim() ? readAmountText(amount, lang) : null;
  const amountError = reading && !reading.ok ? reading.message : undefined;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (pending) return;
    if (reading && !reading.ok) {
      amountRef.current?.focus();
      return;
    }
    const body: DisputeBody = { note: note.trim() };
    if (reading?.ok) {
      if (check.ask([{ field: 'amount', amount: reading.value }])) return;
      body.amount = reading.value;
    }
    outbox.send(dealWrite(sim, 'dispute', body, round), onCancel);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        id={`${id}-note`}
        label={t.noteLabel}
        help={t.noteHelp}
        value={note}
        onChange={setNote}
        maxLength={DISPUTE_NOTE_MAX}
        disabled={pending}
        inputRef={field}
      />
      {withAmount && (
        <AmountField
          id={`${id}-amount`}
          label={t.namedAmountLabel}
          help={t.namedAmountHelp}
          optional={common.optional}
          value={amount}
          onChange={(text) => {
            check.dismiss();
            setAmount(text);
          }}
          error={amountError}
          lang={lang}
          disabled={pending}
          inputRef={amountRef}
        />
      )}
      {check.asking && (
        <AmountCheck
          amount={check.asking.amount}
          lang={lang}
          onConfirm={() => {
            check.confirm();
            submit();
          }}
          onChange={() => {
            check.dismiss();
            amountRef.current?.focus();
          }}
        />
      )}
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

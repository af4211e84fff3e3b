import { useId, useMemo, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Fieldset } from '@/components/ui/field';
import { agreementText } from '../lib/agreement-text';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import {
  firstOfferFormSchema,
  initialFirstOffer,
  restoreFirstOffer,
  type FirstOfferValues,
} from '../lib/first-offer-form';
import type { StepProps } from '../lib/step-props';
import { useAmountCheck } from '../lib/use-amount-check';
import { AskedAmountCheck } from './asked-amount-check';
import { useDealForm } from '../lib/use-deal-form';
import { useRefusalOnFields } from '../lib/use-refusal-on-fields';
import { FieldError } from './field-parts';
import { FormAmountField, shownError } from './form-fields';
import { isPending, SendStatus } from './send-status';

/** The first offer's form: who made it and its amount; it opens on the recorded one when correcting it. */
export function FirstOfferForm({
  sim,
  scope,
  pair,
  lang,
  outbox,
  others,
  onCancel,
  onSent,
}: StepProps & { others: string; onCancel?: () => void; onSent: () => void }) {
  const t = agreementText[lang].firstOffer;
  const common = dealText[lang];
  const id = useId();
  const schema = useMemo(() => firstOfferFormSchema(lang), [lang]);
  const { form, hold } = useDealForm(schema, () => initialFirstOffer(pair.firstOffer), {
    sim,
    round: pair.round,
    scope,
    form: 'firstOffer',
    serverDraft: pair.drafts.firstOffer,
    restore: restoreFirstOffer,
  });
  const check = useAmountCheck(sim);
  const state = outbox.states.firstOffer;
  const pending = isPending(state);
  useRefusalOnFields(form, state);

  const send = form.handleSubmit((body) => {
    if (check.ask([{ field: 'amount', amount: body.amount as number }])) return;
    hold();
    outbox.send(dealWrite(sim, 'firstOffer', body, pair.round), onSent);
  });
  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!pending) void send();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Fieldset disabled={pending} className="min-w-0 space-y-4">
        <Controller
          control={form.control}
          name="by"
          render={({ field, fieldState, formState }) => (
            <WhoOpened
              id={`${id}-by`}
              value={field.value}
              onChange={field.onChange}
              firstRef={field.ref}
              error={shownError(fieldState.error, formState.isSubmitted, field.value)}
              t={t}
              others={others}
            />
          )}
        />
        <FormAmountField
          control={form.control}
          name="amount"
          onEdit={check.dismiss}
          id={`${id}-amount`}
          label={t.amount}
          lang={lang}
        />
      </Fieldset>
      <AskedAmountCheck check={check} lang={lang} onSend={submit} onChange={() => form.setFocus('amount')} />
      <SendStatus state={state} lang={lang} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
            {common.cancel}
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {state?.status === 'sending' ? common.sending : t.record}
        </Button>
      </div>
    </form>
  );
}

/** "Who made the first offer?": my side or the other, named. */
function WhoOpened({
  id,
  value,
  onChange,
  firstRef,
  error,
  t,
  others,
}: {
  id: string;
  value: FirstOfferValues['by'];
  onChange: (by: FirstOfferValues['by']) => void;
  firstRef: (el: HTMLInputElement | null) => void;
  error: string | undefined;
  t: (typeof agreementText)['en']['firstOffer'];
  others: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{t.who}</legend>
      <div className="space-y-2">
        {(['me', 'partner'] as const).map((by, i) => (
          <label key={by} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input
              ref={i === 0 ? firstRef : undefined}
              type="radio"
              name={id}
              value={by}
              checked={value === by}
              onChange={() => onChange(by)}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            {by === 'me' ? t.me : t.partner(others)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

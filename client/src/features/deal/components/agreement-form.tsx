import { useId, useMemo, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import type { AgreementView } from '@shared/contracts/deal';
import { localized } from '@shared/words';
import { Button } from '@/components/ui/button';
import { Fieldset } from '@/components/ui/field';
import {
  agreementFieldOf,
  agreementFormSchema,
  initialAgreement,
  restoreAgreement,
} from '../lib/agreement-form';
import { agreementText } from '../lib/agreement-text';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import type { StepProps } from '../lib/step-props';
import { useAmountCheck } from '../lib/use-amount-check';
import { AskedAmountCheck } from './asked-amount-check';
import { useDealForm } from '../lib/use-deal-form';
import { useRefusalOnFields } from '../lib/use-refusal-on-fields';
import { AgreementDealFields } from './agreement-deal-fields';
import { FormTextField } from './form-fields';
import { isPending, SendStatus } from './send-status';

/**
 * The agreement form, filled in by either side: the amount (the report's field, rule and messages), the
 * contingent part the case allows with its condition, each of the case's terms as a choice starting on its
 * default, and free text; or no agreement. Sending it makes a new version the other side is asked to
 * confirm. It opens on the draft, else on `from` (the agreement being edited), else empty.
 */
export function AgreementForm({
  sim,
  scope,
  pair,
  flow,
  lang,
  outbox,
  from,
  noAgreement,
  onCancel,
  onSent,
}: StepProps & {
  from: AgreementView | null;
  /** Opened with "No agreement" (true) or "Fill in the agreement" (false): a draft keeps the rest. */
  noAgreement?: boolean;
  onCancel: () => void;
  onSent?: () => void;
}) {
  const def = flow.agreement;
  const t = agreementText[lang].agreement;
  const common = dealText[lang];
  const id = useId();
  const schema = useMemo(() => agreementFormSchema(def, lang), [def, lang]);
  const { form, hold } = useDealForm(schema, () => initialAgreement(def, from, noAgreement), {
    sim,
    round: pair.round,
    scope,
    form: 'agreement',
    serverDraft: pair.drafts.agreement,
    restore: (raw) => {
      const restored = restoreAgreement(def, raw);
      return restored && noAgreement !== undefined ? { ...restored, noAgreement } : restored;
    },
  });
  const check = useAmountCheck(sim);
  const state = outbox.states.agreement;
  const pending = isPending(state);
  useRefusalOnFields(form, state, agreementFieldOf);
  const none = form.watch('noAgreement');

  const send = form.handleSubmit((body) => {
    if (typeof body.amount === 'number' && check.ask([{ field: 'amount', amount: body.amount }])) return;
    hold();
    outbox.send(dealWrite(sim, 'agreement', body, pair.round), onSent);
  });
  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!pending) void send();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="agreement-form">
      <Fieldset disabled={pending} className="min-w-0 space-y-5">
        <Controller
          control={form.control}
          name="noAgreement"
          render={({ field }) => (
            <label className="flex min-h-11 items-start gap-3 text-base font-medium text-slate-900">
              <input
                type="checkbox"
                checked={field.value}
                onChange={(e) => {
                  check.dismiss();
                  field.onChange(e.target.checked);
                }}
                className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
              />
              {localized(def.noAgreement, 'label', lang)}
            </label>
          )}
        />
        {none ? (
          <FormTextField
            control={form.control}
            name="text"
            id={`${id}-text`}
            label={t.whatHappened}
            help={t.whatHappenedHelp}
            maxLength={def.text.maxLength}
          />
        ) : (
          <AgreementDealFields
            id={id}
            sim={sim}
            def={def}
            lang={lang}
            control={form.control}
            onAmountEdit={check.dismiss}
          />
        )}
      </Fieldset>
      <AskedAmountCheck check={check} lang={lang} onSend={submit} onChange={() => form.setFocus('amount')} />
      <SendStatus state={state} lang={lang} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {state?.status === 'sending' ? common.sending : none ? t.sendNoAgreement : t.send}
        </Button>
      </div>
    </form>
  );
}

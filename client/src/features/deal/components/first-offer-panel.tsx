import { useId, useRef, useState, type FormEvent } from 'react';
import { AmountCheck } from '@/components/amount-input/amount-check';
import { Button } from '@/components/ui/button';
import { Fieldset } from '@/components/ui/field';
import { agreementText } from '../lib/agreement-text';
import { dealAmount } from '../lib/deal-amount';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import {
  checkFirstOffer,
  initialFirstOffer,
  restoreFirstOffer,
  type FirstOfferErrors,
} from '../lib/first-offer-form';
import { joinNames, nameOrYou, otherSide } from '../lib/people';
import type { StepProps } from '../lib/step-props';
import { useAmountCheck } from '../lib/use-amount-check';
import { useDraft } from '../lib/use-draft';
import { AmountField } from './amount-field';
import { FieldError } from './field-parts';
import { isPending, SendStatus } from './send-status';

/**
 * The first offer: who made it and its amount, recorded by either side when it happens. Once recorded, both
 * phones show it, and either may correct it (the last correction wins).
 */
export function FirstOfferPanel(props: StepProps) {
  const { pair, lang } = props;
  const t = agreementText[lang].firstOffer;
  const offer = pair.firstOffer;
  const headingId = useId();
  const [correcting, setCorrecting] = useState(false);
  const others = joinNames(otherSide(pair), lang);
  const open = !offer || correcting || isPending(props.outbox.states.firstOffer);

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h5 id={headingId} className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h5>
      {offer && (
        <div data-testid="first-offer" className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <p className="text-slate-900">
            {t.opened(offer.mine ? null : others)}{' '}
            <strong className="tabular-nums">{dealAmount(offer.amount, lang)}</strong>
          </p>
          <p className="mt-1 text-sm text-slate-600">{t.recordedBy(nameOrYou(offer.recordedBy, lang))}</p>
          {!open && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => setCorrecting(true)}
            >
              {t.correct}
            </Button>
          )}
        </div>
      )}
      {!offer && <p className="text-slate-700">{t.intro}</p>}
      {open && (
        <FirstOfferForm
          {...props}
          others={others}
          onCancel={offer ? () => setCorrecting(false) : undefined}
          onSent={() => setCorrecting(false)}
        />
      )}
    </section>
  );
}

function FirstOfferForm({
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
  const draft = useDraft({
    sim,
    round: pair.round,
    scope,
    form: 'firstOffer',
    serverDraft: pair.drafts.firstOffer,
    initial: () => initialFirstOffer(pair.firstOffer),
    restore: restoreFirstOffer,
  });
  const [attempted, setAttempted] = useState(false);
  const check = useAmountCheck(sim);
  const amountRef = useRef<HTMLInputElement>(null);
  const firstRadio = useRef<HTMLInputElement>(null);
  const state = outbox.states.firstOffer;
  const pending = isPending(state);
  const { errors, body } = checkFirstOffer(draft.values, lang);
  const shown: FirstOfferErrors = attempted
    ? errors
    : { amount: draft.values.amount.trim() ? errors.amount : undefined };

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (pending) return;
    setAttempted(true);
    if (!body) {
      (errors.by ? firstRadio : amountRef).current?.focus();
      return;
    }
    if (check.ask([{ field: 'amount', amount: body.amount as number }])) return;
    draft.hold();
    outbox.send(dealWrite(sim, 'firstOffer', body, pair.round), onSent);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Fieldset disabled={pending} className="min-w-0 space-y-4">
        <fieldset aria-describedby={shown.by ? `${id}-by-error` : undefined}>
          <legend className="mb-1 block text-sm font-medium text-slate-800">{t.who}</legend>
          <div className="space-y-2">
            {(['me', 'partner'] as const).map((by, i) => (
              <label key={by} className="flex min-h-11 items-center gap-3 text-slate-900">
                <input
                  ref={i === 0 ? firstRadio : undefined}
                  type="radio"
                  name={`${id}-by`}
                  value={by}
                  checked={draft.values.by === by}
                  onChange={() => draft.update((v) => ({ ...v, by }))}
                  aria-invalid={shown.by ? true : undefined}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                />
                {by === 'me' ? t.me : t.partner(others)}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-by-error`} error={shown.by} />
        </fieldset>
        <AmountField
          id={`${id}-amount`}
          label={t.amount}
          value={draft.values.amount}
          onChange={(amount) => {
            check.dismiss();
            draft.update((v) => ({ ...v, amount }));
          }}
          error={shown.amount}
          lang={lang}
          inputRef={amountRef}
        />
      </Fieldset>
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

import { useId, useRef, useState, type FormEvent } from 'react';
import type { AgreementView } from '@shared/contracts/deal';
import { reportedSimulation } from '@shared/contracts/results-config';
import { AmountCheck } from '@/components/amount-input/amount-check';
import { Button } from '@/components/ui/button';
import { Fieldset } from '@/components/ui/field';
import {
  checkAgreement,
  initialAgreement,
  restoreAgreement,
  type AgreementErrors,
  type AgreementField,
} from '../lib/agreement-form';
import { agreementText } from '../lib/agreement-text';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import type { StepProps } from '../lib/step-props';
import { useAmountCheck } from '../lib/use-amount-check';
import { useDraft } from '../lib/use-draft';
import { AmountField } from './amount-field';
import { isPending, SendStatus } from './send-status';
import { TermChoice } from './term-choice';
import { TextField } from './text-field';

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
  const ko = lang === 'ko';
  const amountWords = reportedSimulation(sim).results.amount;
  const id = useId();
  const draft = useDraft({
    sim,
    round: pair.round,
    scope,
    form: 'agreement',
    serverDraft: pair.drafts.agreement,
    initial: () => initialAgreement(def, from, noAgreement),
    restore: (raw) => {
      const restored = restoreAgreement(def, raw);
      return restored && noAgreement !== undefined ? { ...restored, noAgreement } : restored;
    },
  });
  const v = draft.values;
  const [attempted, setAttempted] = useState(false);
  const check = useAmountCheck(sim);
  const refs = useRef(new Map<AgreementField, HTMLInputElement | HTMLTextAreaElement | null>());
  const state = outbox.states.agreement;
  const pending = isPending(state);
  const { errors, body } = checkAgreement(def, v, lang);
  const shown: AgreementErrors = attempted
    ? errors
    : {
        amount: v.amount.trim() ? errors.amount : undefined,
        contingentAmount: v.contingentAmount.trim() ? errors.contingentAmount : undefined,
        text: errors.text,
      };
  const set = <K extends keyof typeof v>(key: K, value: (typeof v)[K]) => {
    if (key === 'amount' || key === 'noAgreement') check.dismiss();
    draft.update((current) => ({ ...current, [key]: value }));
  };
  const ref = (field: AgreementField) => (el: HTMLInputElement | HTMLTextAreaElement | null) =>
    void refs.current.set(field, el);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (pending) return;
    setAttempted(true);
    if (!body) {
      const first = (['amount', 'contingentAmount', 'condition', 'text'] as const).find((f) => errors[f]);
      if (first) refs.current.get(first)?.focus();
      return;
    }
    if (typeof body.amount === 'number' && check.ask([{ field: 'amount', amount: body.amount }])) return;
    draft.hold();
    outbox.send(dealWrite(sim, 'agreement', body, pair.round), onSent);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="agreement-form">
      <Fieldset disabled={pending} className="min-w-0 space-y-5">
        <label className="flex min-h-11 items-start gap-3 text-base font-medium text-slate-900">
          <input
            type="checkbox"
            checked={v.noAgreement}
            onChange={(e) => set('noAgreement', e.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          {ko ? def.noAgreement.labelKo : def.noAgreement.label}
        </label>
        {v.noAgreement ? (
          <TextField
            id={`${id}-text`}
            label={t.whatHappened}
            help={t.whatHappenedHelp}
            value={v.text}
            onChange={(text) => set('text', text)}
            error={shown.text}
            maxLength={def.text.maxLength}
            inputRef={ref('text')}
          />
        ) : (
          <>
            <AmountField
              id={`${id}-amount`}
              label={ko ? amountWords.labelKo : amountWords.label}
              help={ko ? amountWords.helpKo : amountWords.help}
              value={v.amount}
              onChange={(text) => set('amount', text)}
              error={shown.amount}
              lang={lang}
              inputRef={ref('amount')}
            />
            <fieldset className="space-y-3 rounded-lg p-3 ring-1 ring-slate-200">
              <legend className="px-1 text-base font-semibold text-slate-900">
                {ko ? def.contingent.labelKo : def.contingent.label}
              </legend>
              <p className="text-sm text-slate-600">{ko ? def.contingent.helpKo : def.contingent.help}</p>
              <AmountField
                id={`${id}-contingent`}
                label={ko ? def.contingent.amount.labelKo : def.contingent.amount.label}
                help={`${ko ? def.contingent.amount.helpKo : def.contingent.amount.help} ${t.contingentAmountOptional}`}
                optional={common.optional}
                value={v.contingentAmount}
                onChange={(text) => set('contingentAmount', text)}
                error={shown.contingentAmount}
                lang={lang}
                inputRef={ref('contingentAmount')}
              />
              <TextField
                id={`${id}-condition`}
                label={ko ? def.contingent.condition.labelKo : def.contingent.condition.label}
                help={ko ? def.contingent.condition.helpKo : def.contingent.condition.help}
                placeholder={
                  ko ? def.contingent.condition.placeholderKo : def.contingent.condition.placeholder
                }
                value={v.condition}
                onChange={(text) => set('condition', text)}
                error={shown.condition}
                maxLength={def.contingent.condition.maxLength}
                rows={2}
                inputRef={ref('condition')}
              />
            </fieldset>
            {def.terms.map((term) => (
              <TermChoice
                key={term.key}
                term={term}
                value={v.terms[term.key] ?? term.default}
                onChange={(value) => set('terms', { ...v.terms, [term.key]: value })}
                lang={lang}
              />
            ))}
            <TextField
              id={`${id}-text`}
              label={ko ? def.text.labelKo : def.text.label}
              help={ko ? def.text.helpKo : def.text.help}
              optional={common.optional}
              value={v.text}
              onChange={(text) => set('text', text)}
              error={shown.text}
              maxLength={def.text.maxLength}
              rows={4}
              inputRef={ref('text')}
            />
          </>
        )}
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
            refs.current.get('amount')?.focus();
          }}
        />
      )}
      <SendStatus state={state} lang={lang} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {state?.status === 'sending' ? common.sending : v.noAgreement ? t.sendNoAgreement : t.send}
        </Button>
      </div>
    </form>
  );
}

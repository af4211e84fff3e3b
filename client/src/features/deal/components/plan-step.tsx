import { useId, useRef, useState, type FormEvent } from 'react';
import type { PlanFieldId } from '@shared/class-flow';
import { AmountCheck } from '@/components/amount-input/amount-check';
import { Button } from '@/components/ui/button';
import { Fieldset } from '@/components/ui/field';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import { checkPlan, initialPlan, restorePlan, type PlanErrors } from '../lib/plan-form';
import { planText } from '../lib/plan-text';
import type { StepProps } from '../lib/step-props';
import { useAmountCheck } from '../lib/use-amount-check';
import { useDraft } from '../lib/use-draft';
import { AmountField } from './amount-field';
import { RankingField } from './ranking-field';
import { isPending, SendStatus } from './send-status';
import { TextField } from './text-field';

/**
 * Step 1, before the talks: the role's planning prompts from the registry (amounts read back as the report
 * form reads them, texts, the case's terms ranked), private to the student and the instructor.
 */
export function PlanStep({ sim, scope, pair, flow, lang, outbox }: StepProps) {
  const prompts = flow.planning.roles[pair.role] ?? [];
  const t = planText[lang];
  const common = dealText[lang];
  const id = useId();
  const draft = useDraft({
    sim,
    round: pair.round,
    scope,
    form: 'plan',
    serverDraft: pair.drafts.plan,
    initial: () => initialPlan(prompts, pair.plan),
    restore: (v) => restorePlan(prompts, v),
  });
  const [attempted, setAttempted] = useState(false);
  const check = useAmountCheck(sim);
  const fields = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement | null>());
  const state = outbox.states.plan;
  const pending = isPending(state);

  const { errors, body } = checkPlan(prompts, draft.values, lang);
  // before the first submit, an amount speaks up only once something is typed in it
  const shown: PlanErrors = attempted
    ? errors
    : Object.fromEntries(
        Object.entries(errors).filter(([k]) => (draft.values.fields[k as PlanFieldId] ?? '').trim()),
      );

  const setField = (field: PlanFieldId, text: string) => {
    check.dismiss();
    draft.update((v) => ({ ...v, fields: { ...v.fields, [field]: text } }));
  };

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (pending) return;
    setAttempted(true);
    if (!body) {
      const first = prompts.find((p) => errors[p.id]);
      if (first) fields.current.get(first.id)?.focus();
      return;
    }
    const amounts = prompts.flatMap((p) => {
      const amount = (body as Record<string, unknown>)[p.id];
      return p.kind === 'amount' && typeof amount === 'number' ? [{ field: p.id, amount }] : [];
    });
    if (check.ask(amounts)) return;
    draft.hold();
    outbox.send(dealWrite(sim, 'plan', body, pair.round));
  }

  return (
    <form noValidate onSubmit={submit} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-slate-700">
        {t.intro}
      </p>
      <Fieldset disabled={pending} className="mt-4 min-w-0 space-y-5">
        {prompts.map((p) => {
          const label = lang === 'ko' ? p.labelKo : p.label;
          const help = lang === 'ko' ? p.helpKo : p.help;
          const optional = p.required ? undefined : common.optional;
          const fieldId = `${id}-${p.id}`;
          if (p.kind === 'ranking')
            return (
              <RankingField
                key={p.id}
                id={fieldId}
                prompt={p}
                order={draft.values.priorities}
                onChange={(priorities) => draft.update((v) => ({ ...v, priorities }))}
                lang={lang}
              />
            );
          if (p.kind === 'amount')
            return (
              <AmountField
                key={p.id}
                id={fieldId}
                label={label}
                help={`${help} ${t.unit(lang === 'ko' ? p.unitKo : p.unit)}`}
                optional={optional}
                value={draft.values.fields[p.id] ?? ''}
                onChange={(text) => setField(p.id, text)}
                error={shown[p.id]}
                lang={lang}
                inputRef={(el) => void fields.current.set(p.id, el)}
              />
            );
          return (
            <TextField
              key={p.id}
              id={fieldId}
              label={label}
              help={help}
              optional={optional}
              value={draft.values.fields[p.id] ?? ''}
              onChange={(text) => setField(p.id, text)}
              error={shown[p.id]}
              maxLength={p.maxLength}
              inputRef={(el) => void fields.current.set(p.id, el)}
            />
          );
        })}
      </Fieldset>
      <div className="mt-5 space-y-3">
        {check.asking && (
          <AmountCheck
            amount={check.asking.amount}
            lang={lang}
            onConfirm={() => {
              check.confirm();
              submit();
            }}
            onChange={() => {
              const field = check.asking?.field;
              check.dismiss();
              if (field) fields.current.get(field)?.focus();
            }}
          />
        )}
        <SendStatus state={state} lang={lang} />
        <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
          {state?.status === 'sending' ? common.sending : t.submit}
        </Button>
      </div>
    </form>
  );
}

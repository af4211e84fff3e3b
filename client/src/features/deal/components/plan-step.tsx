import { useMemo, useId, type FormEvent } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { localized } from '@shared/words';
import { Button } from '@/components/ui/button';
import { Fieldset } from '@/components/ui/field';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import { initialPlan, planFieldOf, planFormSchema, restorePlan, type PlanValues } from '../lib/plan-form';
import { planText } from '../lib/plan-text';
import type { StepProps } from '../lib/step-props';
import { useAmountCheck } from '../lib/use-amount-check';
import { AskedAmountCheck } from './asked-amount-check';
import { useDealForm } from '../lib/use-deal-form';
import { useRefusalOnFields } from '../lib/use-refusal-on-fields';
import { FormAmountField, FormTextField } from './form-fields';
import { RankingField } from './ranking-field';
import { isPending, SendStatus } from './send-status';

/**
 * Step 1, before the talks: the role's planning prompts from the registry (amounts read back as the report
 * form reads them, texts, the case's terms ranked), private to the student and the instructor.
 */
export function PlanStep({ sim, scope, pair, flow, lang, outbox }: StepProps) {
  const prompts = useMemo(() => flow.planning.roles[pair.role] ?? [], [flow, pair.role]);
  const t = planText[lang];
  const common = dealText[lang];
  const id = useId();
  const schema = useMemo(() => planFormSchema(prompts, lang), [prompts, lang]);
  const { form, hold } = useDealForm(schema, () => initialPlan(prompts, pair.plan), {
    sim,
    round: pair.round,
    scope,
    form: 'plan',
    serverDraft: pair.drafts.plan,
    restore: (v) => restorePlan(prompts, v),
  });
  const check = useAmountCheck(sim);
  const state = outbox.states.plan;
  const pending = isPending(state);
  const fieldOf = planFieldOf(prompts);
  useRefusalOnFields(form, state, fieldOf);

  const send = form.handleSubmit((body) => {
    const amounts = prompts.flatMap((p) => {
      const amount = (body as Record<string, unknown>)[p.id];
      return p.kind === 'amount' && typeof amount === 'number' ? [{ field: p.id, amount }] : [];
    });
    if (check.ask(amounts)) return;
    hold();
    outbox.send(dealWrite(sim, 'plan', body, pair.round));
  });
  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!pending) void send();
  }

  return (
    <form noValidate onSubmit={submit} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-slate-700">
        {t.intro}
      </p>
      <Fieldset disabled={pending} className="mt-4 min-w-0 space-y-5">
        {prompts.map((p) => {
          const fieldId = `${id}-${p.id}`;
          if (p.kind === 'ranking')
            return (
              <Controller
                key={p.id}
                control={form.control}
                name="priorities"
                render={({ field }) => (
                  <RankingField
                    id={fieldId}
                    prompt={p}
                    order={field.value}
                    onChange={field.onChange}
                    lang={lang}
                  />
                )}
              />
            );
          const props = {
            control: form.control,
            name: `fields.${p.id}` as const,
            onEdit: check.dismiss,
            id: fieldId,
            label: localized(p, 'label', lang),
            optional: p.required ? undefined : common.optional,
          };
          if (p.kind === 'amount')
            return (
              <FormAmountField
                key={p.id}
                {...props}
                help={`${localized(p, 'help', lang)} ${t.unit(localized(p, 'unit', lang))}`}
                lang={lang}
              />
            );
          return (
            <FormTextField key={p.id} {...props} help={localized(p, 'help', lang)} maxLength={p.maxLength} />
          );
        })}
      </Fieldset>
      <div className="mt-5 space-y-3">
        <AskedAmountCheck
          check={check}
          lang={lang}
          onSend={submit}
          onChange={(field) => form.setFocus(fieldOf[field] as FieldPath<PlanValues>)}
        />
        <SendStatus state={state} lang={lang} />
        <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
          {state?.status === 'sending' ? common.sending : t.submit}
        </Button>
      </div>
    </form>
  );
}

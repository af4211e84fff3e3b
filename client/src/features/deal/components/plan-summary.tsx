import type { Plan } from '@shared/contracts/deal';
import { localized } from '@shared/words';
import { dealAmount } from '../lib/deal-amount';
import { dealText } from '../lib/deal-text';
import { planText } from '../lib/plan-text';
import type { StepProps } from '../lib/step-props';

/** The student's own plan, folded, to look at during the talks. */
export function PlanSummary({ pair, flow, lang, plan }: StepProps & { plan: Plan }) {
  const prompts = flow.planning.roles[pair.role] ?? [];
  const none = dealText[lang].none;
  return (
    <details className="rounded-lg bg-slate-50 px-3 ring-1 ring-slate-200" data-testid="my-plan">
      <summary className="min-h-11 cursor-pointer py-2.5 font-medium text-brand-800">
        {planText[lang].myPlan}
      </summary>
      <dl className="space-y-2 pb-3">
        {prompts.map((p) => {
          let value: string;
          if (p.kind === 'amount') {
            const amount = plan[p.id as 'target'];
            value = amount === null ? none : dealAmount(amount, lang);
          } else if (p.kind === 'text') {
            value = plan[p.id as 'questions'] || none;
          } else {
            value = plan.priorities
              .map((key, i) => {
                const option = p.options.find((o) => o.key === key);
                return `${i + 1}. ${option ? localized(option, 'label', lang) : key}`;
              })
              .join('\n');
          }
          return (
            <div key={p.id}>
              <dt className="text-sm font-medium text-slate-600">{localized(p, 'label', lang)}</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-900">{value}</dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}

import { Check } from 'lucide-react';
import { DEAL_STEPS, type DealStep } from '@shared/contracts/deal';
import type { Lang } from '@shared/simulations';
import { cn } from '@/lib/utils';
import { dealText, stepNumber } from '../lib/deal-text';

/**
 * The five steps in a row that fits a phone, the current one marked (aria-current="step"); a step the pair
 * went past without this student (`skipped`: the plan) is not ticked but marked as not filled in.
 */
export function StepList({ step, lang, skipped = [] }: { step: DealStep; lang: Lang; skipped?: DealStep[] }) {
  const t = dealText[lang];
  const current = stepNumber(step);
  return (
    <ol aria-label={t.stepsLabel} className="grid grid-cols-5 gap-1 text-center text-xs">
      {DEAL_STEPS.map((s, i) => {
        const open = skipped.includes(s);
        const done = i + 1 < current && !open;
        const here = s === step;
        return (
          <li key={s} aria-current={here ? 'step' : undefined} className="flex flex-col items-center gap-1">
            <span
              className={cn(
                'flex h-7 w-7 items-center justify-center rounded-full font-semibold tabular-nums',
                here && 'bg-brand-700 text-white',
                done && 'bg-green-100 text-green-800',
                open && 'border border-dashed border-amber-600 bg-white text-amber-800',
                !here && !done && !open && 'bg-slate-100 text-slate-600',
              )}
              aria-hidden
            >
              {done ? <Check className="h-4 w-4" /> : i + 1}
            </span>
            <span className={cn('leading-tight', here ? 'font-semibold text-slate-900' : 'text-slate-600')}>
              {t.steps[s]}
              {open && <span className="block text-amber-800">{t.skipped.mark}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

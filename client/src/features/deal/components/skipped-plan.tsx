import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { dealText } from '../lib/deal-text';
import type { StepProps } from '../lib/step-props';
import { PlanStep } from './plan-step';

/**
 * The plan a student went past (the pair's agreement came from the partner's phone or the instructor): below
 * the step the pair is at, folded, so it is never in the way and stays open to fill in. Saved, it goes.
 */
export function SkippedPlan(props: StepProps) {
  const t = dealText[props.lang].skipped;
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-5 rounded-lg border border-dashed border-amber-600 p-3">
      <p className="text-slate-700">{t.note}</p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="mt-2"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t.close : t.open}
      </Button>
      {open && (
        <div id={id} className="mt-3">
          <PlanStep {...props} />
        </div>
      )}
    </div>
  );
}

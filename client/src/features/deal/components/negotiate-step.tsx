import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { agreementText } from '../lib/agreement-text';
import { hasDraft } from '../lib/draft-store';
import type { StepProps } from '../lib/step-props';
import { AgreementForm } from './agreement-form';
import { FirstOfferPanel } from './first-offer-panel';
import { PlanSummary } from './plan-summary';

/** Step 2, during the talks: the student's own plan to look at, the first offer, and the agreement form. */
export function NegotiateStep(props: StepProps) {
  return (
    <div className="space-y-6">
      {props.pair.plan && <PlanSummary {...props} plan={props.pair.plan} />}
      <FirstOfferPanel {...props} />
      <AgreementPanel {...props} />
    </div>
  );
}

/**
 * "Fill in the agreement" or "No agreement", then the form. A draft of it (a reload mid-typing, another
 * device) opens the form again as it was left.
 */
export function AgreementPanel(props: StepProps) {
  const { pair, scope, lang } = props;
  const t = agreementText[lang].agreement;
  const headingId = useId();
  const [open, setOpen] = useState<'deal' | 'none' | 'draft' | null>(() =>
    hasDraft(pair.drafts.agreement, scope, 'agreement') ? 'draft' : null,
  );
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h5 id={headingId} className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h5>
      <p className="text-slate-700">{t.intro}</p>
      {open ? (
        <AgreementForm
          {...props}
          from={pair.agreement}
          noAgreement={open === 'draft' ? undefined : open === 'none'}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="button" onClick={() => setOpen('deal')}>
            {t.fillIn}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setOpen('none')}>
            {t.noAgreement}
          </Button>
        </div>
      )}
    </section>
  );
}

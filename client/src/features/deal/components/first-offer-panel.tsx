import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { agreementText } from '../lib/agreement-text';
import { dealAmount } from '../lib/deal-amount';
import { joinNames, nameOrYou, otherSide } from '../lib/people';
import type { StepProps } from '../lib/step-props';
import { FirstOfferForm } from './first-offer-form';
import { isPending } from './send-status';

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

import { Badge } from '@/components/ui/badge';
import type { AgreementView } from '@shared/contracts/deal';
import { agreementText } from '../lib/agreement-text';
import type { StepProps } from '../lib/step-props';
import { AgreementSummary } from './agreement-summary';

/**
 * A final agreement (confirmed by both, or settled by the instructor), read-only: "Agreed" and what it says,
 * folded away under the later steps.
 */
export function AgreedPanel({
  sim,
  flow,
  lang,
  agreement,
  folded = false,
}: Pick<StepProps, 'sim' | 'flow' | 'lang'> & { agreement: AgreementView; folded?: boolean }) {
  const t = agreementText[lang].confirm;
  const summary = <AgreementSummary sim={sim} def={flow.agreement} agreement={agreement} lang={lang} />;
  return (
    <div className="space-y-2" data-testid="agreed">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="green" className="text-sm">
          {agreement.noAgreement ? t.confirmedNoAgreement : t.agreed}
        </Badge>
        <span className="text-sm text-slate-700">{agreement.byInstructor ? t.settled : t.agreedHelp}</span>
      </p>
      {folded ? (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
            {t.showAgreement}
          </summary>
          {summary}
        </details>
      ) : (
        summary
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import type { AgreementDefinition } from '@shared/class-flow';
import type { AgreementView } from '@shared/contracts/deal';
import { reportedSimulation } from '@shared/contracts/results-config';
import type { Lang } from '@shared/simulations';
import { localized } from '@shared/words';
import { agreementText } from '../lib/agreement-text';
import { dealAmount } from '../lib/deal-amount';
import { dealText } from '../lib/deal-text';
import { nameOrYou } from '../lib/people';

/**
 * Exactly what was entered, field by field, as the other side is asked to confirm it: the amount in digits
 * and words, the contingent part with its condition, every term's chosen option, the free text; or that no
 * agreement was reached. The version and who entered it head it.
 */
export function AgreementSummary({
  sim,
  def,
  agreement,
  lang,
}: {
  sim: string;
  def: AgreementDefinition;
  agreement: AgreementView;
  lang: Lang;
}) {
  const t = agreementText[lang].confirm;
  const common = dealText[lang];
  const amountLabel = reportedSimulation(sim).results.amount;
  const c = agreement.contingent;
  // "₩20,000,000 per episode" / "회당 2천만 원"
  const per = def.contingent.per;
  const contingentAmount = (amount: number) =>
    per ? t.perAmount(dealAmount(amount, lang), per[lang]) : dealAmount(amount, lang);
  const entered = agreement.enteredBy
    ? t.enteredBy(nameOrYou(agreement.enteredBy, lang))
    : t.enteredByInstructor;

  return (
    <div data-testid="agreement-summary" className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">
        {t.version(agreement.version)} · {entered}
      </p>
      {agreement.noAgreement && (
        <p className="mt-2 font-semibold text-slate-900">{localized(def.noAgreement, 'label', lang)}</p>
      )}
      <dl className="mt-2 space-y-2">
        {agreement.noAgreement ? (
          agreement.text && <Row term={agreementText[lang].agreement.whatHappened}>{agreement.text}</Row>
        ) : (
          <>
            <Row term={localized(amountLabel, 'label', lang)}>
              {agreement.amount === null ? common.none : dealAmount(agreement.amount, lang)}
            </Row>
            <Row term={localized(def.contingent, 'label', lang)}>
              {c && c.amount > 0 ? (
                <>
                  {contingentAmount(c.amount)}
                  <br />
                  <span className="text-slate-700">
                    {t.condition}: {c.condition}
                  </span>
                </>
              ) : (
                common.none
              )}
            </Row>
            {def.terms.map((term) => {
              const value = agreement.terms[term.key] ?? term.default;
              const option = term.options.find((o) => o.value === value);
              return (
                <Row key={term.key} term={localized(term, 'label', lang)}>
                  {option ? localized(option, 'label', lang) : value}
                </Row>
              );
            })}
            <Row term={localized(def.text, 'label', lang)}>{agreement.text || common.none}</Row>
          </>
        )}
      </dl>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="whitespace-pre-wrap break-words text-slate-900">{children}</dd>
    </div>
  );
}

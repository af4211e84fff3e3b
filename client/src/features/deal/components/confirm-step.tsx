import { useEffect, useId, useRef, useState } from 'react';
import { dealMessages } from '@shared/contracts/deal';
import { Button } from '@/components/ui/button';
import { agreementText } from '../lib/agreement-text';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import { hasDraft } from '../lib/draft-store';
import { dealAmount } from '../lib/deal-amount';
import { joinNames, memberName, nameOrYou, otherSide } from '../lib/people';
import type { StepProps } from '../lib/step-props';
import { AgreedPanel } from './agreed-panel';
import { AgreementForm } from './agreement-form';
import { AgreementSummary } from './agreement-summary';
import { DisputeForm } from './dispute-form';
import { AgreementPanel } from './negotiate-step';
import { isPending, SendStatus } from './send-status';

/**
 * Step 3: the agreement as entered, field by field. The side that did not enter it is asked to confirm it
 * (the confirmation names the version seen, so a change made meanwhile is refused and shown: "it changed,
 * look again") or to say something is wrong, with a note. Either side may edit it until it is final; an edit
 * asks the other side again. A final agreement reads "Agreed".
 */
export function ConfirmStep(props: StepProps) {
  const { sim, scope, pair, flow, lang, outbox } = props;
  const agreement = pair.agreement;
  const t = agreementText[lang].confirm;
  const common = dealText[lang];
  const id = useId();
  const [editing, setEditing] = useState(() => hasDraft(pair.drafts.agreement, scope, 'agreement'));
  const [disputing, setDisputing] = useState(false);
  // The version the student has looked at: a newer one entered by the other side is announced.
  const [seen, setSeen] = useState(agreement?.version ?? 0);
  if (agreement && agreement.version !== seen && agreement.enteredBy?.me) setSeen(agreement.version);
  const changed = !!agreement && agreement.version !== seen && !agreement.enteredBy?.me;
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (changed) notice.current?.focus();
  }, [changed]);

  if (!agreement) return <AgreementPanel {...props} />;
  if (agreement.final) return <AgreedPanel sim={sim} flow={flow} lang={lang} agreement={agreement} />;

  const confirmState = outbox.states.confirm;
  const confirming = isPending(confirmState);
  // a side has confirmed when one of its members has (the member who entered a version confirms it)
  const confirmedBy = (role: string) => agreement.confirmations.some((c) => c.role === role);
  const iConfirmed = confirmedBy(pair.role);
  const others = otherSide(pair);
  const othersConfirmed = others.some((m) => confirmedBy(m.role));
  const dispute = agreement.status === 'disputed' ? agreement.dispute : null;

  function confirm() {
    if (confirming || !agreement) return;
    setSeen(agreement.version);
    outbox.send(dealWrite(sim, 'confirm', { version: agreement.version }, pair.round));
  }

  return (
    <div className="space-y-4">
      {changed && (
        <p
          ref={notice}
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-950"
        >
          {dealMessages[lang]['agreement-changed']}
        </p>
      )}
      <AgreementSummary sim={sim} def={flow.agreement} agreement={agreement} lang={lang} />
      {dispute && (
        <div
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900"
          data-testid="dispute"
        >
          <p className="font-medium">
            {dispute.by.me ? t.disputedByMe : t.disputedBy(memberName(dispute.by, lang))}
          </p>
          {dispute.note && <p className="mt-1 whitespace-pre-wrap break-words">{dispute.note}</p>}
          {dispute.amount !== null && (
            <p className="mt-1" data-testid="dispute-amount">
              {t.namedAmount(nameOrYou(dispute.by, lang))}{' '}
              <strong className="tabular-nums">{dealAmount(dispute.amount, lang)}</strong>
            </p>
          )}
          <p className="mt-2 text-sm">{t.disputedNext}</p>
        </div>
      )}
      {editing ? (
        <AgreementForm
          {...props}
          from={agreement}
          onCancel={() => setEditing(false)}
          onSent={() => setEditing(false)}
        />
      ) : (
        <>
          {agreement.status === 'waiting' && !iConfirmed && (
            <div className="space-y-3">
              <p id={`${id}-ask`} className="text-lg font-semibold text-slate-900">
                {t.ask}
              </p>
              {/* a refusal because it changed is said once, by the notice above */}
              <SendStatus
                state={changed && confirmState?.status === 'refused' ? undefined : confirmState}
                lang={lang}
              />
              {disputing ? (
                <DisputeForm
                  sim={sim}
                  round={pair.round}
                  lang={lang}
                  outbox={outbox}
                  agreement={agreement}
                  onCancel={() => setDisputing(false)}
                />
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row" role="group" aria-labelledby={`${id}-ask`}>
                  <Button type="button" onClick={confirm} disabled={confirming}>
                    {confirmState?.status === 'sending' ? common.sending : t.confirm}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => setDisputing(true)}
                    disabled={confirming}
                  >
                    {t.wrong}
                  </Button>
                </div>
              )}
            </div>
          )}
          {iConfirmed && !othersConfirmed && agreement.status === 'waiting' && (
            <p className="text-slate-700">{t.waitingFor(joinNames(others, lang))}</p>
          )}
          <div className="border-t border-slate-200 pt-3">
            <Button
              type="button"
              variant="secondary"
              onClick={() => setEditing(true)}
              aria-describedby={`${id}-edit`}
            >
              {t.edit}
            </Button>
            <p id={`${id}-edit`} className="mt-1 text-sm text-slate-600">
              {t.editHelp}
            </p>
          </div>
        </>
      )}
    </div>
  );
}

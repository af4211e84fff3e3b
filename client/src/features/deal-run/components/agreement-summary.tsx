import type { AgreementDefinition } from '@shared/class-flow';
import type { AgreementView } from '@shared/contracts/deal';
import { agreementWords, versionText } from '../lib/agreement-words';

/** An agreement as the dialogs show it: the amount, the other terms in words, who entered and confirmed it. */
export function AgreementSummary({ def, agreement }: { def: AgreementDefinition; agreement: AgreementView }) {
  const words = agreementWords(def, agreement);
  return (
    <>
      <span className="block font-semibold text-slate-900">{words.amount}</span>
      {words.terms && <span className="block break-words text-slate-700">{words.terms}</span>}
      <span className="block text-xs text-slate-500">{versionText(agreement)}</span>
    </>
  );
}

import { dealText } from '../lib/deal-text';
import type { StepProps } from '../lib/step-props';
import { AgreedPanel } from './agreed-panel';
import { DebriefLink } from './debrief-link';

/** Step 5: thanks, and the student's own debrief once the instructor releases it. */
export function DoneStep({ sim, pair, flow, lang }: StepProps) {
  const t = dealText[lang].done;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t.body}</p>
      {pair.debriefReleased ? (
        <DebriefLink sim={sim} label={t.openDebrief} />
      ) : (
        <p className="text-slate-700">{t.debriefLater}</p>
      )}
      {pair.agreement?.final && (
        <AgreedPanel sim={sim} flow={flow} lang={lang} agreement={pair.agreement} folded />
      )}
    </div>
  );
}

import { useId, type FormEvent } from 'react';
import { SURVEY_DIMENSIONS, SURVEY_ITEMS, surveyDimensions, surveyText } from '@shared/survey';
import { Button } from '@/components/ui/button';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import type { StepProps } from '../lib/step-props';
import { emptySurvey, restoreSurvey, surveyBody } from '../lib/survey-form';
import { useDraft } from '../lib/use-draft';
import { AgreedPanel } from './agreed-panel';
import { ScaleQuestion } from './scale-question';
import { isPending, SendStatus } from './send-status';

/**
 * Step 4, "How did it go?": the twelve statements of the post-negotiation survey on the four dimensions of
 * subjective value, each on a 7-point scale. Any statement may be left out, the whole survey skipped; it is
 * sent once.
 */
export function SurveyStep({ sim, scope, pair, flow, lang, outbox }: StepProps) {
  const t = dealText[lang].survey;
  const common = dealText[lang];
  const ko = lang === 'ko';
  const id = useId();
  const draft = useDraft({
    sim,
    scope,
    form: 'survey',
    serverDraft: pair.drafts.survey,
    initial: emptySurvey,
    restore: restoreSurvey,
  });
  const state = outbox.states.survey;
  const pending = isPending(state);
  const answered = Object.keys(draft.values.answers).length;

  function send(answers: typeof draft.values) {
    if (pending) return;
    draft.hold();
    outbox.send(dealWrite(sim, 'survey', surveyBody(answers)));
  }

  return (
    <div className="space-y-4">
      {pair.agreement?.final && (
        <AgreedPanel sim={sim} flow={flow} lang={lang} agreement={pair.agreement} folded />
      )}
      <form
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          send(draft.values);
        }}
        className="space-y-5"
        aria-describedby={`${id}-intro`}
      >
        <p id={`${id}-intro`} className="text-slate-700">
          {ko ? surveyText.introKo : surveyText.intro}
        </p>
        {SURVEY_DIMENSIONS.map((d) => (
          <section key={d} aria-labelledby={`${id}-${d}`} className="space-y-4">
            <h5 id={`${id}-${d}`} className="text-lg font-semibold text-slate-900">
              {ko ? surveyDimensions[d].labelKo : surveyDimensions[d].label}
            </h5>
            {SURVEY_ITEMS.filter((item) => item.dimension === d).map((item) => (
              <ScaleQuestion
                key={item.id}
                item={item}
                value={draft.values.answers[item.id]}
                onChange={(value) => draft.update((v) => ({ answers: { ...v.answers, [item.id]: value } }))}
                lang={lang}
                disabled={pending}
              />
            ))}
          </section>
        ))}
        <p className="text-xs text-slate-600">{ko ? surveyText.sourceKo : surveyText.source}</p>
        <p className="text-sm text-slate-700" aria-live="polite">
          {t.answered(answered, SURVEY_ITEMS.length)}
        </p>
        <SendStatus state={state} lang={lang} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={pending}>
            {state?.status === 'sending' ? common.sending : t.send}
          </Button>
          <Button type="button" variant="secondary" disabled={pending} onClick={() => send(emptySurvey())}>
            {t.skip}
          </Button>
        </div>
      </form>
    </div>
  );
}

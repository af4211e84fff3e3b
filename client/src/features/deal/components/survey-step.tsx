import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { SURVEY_ITEMS, surveyText } from '@shared/survey';
import { localized } from '@shared/words';
import { Button } from '@/components/ui/button';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import type { StepProps } from '../lib/step-props';
import {
  emptySurvey,
  openingStatement,
  restoreSurvey,
  surveyBody,
  surveyFormSchema,
} from '../lib/survey-form';
import { useDealForm } from '../lib/use-deal-form';
import { AgreedPanel } from './agreed-panel';
import { ScaleQuestion } from './scale-question';
import { isPending, SendStatus } from './send-status';
import { SurveyProgress } from './survey-progress';

/**
 * Step 4, "How did it go?": the sixteen questions of the post-negotiation survey on the four factors of
 * subjective value, each on its own 7-point scale, one question at a time ("3 / 16", Back, Next), so a phone
 * shows seven points to choose from, not 112 to scroll through. Any question may be left out (Next without
 * an answer), the whole survey skipped; the answers are kept as a draft and sent once, from the last question.
 */
export function SurveyStep({ sim, scope, pair, flow, lang, outbox }: StepProps) {
  const t = dealText[lang].survey;
  const common = dealText[lang];
  const id = useId();
  const schema = useMemo(() => surveyFormSchema(lang), [lang]);
  const { form, hold, opening } = useDealForm(schema, emptySurvey, {
    sim,
    round: pair.round,
    scope,
    form: 'survey',
    serverDraft: pair.drafts.survey,
    restore: restoreSurvey,
  });
  const [at, setAt] = useState(() => openingStatement(opening));
  const question = useRef<HTMLFieldSetElement>(null);
  const moved = useRef(false);
  const state = outbox.states.survey;
  const pending = isPending(state);
  const answered = Object.keys(form.watch('answers')).length;
  const total = SURVEY_ITEMS.length;
  const item = SURVEY_ITEMS[at]!;
  const last = at === total - 1;

  // Back and Next take the reader to the new question (its group says the question and where it is)
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    question.current?.focus();
  }, [at]);

  function go(to: number) {
    moved.current = true;
    setAt(Math.min(Math.max(to, 0), total - 1));
  }

  function send(body: object) {
    if (pending) return;
    hold();
    outbox.send(dealWrite(sim, 'survey', body, pair.round));
  }

  return (
    <div className="space-y-4">
      {pair.agreement?.final && (
        <AgreedPanel sim={sim} flow={flow} lang={lang} agreement={pair.agreement} folded />
      )}
      <form
        noValidate
        // Enter on a point moves on, as Next does; on the last question it sends
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (last) void form.handleSubmit(send)();
          else go(at + 1);
        }}
        className="space-y-4"
        aria-describedby={at === 0 ? `${id}-intro` : undefined}
      >
        {/* said once, before the first question: on a phone the next ones keep Back and Next in reach */}
        {at === 0 && (
          <p id={`${id}-intro`} className="text-slate-700">
            {localized(surveyText, 'intro', lang)}
          </p>
        )}
        <SurveyProgress id={id} at={at} total={total} dimension={item.dimension} lang={lang} />
        <Controller
          control={form.control}
          name="answers"
          render={({ field }) => (
            <ScaleQuestion
              ref={question}
              key={item.id}
              item={item}
              value={field.value[item.id]}
              onChange={(value) => field.onChange({ ...field.value, [item.id]: value })}
              lang={lang}
              disabled={pending}
              describedBy={`${id}-dimension ${id}-position`}
            />
          )}
        />
        <div className="grid grid-cols-2 gap-3">
          <Button type="button" variant="secondary" disabled={pending || at === 0} onClick={() => go(at - 1)}>
            {t.back}
          </Button>
          <Button type="submit" disabled={pending}>
            {last ? (state?.status === 'sending' ? common.sending : t.send) : t.next}
          </Button>
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          {t.answered(answered, total)}
        </p>
        <SendStatus state={state} lang={lang} />
        <Button
          type="button"
          variant="ghost"
          className="w-full sm:w-auto"
          disabled={pending}
          onClick={() => send(surveyBody(emptySurvey()))}
        >
          {t.skip}
        </Button>
        <p className="text-xs text-slate-600">{localized(surveyText, 'source', lang)}</p>
      </form>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { findClassFlow, type ClassFlowDefinition } from '@shared/class-flow';
import { DEAL_STEPS, type DraftForm } from '@shared/contracts/deal';
import { findSimulation, hasResults, type Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { myPairQueryOptions, useMyPair } from '../api/get-my-pair';
import { saveDraft } from '../api/save-draft';
import { dealText, stepNumber } from '../lib/deal-text';
import type { DealWriteKind } from '../lib/deal-writes';
import { draftScope, localDrafts, NO_DRAFT } from '../lib/draft-store';
import type { StepProps } from '../lib/step-props';
import { useOutbox } from '../lib/use-outbox';
import { ConfirmStep } from './confirm-step';
import { DebriefLink } from './debrief-link';
import { DoneStep } from './done-step';
import { NegotiateStep } from './negotiate-step';
import { PlanStep } from './plan-step';
import { SkippedPlan } from './skipped-plan';
import { StepList } from './step-list';
import { SurveyStep } from './survey-step';

/** The draft each form keeps (a confirmation and a dispute note keep none). */
const draftOf: Partial<Record<DealWriteKind, DraftForm>> = {
  plan: 'plan',
  firstOffer: 'firstOffer',
  agreement: 'agreement',
  survey: 'survey',
};

/**
 * The deal on a seated student's phone, under the assignment on /me, in the seat's language: the step the
 * server says the seat is at (plan, negotiate, confirm, survey, done), live. Nothing shows for a simulation
 * without a class flow or a role without prompts (an observer).
 */
export default function DealCard({
  sim,
  role,
  seatId,
  lang,
  place = '',
}: {
  sim: string;
  role: string;
  seatId: number;
  lang: Lang;
  /** The round, role, table and partners /me shows (a change is a new pair to ask for). */
  place?: string;
}) {
  const flow = findClassFlow(sim);
  const def = findSimulation(sim);
  if (!flow || !def || !hasResults(def) || !flow.planning.roles[role]) return null;
  return <DealSteps sim={sim} flow={flow} scope={`${seatId}:${sim}`} lang={lang} place={place} />;
}

function DealSteps({
  sim,
  flow,
  scope,
  lang,
  place,
}: {
  sim: string;
  flow: ClassFlowDefinition;
  scope: string;
  lang: Lang;
  place: string;
}) {
  const t = dealText[lang];
  const id = useId();
  const client = useQueryClient();
  const pair = useMyPair(sim, place);
  const refetch = () => client.invalidateQueries({ queryKey: [myPairQueryOptions(sim).queryKey[0]] });
  const outbox = useOutbox({
    sim,
    scope,
    onSent: async (write) => {
      const form = draftOf[write.kind];
      if (form) {
        localDrafts.remove(write.round === undefined ? scope : draftScope(scope, write.round), form);
        await saveDraft(sim, form, NO_DRAFT, write.round);
      }
      await refetch();
    },
    // the server's view differs from the page's (a newer version, a final agreement): show the server's
    onRefused: () => void refetch(),
  });

  const step = pair.data?.step;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    // a step reached on this page (not the one it opened on) is announced by moving the focus to it
    if (shownStep.current && step && step !== shownStep.current) heading.current?.focus();
    if (step) shownStep.current = step;
  }, [step]);

  const body = (() => {
    if (pair.isPending) return <Spinner label={t.loading} />;
    if (pair.isError)
      return (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <p>{errorMessage(pair.error, t.loadFailed)}</p>
          <Button className="mt-3" variant="secondary" size="sm" onClick={() => void pair.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      );
    const data = pair.data;
    const props: StepProps = { sim, scope: draftScope(scope, data.round), pair: data, flow, lang, outbox };
    const Step = {
      plan: PlanStep,
      negotiate: NegotiateStep,
      confirm: ConfirmStep,
      survey: SurveyStep,
      done: DoneStep,
    }[data.step];
    // the card follows the pair: a plan this student went past stays open to fill in, below the step
    const planSkipped = data.step !== 'plan' && data.plan === null;
    return (
      <>
        <StepList step={data.step} lang={lang} skipped={planSkipped ? ['plan'] : []} />
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-600">
            {t.stepOf(stepNumber(data.step), DEAL_STEPS.length)}
          </p>
          <h4 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {t.headings[data.step]}
          </h4>
        </div>
        <div className="mt-3">
          <Step {...props} />
        </div>
        {planSkipped && <SkippedPlan {...props} />}
        {/* Released: the debrief is open from any step. What is left to do (the survey) is offered first,
            never required. The last step shows the link itself. */}
        {data.debriefReleased && data.step !== 'done' && (
          <div className="mt-5 space-y-3 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100">
            <p className="text-slate-800">{t.done.debriefOpen}</p>
            <DebriefLink sim={sim} label={t.done.openDebrief} />
          </div>
        )}
      </>
    );
  })();

  // On a phone the card takes part of the padding of the assignment around it: its forms and the survey's
  // rows of points get more of a 390 px screen.
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="deal-card"
      className="-mx-2 mt-4 rounded-xl bg-white p-3 text-base ring-1 ring-slate-200 sm:mx-0 sm:p-4"
    >
      <h3 id={`${id}-title`} className="mb-3 text-lg font-bold text-slate-900">
        {/* a class playing the case again: the phone says which round this is */}
        {pair.data && pair.data.rounds.length > 1 ? t.roundTitle(pair.data.round) : t.title}
      </h3>
      {body}
    </section>
  );
}

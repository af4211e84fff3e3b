import { ArrowLeft, Play, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';
import { useExplorer } from '../hooks/use-explorer';
import { STAGES, type ExplorerState } from '../lib/explorer-state';
import { forward } from '../lib/network';
import { DiagramLegend } from './diagram-legend';
import { HowItWorks, StageExplanation } from './explanations';
import { InputSliders } from './input-sliders';
import { NetworkDiagram, WeightsTable, type DiagramView } from './network-diagram';
import { ResultPanel } from './result-panel';
import { TrainingHistory } from './training-history';

const TITLE = 'Neural Network Explorer';

function diagramView({ phase, stage, flash }: ExplorerState): DiagramView {
  const done = phase === 'result' || phase === 'feedback';
  const reached = (s: (typeof STAGES)[number]) =>
    done || (phase === 'calculating' && stage !== null && STAGES.indexOf(stage) >= STAGES.indexOf(s));
  return {
    revealed: { hidden: reached('hidden'), outputs: reached('outputs') },
    stage: phase === 'calculating' ? stage : null,
    showWinner: reached('result'),
    flashWeights: flash?.kind === 'weights',
    flashWinner: flash?.kind === 'result',
  };
}

export default function NeuralDemoPage() {
  usePageTitle(TITLE);
  const { state, setInput, run, giveFeedback, reset } = useExplorer();
  const { inputs, weights, phase, history } = state;
  const pass = useMemo(() => forward(weights, inputs), [weights, inputs]);
  const calculating = phase === 'calculating';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Link
        href={paths.demos}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Demos
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{TITLE}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">
        A tiny neural network suggests a meal (Salad, Cheese Pizza or Hamburger) from three answers. Watch how
        it works out its answer, then correct it and see it learn.
      </p>

      {/* Announced by screen readers after a run, a correction or a reset; never on every slider step. */}
      <p role="status" className="sr-only">
        {state.announcement}
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="p-5">
          <InputSliders inputs={inputs} onChange={setInput} />
          <div className="mt-6 flex flex-wrap gap-3">
            {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus mid-run. */}
            <Button
              onClick={calculating ? undefined : run}
              aria-disabled={calculating}
              className={calculating ? 'cursor-wait opacity-70' : undefined}
            >
              <Play className="h-4 w-4" aria-hidden />
              {calculating ? 'Calculating…' : 'Run the network'}
            </Button>
            <Button variant="secondary" onClick={reset}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              Reset
            </Button>
          </div>
          <div className="mt-6">
            <StageExplanation phase={phase} stage={state.stage} />
          </div>
        </Card>

        <Card className="p-5">
          <h2 className="text-lg font-semibold text-slate-900">The network</h2>
          <NetworkDiagram
            weights={weights}
            pass={pass}
            view={diagramView(state)}
            className="mx-auto mt-2 max-w-xl"
          />
          <div className="mt-3">
            <DiagramLegend />
          </div>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">
              Show the weights as numbers
            </summary>
            <WeightsTable weights={weights} />
          </details>
        </Card>

        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Recommendation</h2>
          <ResultPanel
            phase={phase}
            pass={pass}
            flash={state.flash?.kind === 'result'}
            lastCorrection={phase === 'feedback' ? (history[0] ?? null) : null}
            onFeedback={giveFeedback}
          />
        </Card>

        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Training history</h2>
          <TrainingHistory entries={history} />
        </Card>
      </div>

      <section aria-labelledby="how-it-works" className="mt-10">
        <h2 id="how-it-works" className="text-2xl font-bold text-slate-900">
          How does it work?
        </h2>
        <div className="mt-4">
          <HowItWorks />
        </div>
      </section>
    </div>
  );
}

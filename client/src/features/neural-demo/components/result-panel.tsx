import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { FOOD_KEYS, FOOD_LABELS, type FoodKey, type ForwardPass } from '../lib/network';
import type { HistoryEntry, Phase } from '../lib/explorer-state';
import { formatPercent } from '../lib/format';
import { FoodIcon } from './food-icon';

/**
 * The recommendation with each option's probability, and the feedback buttons. Feedback trains one step and
 * then stays disabled until the inputs change or the network runs again.
 */
export function ResultPanel({
  phase,
  pass,
  flash,
  lastCorrection,
  onFeedback,
}: {
  phase: Phase;
  pass: ForwardPass;
  flash: boolean;
  /** The correction just given, while in the 'feedback' phase. */
  lastCorrection: HistoryEntry | null;
  onFeedback: (food: FoodKey) => void;
}) {
  // The clicked button becomes disabled and would drop keyboard focus to the page: hand it to the message.
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (phase === 'feedback') thanks.current?.focus();
  }, [phase]);

  if (phase === 'idle') {
    return (
      <p className="flex min-h-40 items-center justify-center rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-600">
        Press “Run the network” to get a food recommendation.
      </p>
    );
  }
  if (phase === 'calculating') {
    return (
      <div className="flex min-h-40 items-center justify-center gap-3 rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
        <span
          className="h-5 w-5 rounded-full border-[3px] border-slate-200 border-t-brand-700 motion-safe:animate-spin"
          aria-hidden
        />
        <span>Calculating…</span>
      </div>
    );
  }

  const best = pass.recommendation;
  return (
    <div>
      <div
        data-testid="recommendation"
        className={cn(
          'flex items-center gap-3 rounded-lg bg-green-50 p-4 ring-1 ring-green-600/30 motion-safe:transition-shadow motion-safe:duration-300',
          flash && 'shadow-[0_0_0_6px_rgba(22,163,74,0.35)]',
        )}
      >
        <FoodIcon food={best} className="h-10 w-10 shrink-0 text-green-700" />
        <div>
          <p className="text-sm font-medium text-green-800">The network recommends</p>
          <p className="text-2xl font-bold text-slate-900">{FOOD_LABELS[best]}</p>
        </div>
      </div>

      <h3 className="mt-5 text-sm font-semibold text-slate-800">How sure it is</h3>
      <ul className="mt-2 space-y-2" aria-label="Probability of each option">
        {FOOD_KEYS.map((f, k) => {
          const p = pass.probabilities[k]!;
          return (
            <li key={f}>
              <div className="flex justify-between text-sm">
                <span className="flex items-center gap-1.5 text-slate-800">
                  <FoodIcon food={f} className="h-4 w-4 text-slate-500" />
                  {FOOD_LABELS[f]}
                </span>
                <span className="font-semibold tabular-nums">{formatPercent(p)}</span>
              </div>
              <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden>
                <div
                  className={cn(
                    'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-300',
                    f === best ? 'bg-green-600' : 'bg-brand-600',
                  )}
                  style={{ width: `${(p * 100).toFixed(1)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>

      <div role="group" aria-labelledby="feedback-label" className="mt-6">
        <p id="feedback-label" className="text-sm font-semibold text-slate-800">
          Was this right? Pick the right one:
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {FOOD_KEYS.map((f) => (
            <Button
              key={f}
              variant="secondary"
              size="md"
              disabled={phase !== 'result'}
              onClick={() => onFeedback(f)}
            >
              <FoodIcon food={f} className="h-4 w-4" />
              {FOOD_LABELS[f]}
            </Button>
          ))}
        </div>
        {phase === 'feedback' && lastCorrection && (
          <p ref={thanks} tabIndex={-1} className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            Thanks! The network adjusted its weights toward{' '}
            <strong>{FOOD_LABELS[lastCorrection.correction]}</strong>:{' '}
            {formatPercent(lastCorrection.probabilityBefore)} →{' '}
            {formatPercent(lastCorrection.probabilityAfter)} for these inputs. Change a slider or run it again
            to teach it more.
          </p>
        )}
      </div>
    </div>
  );
}

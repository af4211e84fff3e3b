import { cn } from '@/lib/utils';
import { viewTitle } from '../lib/debrief-view-context';

/** The debrief's views by number and title, the one shown marked: a click goes to a view, as its number key does. */
export function DebriefNav({
  views,
  step,
  onStep,
}: {
  views: number;
  step: number;
  onStep: (step: number) => void;
}) {
  return (
    <nav aria-label="Debrief views" className="mt-4 fullscreen-hidden">
      <ol className="flex flex-wrap gap-2">
        {Array.from({ length: views }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-current={step === n ? 'step' : undefined}
              onClick={() => onStep(n)}
              className={cn(
                'rounded-full border px-3 py-1 text-base',
                step === n
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 text-slate-800 hover:bg-slate-50',
              )}
            >
              {n} · {viewTitle(n, views).title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

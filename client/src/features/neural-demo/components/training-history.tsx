import { FOOD_LABELS, INPUT_KEYS, INPUT_LABELS, type WeightChange } from '../lib/network';
import type { HistoryEntry } from '../lib/explorer-state';
import { formatPercent, formatWeight } from '../lib/format';

/** How many of the biggest changes each entry shows before "Show all". */
const TOP_CHANGES = 4;

const byImpact = (changes: WeightChange[]) =>
  [...changes].sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before));

const timeOf = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function ChangesTable({ changes, caption }: { changes: WeightChange[]; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 pr-2 font-medium">
            Connection
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Before → after
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.label} className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-2 font-normal text-slate-800">
              {c.label}
            </th>
            <td className="py-1 text-right whitespace-nowrap tabular-nums">
              {formatWeight(c.before)} → {formatWeight(c.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every correction so far, newest first: inputs, correction, time and the weight changes (before -> after). */
export function TrainingHistory({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="text-slate-600">
        No corrections yet. Each time you tell the network the right answer, the lesson appears here with the
        weights it changed.
      </p>
    );
  }
  return (
    <ol className="space-y-4" aria-label="Corrections, newest first">
      {entries.map((e) => {
        const sorted = byImpact(e.changes);
        return (
          <li key={e.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-slate-900">
                Lesson {e.id}: {FOOD_LABELS[e.predicted]} → {FOOD_LABELS[e.correction]}
              </p>
              <time dateTime={new Date(e.at).toISOString()} className="text-sm text-slate-600">
                {timeOf(e.at)}
              </time>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              Inputs: {INPUT_KEYS.map((k) => `${INPUT_LABELS[k]} ${e.inputs[k]}`).join(', ')}. The network
              said {FOOD_LABELS[e.predicted]}; you said {FOOD_LABELS[e.correction]}.
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {FOOD_LABELS[e.correction]} for these inputs: {formatPercent(e.probabilityBefore)} →{' '}
              {formatPercent(e.probabilityAfter)}
            </p>
            <div className="mt-3">
              <ChangesTable
                changes={sorted.slice(0, TOP_CHANGES)}
                caption={`The ${TOP_CHANGES} biggest weight changes of lesson ${e.id}`}
              />
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-brand-700">
                  Show all {e.changes.length} changes
                </summary>
                <ChangesTable changes={sorted} caption={`All weight changes of lesson ${e.id}`} />
              </details>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

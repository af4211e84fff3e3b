import { useMemo, type ReactNode } from 'react';
import type { DebriefData } from '@shared/contracts/debrief';
import type { DebriefCase } from '@shared/debrief/case';
import { Spinner } from '@/components/ui/spinner';
import { roundsView } from '../lib/debrief-rounds';
import { viewContext, type RoleNames } from '../lib/debrief-view-context';
import { ROUNDS_VIEW } from '../lib/debrief-keys';
import { DebriefViewFrame } from './debrief-view-frame';

/**
 * View 6, round 1 vs round 2: every round's pairs side by side in a table, and the students who played both
 * rounds compared with themselves, in words. It reads every round's pairs (`?round=all`), whatever round
 * the other views show.
 */
export function RoundsStep({
  c,
  names,
  data,
  state,
  aside,
}: {
  c: DebriefCase;
  names: Record<string, RoleNames>;
  data: DebriefData | undefined;
  state: 'pending' | 'error' | 'success';
  aside?: ReactNode;
}) {
  if (state === 'pending' || !data) {
    if (state !== 'error') return <Spinner label="Loading every round's deals" />;
    return (
      <p
        role="alert"
        className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-xl text-red-800"
      >
        The rounds&apos; deals could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return <RoundsView c={c} names={names} data={data} aside={aside} />;
}

function RoundsView({
  c,
  names,
  data,
  aside,
}: {
  c: DebriefCase;
  names: Record<string, RoleNames>;
  data: DebriefData;
  aside?: ReactNode;
}) {
  const view = useMemo(
    () => roundsView(viewContext(c, names, data, undefined), data.rounds),
    [c, names, data],
  );
  return (
    <DebriefViewFrame step={ROUNDS_VIEW} sentences={view.sentences} aside={aside}>
      <table className="w-full max-w-4xl text-left text-xl lg:text-2xl">
        <caption className="mb-2 text-left text-xl font-semibold text-slate-900 lg:text-2xl">
          Final agreements by round
        </caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col" className="py-2 pr-4">
              Measure
            </th>
            {view.columns.map((col) => (
              <th key={col} scope="col" className="py-2 pr-4 text-right">
                {col}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {view.rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-4 font-medium">
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td key={view.columns[i]} className="py-2 pr-4 text-right">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </DebriefViewFrame>
  );
}

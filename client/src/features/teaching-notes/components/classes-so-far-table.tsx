import type { OutcomeFigures } from '@shared/debrief/classes-so-far';
import { cn } from '@/lib/utils';
import type { ClassesSoFarRow } from '../lib/classes-so-far-rows';

/** A column of the figures table: its heading, and the pairs whose figures it shows. */
export interface ClassesSoFarColumn {
  head: string;
  f: OutcomeFigures;
}

/**
 * The figures of "Your classes so far" as a table, a row per figure and a column per set of pairs: small in
 * the teaching notes, in type a back row can read on the projector.
 */
export function ClassesSoFarTable({
  figureHead,
  rows,
  columns,
  size = 'notes',
}: {
  figureHead: string;
  rows: readonly ClassesSoFarRow[];
  columns: readonly ClassesSoFarColumn[];
  size?: 'notes' | 'projector';
}) {
  const cell = size === 'notes' ? 'py-1 pr-3' : 'py-2 pr-4';
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full text-left', size === 'notes' ? 'text-sm' : 'text-xl lg:text-2xl')}>
        <thead>
          <tr className={size === 'notes' ? 'border-b border-slate-300' : 'border-b-2 border-slate-300'}>
            <th scope="col" className={cn(cell, 'font-medium')}>
              {figureHead}
            </th>
            {columns.map((c) => (
              <th key={c.head} scope="col" className={cn(cell, 'font-medium')}>
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.label}
              className={cn('border-b align-top', size === 'notes' ? 'border-slate-100' : 'border-slate-200')}
            >
              <th scope="row" className={cn(cell, 'font-normal text-slate-700')}>
                {row.label}
              </th>
              {columns.map((c) => (
                <td key={c.head} className={cn(cell, 'tabular-nums')}>
                  {row.cell(c.f)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { formatLocalDate, formatWon } from '@shared/format';
import type { DebriefData } from '@shared/contracts/debrief';
import { pairValue } from '@shared/debrief/joint-value';
import { pairShare } from '@shared/debrief/share';
import { reportedSimulation } from '@shared/contracts/results-config';
import type { ReferenceLine } from '../lib/chart-layout';
import type { ViewContext } from '../lib/debrief-view-context';
import { roundName } from '../lib/debrief-round';
import { percent } from '../lib/debrief-view-words';
import type { ResultRow } from '../lib/result-rows';
import { RangeView } from './debrief-range-view';
import { PairsStep, UnconfirmedNote } from './debrief-steps';

/** The printable width of A4 with 14 mm margins, in CSS pixels: the charts are laid out for it. */
const A4_WIDTH = 680;

/**
 * The class report: every projector view on A4, one to a page, with the numbers behind them (each view's
 * sentences and, at the end, the table of pairs). Print styles only: the page draws it while printing.
 */
export function ClassReport({
  sim,
  lines,
  ctx,
  data,
  rows,
}: {
  sim: string;
  lines: readonly ReferenceLine[];
  ctx: ViewContext;
  data: DebriefData;
  rows: readonly ResultRow[];
}) {
  const cfg = reportedSimulation(sim);
  const { c, names } = ctx;
  return (
    <article className="debrief-report text-slate-900" aria-label="Class report">
      <style>{`@page { size: A4; margin: 14mm; }
.debrief-report .debrief-view { break-before: page; }
.debrief-report .debrief-view:first-of-type { break-before: auto; }
.debrief-report h2 { font-size: 20pt; }
.debrief-report li, .debrief-report p, .debrief-report td, .debrief-report th { font-size: 11pt; }`}</style>
      <h1 className="text-2xl font-bold">{cfg.title}: class report</h1>
      <p className="mt-1">
        {formatLocalDate(new Date())}
        {data.rounds.length >= 2 && ` · ${roundName(data.round)}`} · {data.pairs.length}{' '}
        {data.pairs.length === 1 ? 'pair' : 'pairs'} with a final agreement · {rows.length} reported results
      </p>
      <UnconfirmedNote data={data} />
      <RangeView sim={sim} lines={lines} rows={rows} revealed={lines.length} ctx={ctx} showTables />
      {[2, 3, 4, 5].map((step) => (
        <PairsStep key={step} step={step} ctx={ctx} state="success" showTables fixedWidth={A4_WIDTH} />
      ))}
      <section className="debrief-view">
        <h2 className="font-bold">The pairs</h2>
        <table className="mt-2 w-full border-collapse text-left tabular-nums">
          <thead>
            <tr className="border-b-2 border-slate-400">
              <th scope="col">Table</th>
              <th scope="col">Deal</th>
              <th scope="col">First offer</th>
              {c.roles.map((r) => (
                <th key={r} scope="col">
                  Share: {names[r]?.short ?? r}
                </th>
              ))}
              <th scope="col">Joint value</th>
              <th scope="col">Left on the table</th>
            </tr>
          </thead>
          <tbody>
            {[...data.pairs]
              .sort((a, b) => a.round - b.round || a.table - b.table)
              .map((p) => {
                const v = pairValue(c, p);
                return (
                  <tr key={`${p.classId}-${p.round}-${p.table}`} className="border-b border-slate-200">
                    <td>{p.table}</td>
                    <td>{p.noAgreement ? 'No agreement' : formatWon(p.amount)}</td>
                    <td>
                      {p.firstOffer
                        ? `${formatWon(p.firstOffer.amount)} (${names[p.firstOffer.role]?.short ?? p.firstOffer.role})`
                        : '-'}
                    </td>
                    {c.roles.map((r) => (
                      <td key={r}>{percent(pairShare(c, p, r))}</td>
                    ))}
                    <td>{v ? Number(v.joint.toFixed(1)) : '-'}</td>
                    <td>{v ? Number(v.leftOnTable.toFixed(1)) : '-'}</td>
                  </tr>
                );
              })}
          </tbody>
        </table>
      </section>
    </article>
  );
}

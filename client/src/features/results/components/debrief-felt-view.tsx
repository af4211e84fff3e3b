import { SURVEY_DIMENSIONS, surveyDimensions } from '@shared/survey';
import { feltView, scoreParts } from '../lib/debrief-felt';
import { usePairsView, type PairsViewProps } from '../lib/use-pairs-view';
import { ScatterChart } from './debrief-charts';
import { DebriefLegend } from './debrief-legend';
import { DebriefViewFrame } from './debrief-view-frame';

/** View 5: share of the range against the survey's score, in four quadrants, and each dimension's mean by role. */
export function FeltView({ ctx, showTables, aside, fixedWidth }: PairsViewProps) {
  const [box, view] = usePairsView(feltView, ctx, fixedWidth);
  const corner = (q: string) => {
    const found = view.quadrants.find((x) => x.quadrant === q)!;
    return `${found.label}: ${found.count}`;
  };
  const anyScores = ctx.c.roles.some((r) => view.means[r]!.n > 0);
  return (
    <DebriefViewFrame step={5} sentences={view.sentences} aside={aside}>
      <div ref={box} className="w-full">
        {!view.empty && (
          <>
            <ScatterChart
              layout={view.layout}
              roles={ctx.c.roles}
              title="Share of the bargaining range won against how it felt, one dot per student"
              summary={view.sentences.join(' ')}
              showTables={showTables}
              quadrantLabels={[
                corner('wonFeltGood'),
                corner('lostFeltGood'),
                corner('wonFeltBad'),
                corner('lostFeltBad'),
              ]}
            />
            <DebriefLegend ctx={ctx} what="" />
          </>
        )}
        {anyScores && (
          <table className="mt-6 w-full max-w-4xl text-left text-xl lg:text-2xl">
            <caption className="mb-2 text-left text-xl font-semibold text-slate-900 lg:text-2xl">
              Survey means by role (1 to 7, higher is better)
            </caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  Dimension
                </th>
                {ctx.c.roles.map((role) => (
                  <th key={role} scope="col" className="py-2 pr-4">
                    {ctx.names[role]?.title ?? role}
                  </th>
                ))}
                {view.earlierMeans &&
                  ctx.c.roles.map((role) => (
                    <th key={`e${role}`} scope="col" className="py-2 pr-4 text-slate-600">
                      Earlier: {ctx.names[role]?.short ?? role}
                    </th>
                  ))}
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {[...SURVEY_DIMENSIONS, 'global' as const].map((d) => (
                <tr key={d} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {d === 'global' ? 'Overall' : surveyDimensions[d].label}
                  </th>
                  {ctx.c.roles.map((role) => {
                    const m = view.means[role]!;
                    return (
                      <td key={role} className="py-2 pr-4">
                        <Score s={d === 'global' ? m.global : m.dimensions[d]} />
                      </td>
                    );
                  })}
                  {view.earlierMeans &&
                    ctx.c.roles.map((role) => {
                      const m = view.earlierMeans![role]!;
                      return (
                        <td key={`e${role}`} className="py-2 pr-4 text-slate-600">
                          <Score s={d === 'global' ? m.global : m.dimensions[d]} />
                        </td>
                      );
                    })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </DebriefViewFrame>
  );
}

function Score({ s }: { s: { mean: number | null; n: number } }) {
  const { mean, n } = scoreParts(s);
  return (
    <span className="whitespace-nowrap">
      {mean} <span className="text-base text-slate-600">{n}</span>
    </span>
  );
}

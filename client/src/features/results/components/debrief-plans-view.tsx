import { plansView } from '../lib/debrief-plans';
import { usePairsView, type PairsViewProps } from '../lib/use-pairs-view';
import { ScatterChart, StripChart } from './debrief-charts';
import { DebriefLegend } from './debrief-legend';
import { DebriefViewFrame } from './debrief-view-frame';

/**
 * View 3: each student's target against the deal, the walk-away they wrote against the real one, and their
 * estimate of the other side's walk-away against that side's real one. Student by student (with table
 * numbers) only when the tables are shown.
 */
export function PlansView({ ctx, showTables, aside, fixedWidth }: PairsViewProps) {
  const [box, view] = usePairsView(plansView, ctx, fixedWidth);
  const anyTarget = view.targetLayout.points.some((p) => !p.faint);
  const anyWalkAway = view.walkAwayLayout.rows.some((r) => r.dots.some((d) => !d.faint));
  const anyEstimate = view.estimateLines.length > 0;
  return (
    <DebriefViewFrame
      step={3}
      sentences={[...view.targetSentences, ...view.walkAwaySentences, ...view.estimateSentences]}
      aside={aside}
    >
      <div ref={box} className="w-full space-y-6">
        {anyTarget && (
          <ScatterChart
            layout={view.targetLayout}
            roles={ctx.c.roles}
            title="Target set in the plan against the deal, one dot per student"
            summary={view.targetSentences.join(' ')}
            showTables={showTables}
          />
        )}
        {anyWalkAway && (
          <StripChart
            layout={view.walkAwayLayout}
            roles={ctx.c.roles}
            title="Walk-away written in the plan against the real one, by role"
            summary={view.walkAwaySentences.join(' ')}
            showTables={showTables}
          />
        )}
        {anyEstimate && (
          <StripChart
            layout={view.estimateLayout}
            roles={ctx.c.roles}
            title="The other side's walk-away as estimated in the plan against the real one, by role"
            summary={view.estimateSentences.join(' ')}
            showTables={showTables}
          />
        )}
        {(anyTarget || anyWalkAway) && (
          <DebriefLegend ctx={ctx} what="" line={anyTarget} ring="Agreed past the real walk-away" />
        )}
        {anyEstimate && showTables && (
          <ul
            aria-label="Each student's estimate of the other side's walk-away"
            className="columns-1 gap-8 text-lg text-slate-800 lg:columns-2"
          >
            {view.estimateLines.map((line, i) => (
              // a trio's mirror may write the same as its teammate at the same table
              <li key={`${i}-${line}`} className="break-inside-avoid">
                {line}
              </li>
            ))}
          </ul>
        )}
      </div>
    </DebriefViewFrame>
  );
}

import { plansView } from '../lib/debrief-plans';
import { usePairsView, type PairsViewProps } from '../lib/use-pairs-view';
import { ScatterChart, StripChart } from './debrief-charts';
import { DebriefLegend } from './debrief-legend';
import { DebriefViewFrame } from './debrief-view-frame';

/** View 3: each student's target against the deal, and the walk-away they wrote against the real one. */
export function PlansView({ ctx, showTables, aside, fixedWidth }: PairsViewProps) {
  const [box, view] = usePairsView(plansView, ctx, fixedWidth);
  const anyTarget = view.targetLayout.points.some((p) => !p.faint);
  const anyWalkAway = view.walkAwayLayout.rows.some((r) => r.dots.some((d) => !d.faint));
  return (
    <DebriefViewFrame step={3} sentences={[...view.targetSentences, ...view.walkAwaySentences]} aside={aside}>
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
        {(anyTarget || anyWalkAway) && (
          <DebriefLegend ctx={ctx} what="" line={anyTarget} ring="Agreed past the real walk-away" />
        )}
      </div>
    </DebriefViewFrame>
  );
}

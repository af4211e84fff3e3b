import { valueView } from '../lib/debrief-value';
import { usePairsView, type PairsViewProps } from '../lib/use-pairs-view';
import { StripChart } from './debrief-charts';
import { DebriefLegend } from './debrief-legend';
import { DebriefViewFrame } from './debrief-view-frame';

/** View 4: each pair's joint value from the tradeable terms against the best possible. */
export function ValueView({ ctx, showTables, aside, fixedWidth }: PairsViewProps) {
  const [box, view] = usePairsView(valueView, ctx, fixedWidth);
  return (
    <DebriefViewFrame step={4} sentences={view.sentences} aside={aside}>
      <div ref={box} className="w-full">
        {!view.empty && (
          <>
            <StripChart
              layout={view.layout}
              roles={ctx.c.roles}
              title="Joint value per pair, against the best possible"
              summary={view.sentences.join(' ')}
              showTables={showTables}
            />
            {view.value.hasTradeableTerms && (
              <DebriefLegend ctx={ctx} what={null} ring="Left value on the table" />
            )}
          </>
        )}
      </div>
    </DebriefViewFrame>
  );
}

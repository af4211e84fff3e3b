import { firstOfferView } from '../lib/debrief-first-offer';
import { usePairsView, type PairsViewProps } from '../lib/use-pairs-view';
import { ScatterChart } from './debrief-charts';
import { DebriefLegend } from './debrief-legend';
import { DebriefViewFrame } from './debrief-view-frame';

/** View 2: first offer against the deal, coloured by who opened, with the line when there are enough pairs. */
export function FirstOfferView({ ctx, showTables, aside, fixedWidth }: PairsViewProps) {
  const [box, view] = usePairsView(firstOfferView, ctx, fixedWidth);
  return (
    <DebriefViewFrame step={2} sentences={view.sentences} aside={aside}>
      <div ref={box} className="w-full">
        {!view.empty && (
          <>
            <ScatterChart
              layout={view.layout}
              roles={ctx.c.roles}
              title="First offer against the deal, one dot per pair"
              summary={view.sentences.join(' ')}
              showTables={showTables}
            />
            <DebriefLegend ctx={ctx} what="opened" line={view.pull.fit.line !== null} />
          </>
        )}
      </div>
    </DebriefViewFrame>
  );
}

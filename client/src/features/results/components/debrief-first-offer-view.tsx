import { useMemo } from 'react';
import { chartHeight } from '../lib/debrief-layout';
import { useWidth } from '../lib/use-width';
import { firstOfferView, type ViewContext } from '../lib/debrief-views';
import { ScatterChart } from './debrief-charts';
import { DebriefLegend } from './debrief-legend';
import { DebriefViewFrame } from './debrief-view-frame';

/** View 2: first offer against the deal, coloured by who opened, with the line when there are enough pairs. */
export function FirstOfferView({
  ctx,
  showTables,
  aside,
  fixedWidth,
}: {
  ctx: ViewContext;
  showTables: boolean;
  aside?: React.ReactNode;
  fixedWidth?: number;
}) {
  const [box, measured] = useWidth<HTMLDivElement>(960);
  const width = fixedWidth ?? measured;
  const view = useMemo(() => firstOfferView(ctx, { width, height: chartHeight(width) }), [ctx, width]);
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

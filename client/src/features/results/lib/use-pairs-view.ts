import { useMemo, type ReactNode } from 'react';
import { chartHeight, type ChartBox } from './debrief-layout';
import type { ViewContext } from './debrief-view-context';
import { useWidth } from './use-width';

/** What each view of the pairs' data (views 2 to 5) is given. */
export interface PairsViewProps {
  ctx: ViewContext;
  showTables: boolean;
  /** The teaching note's questions, beside the view on the instructor's screen. */
  aside?: ReactNode;
  /** Drawn at this width (the printed class report) instead of the measured one. */
  fixedWidth?: number;
}

/**
 * A view's model at the width it is drawn: `fixedWidth`, or the width of the element `box` is put on (960
 * until it is measured). Computed again only when the data or the width changes.
 */
export function usePairsView<V>(
  build: (ctx: ViewContext, box: ChartBox) => V,
  ctx: ViewContext,
  fixedWidth: number | undefined,
) {
  const [box, measured] = useWidth<HTMLDivElement>(960);
  const width = fixedWidth ?? measured;
  const view = useMemo(() => build(ctx, { width, height: chartHeight(width) }), [build, ctx, width]);
  return [box, view] as const;
}

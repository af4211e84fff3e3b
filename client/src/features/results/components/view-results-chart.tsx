import { resultMessages } from '@shared/contracts/results-config';
import { Spinner } from '@/components/ui/spinner';
import type { ReferenceLine } from '../lib/chart-layout';
import type { ResultRow } from '../lib/result-rows';
import { ResultsChart } from './results-chart';

/** The results page's chart once the case's figures are read (its scale is theirs), or why not yet. */
export function ViewResultsChart({
  lines,
  failed,
  ...chart
}: {
  /** The case's reference figures from the API; undefined until read. */
  lines: readonly ReferenceLine[] | undefined;
  failed: boolean;
  sim: string;
  rows: readonly ResultRow[];
  earlier: readonly ResultRow[] | undefined;
  hideFigures: boolean;
}) {
  if (lines) return <ResultsChart lines={lines} {...chart} />;
  if (failed)
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {resultMessages.figuresLoadFailed}
      </p>
    );
  return <Spinner label="Loading the chart" />;
}

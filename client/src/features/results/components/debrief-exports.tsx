import { Download, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DebriefData } from '@shared/contracts/debrief';
import type { DebriefCase } from '@shared/debrief/case';
import type { ReferenceLine } from '../lib/chart-layout';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/csv';
import { debriefCsv, debriefCsvFilename } from '../lib/debrief-csv';
import type { ViewContext } from '../lib/debrief-view-context';
import type { ResultRow } from '../lib/result-rows';
import { ClassReport } from './debrief-class-report';

/**
 * The instructor's exports: the CSV of every pair (built here from the debrief data) and the printable
 * class report, which is drawn only while printing, on A4.
 */
export function DebriefExports({
  sim,
  c,
  lines,
  ctx,
  data,
  rows,
}: {
  sim: string;
  c: DebriefCase;
  lines: readonly ReferenceLine[];
  ctx: ViewContext;
  data: DebriefData | undefined;
  rows: readonly ResultRow[] | undefined;
}) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  return (
    <>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button
          variant="secondary"
          disabled={!data}
          onClick={() => data && downloadText(debriefCsvFilename(sim), debriefCsv(sim, c, data))}
        >
          <Download className="h-4 w-4" aria-hidden />
          Download the pairs (CSV)
        </Button>
        <Button variant="secondary" disabled={!data || !rows} onClick={() => setPrinting(true)}>
          <Printer className="h-4 w-4" aria-hidden />
          Print the class report
        </Button>
      </div>
      {printing && data && rows && (
        <div className="hidden print:block">
          <ClassReport sim={sim} lines={lines} ctx={ctx} data={data} rows={rows} />
        </div>
      )}
    </>
  );
}

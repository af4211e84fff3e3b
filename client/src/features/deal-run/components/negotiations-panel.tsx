import { useNow } from '@/lib/use-now';
import { useMemo, useState } from 'react';
import { findClassFlow, type AgreementDefinition } from '@shared/class-flow';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { ReleaseDebriefControl } from '@/features/debrief-release/components/release-debrief-control';
import { usePairs } from '../api/get-pairs';
import { countsText, isStuck } from '../lib/pair-status';
import { LeftNotice } from './left-notice';
import { PairCard } from './pair-card';
// students' names, the amounts read back in Korean, and what a pair typed may be Korean
import '@/lib/korean-font';

/**
 * The run page's live view of the negotiations, once the pairs are published: the counts, then each table
 * with its status, what it entered, and what the instructor can do (reopen, settle a dispute, enter the
 * result). A case without an agreement form in the registry has nothing to show.
 */
export default function NegotiationsPanel({ sim }: { sim: string }) {
  const flow = findClassFlow(sim);
  if (!flow) return null;
  return <Negotiations sim={sim} def={flow.agreement} />;
}

function Negotiations({ sim, def }: { sim: string; def: AgreementDefinition }) {
  const overview = usePairs(sim);
  const now = useNow();
  const [needsMe, setNeedsMe] = useState(false);
  const pairs = overview.data?.pairs;
  const stuck = useMemo(
    () => new Set((pairs ?? []).filter((p) => isStuck(p, now)).map((p) => p.table)),
    [pairs, now],
  );
  const shown = (pairs ?? [])
    .filter((p) => !needsMe || p.status === 'disputed' || stuck.has(p.table))
    .sort((a, b) => a.table - b.table);

  return (
    <section aria-labelledby="negotiations" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="negotiations" className="text-xl font-semibold text-slate-900">
          Negotiations
        </h2>
        {pairs && pairs.length > 0 && (
          <Switch label="Only disputed and stuck pairs" checked={needsMe} onCheckedChange={setNeedsMe} />
        )}
      </div>
      {overview.isPending ? (
        <Spinner label="Loading the negotiations" />
      ) : overview.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          The negotiations could not be loaded. Check your connection and reload the page.
        </p>
      ) : (
        <>
          <p role="status" className="text-lg font-medium text-slate-900">
            {countsText(overview.data.counts, stuck.size)}
          </p>
          <LeftNotice sim={sim} left={overview.data.left} />
          {/* when the pairs are done: each student's own debrief opens on their phone */}
          <ReleaseDebriefControl sim={sim} />
          {overview.data.pairs.length === 0 ? (
            <p className="text-slate-700">No table is negotiating: the published assignment has no pair.</p>
          ) : shown.length === 0 ? (
            <p className="text-slate-700">No pair is disputed or stuck.</p>
          ) : (
            <ol aria-label="Tables negotiating" className="grid gap-3 lg:grid-cols-2">
              {shown.map((pair) => (
                <PairCard
                  key={pair.table}
                  sim={sim}
                  def={def}
                  pair={pair}
                  stuck={stuck.has(pair.table)}
                  now={now}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

import type { DebriefData } from '@shared/contracts/debrief';
import { Spinner } from '@/components/ui/spinner';
import type { PairsViewProps } from '../lib/use-pairs-view';
import { FeltView } from './debrief-felt-view';
import { FirstOfferView } from './debrief-first-offer-view';
import { PlansView } from './debrief-plans-view';
import { ValueView } from './debrief-value-view';

/**
 * Views 2 to 5, which read the pairs' data: the one for `step`, or a message while the data loads or when
 * it cannot. (View 1 reads the reported results and stands on its own.)
 */
export function PairsStep({
  step,
  ctx,
  state,
  showTables,
  aside,
  fixedWidth,
}: PairsViewProps & {
  step: number;
  state: 'pending' | 'error' | 'success';
}) {
  if (state === 'pending') return <Spinner label="Loading the pairs' deals" />;
  if (state === 'error')
    return (
      <p
        role="alert"
        className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-xl text-red-800"
      >
        The pairs&apos; deals could not be loaded. Reload the page to try again.
      </p>
    );
  const props = { ctx, showTables, aside, fixedWidth };
  if (step === 2) return <FirstOfferView {...props} />;
  if (step === 3) return <PlansView {...props} />;
  if (step === 4) return <ValueView {...props} />;
  return <FeltView {...props} />;
}

/** "3 pairs not yet agreed (tables 4, 7, 9)": counted apart, never plotted. */
export function UnconfirmedNote({ data }: { data: DebriefData | undefined }) {
  const open = data?.unconfirmed ?? [];
  if (open.length === 0) return null;
  const tables = [...open].sort((a, b) => a.table - b.table).map((u) => u.table);
  const disputed = open.filter((u) => u.status === 'disputed').length;
  return (
    <p className="mt-4 text-xl text-slate-700 lg:text-2xl" aria-live="polite">
      {open.length} {open.length === 1 ? 'pair' : 'pairs'} not yet agreed (
      {tables.length === 1 ? 'table' : 'tables'} {tables.join(', ')})
      {disputed > 0 ? `, ${disputed} disputed` : ''}: listed apart, not plotted.
    </p>
  );
}

import { useMemo, useState } from 'react';
import { useHideResult } from '../api/hide-result';
import { useUnhideResult } from '../api/unhide-result';
import type { ResultRow } from './result-rows';

/**
 * Hiding and unhiding the results table's rows, and the last result hidden, with an "Undo hide" beside the
 * table until the next hide or unhide: the toast's Undo can come late and go early on a busy laptop; this
 * one waits for the instructor. `busyIds`: the rows being hidden or unhidden right now.
 */
export function useHideWithUndo(sim: string) {
  const unhide = useUnhideResult(sim);
  const [lastHidden, setLastHidden] = useState<{ id: number; name: string } | null>(null);
  const undoHide = (id: number) =>
    unhide.mutate(id, { onSuccess: () => setLastHidden((last) => (last?.id === id ? null : last)) });
  const hide = useHideResult(sim, { onUndo: undoHide });
  const busyIds = useMemo(() => {
    const ids = new Set<number>();
    if (hide.isPending && hide.variables !== undefined) ids.add(hide.variables);
    if (unhide.isPending && unhide.variables !== undefined) ids.add(unhide.variables);
    return ids;
  }, [hide.isPending, hide.variables, unhide.isPending, unhide.variables]);
  return {
    lastHidden,
    busyIds,
    undoing: unhide.isPending,
    undoHide,
    hideRow: (row: ResultRow) =>
      hide.mutate(row.id, {
        onSuccess: () => setLastHidden({ id: row.id, name: `${row.reporter} and ${row.counterpart}` }),
      }),
    unhideRow: (row: ResultRow) => {
      setLastHidden(null);
      unhide.mutate(row.id);
    },
  };
}

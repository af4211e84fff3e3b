import type { AssignmentView } from '@shared/contracts/pairing';

/** One line of the projector: a table and who sits (or watches) there. No roles. */
export interface ProjectedTable {
  table: number;
  names: string[];
  observers: string[];
}

/** Case- and accent-insensitive, as a student types their own name. */
const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The tables in order, with their observers; only those with a name matching `query` when one is typed. */
export function projectedTables(view: AssignmentView, query = ''): ProjectedTable[] {
  const q = fold(query);
  return [...view.pairs]
    .sort((a, b) => a.table - b.table)
    .map((p) => ({
      table: p.table,
      names: p.members.map((m) => m.name),
      observers: view.observers.filter((o) => o.table === p.table).map((o) => o.name),
    }))
    .filter((t) => q === '' || [...t.names, ...t.observers].some((n) => fold(n).includes(q)));
}
